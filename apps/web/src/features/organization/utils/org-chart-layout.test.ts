import type { OrgChartNode } from '@hrms/contracts/organization';
import { describe, expect, it } from 'vitest';
import {
  allManagers,
  expandTo,
  indexOrgChart,
  initialExpanded,
  layoutOrgChart,
  NODE_HEIGHT,
  NODE_WIDTH,
  READABLE_SCALE,
  readableExpanded,
  searchOrgChart,
} from './org-chart-layout';

let seq = 0;
function person(
  name: string,
  children: OrgChartNode[] = [],
  extra: Partial<OrgChartNode> = {},
): OrgChartNode {
  seq += 1;
  const total = children.reduce((sum, c) => sum + 1 + c.totalReports, 0);
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    name,
    employeeCode: `EMP-${String(seq).padStart(4, '0')}`,
    designation: null,
    department: null,
    photoUrl: null,
    joinsOn: null,
    directReports: children.length,
    totalReports: total,
    children,
    ...extra,
  };
}

/** CEO → 2 VPs → each 2 managers → each 2 engineers: four levels. */
function company() {
  const engineers = (prefix: string) => [person(`${prefix} One`), person(`${prefix} Two`)];
  const m1 = person('Meera Manager', engineers('Alpha'));
  const m2 = person('Mohan Manager', engineers('Beta'));
  const m3 = person('Maya Manager', engineers('Gamma'));
  const m4 = person('Mihir Manager', engineers('Delta'));
  const vp1 = person('Vikram VP', [m1, m2]);
  const vp2 = person('Vani VP', [m3, m4]);
  const ceo = person('Chitra CEO', [vp1, vp2], { employeeCode: 'CEO-1' });
  return { ceo, vp1, vp2, m1, m2, m3, m4 };
}

function overlaps(a: { x: number; y: number }, b: { x: number; y: number }) {
  return (
    a.x < b.x + NODE_WIDTH && b.x < a.x + NODE_WIDTH && a.y < b.y + NODE_HEIGHT && b.y < a.y + NODE_HEIGHT
  );
}

describe('org chart layout', () => {
  it('opens as many top levels as fit the width at a readable size, at least two', () => {
    const { ceo, vp1, vp2 } = company();
    const threeLevels = layoutOrgChart([ceo], initialExpanded([ceo])).width;
    expect([...readableExpanded([ceo], threeLevels * READABLE_SCALE)].sort()).toEqual(
      [ceo.id, vp1.id, vp2.id].sort(),
    );
    // Narrower: the chief and their reports only, which then fit at a readable size.
    const narrow = readableExpanded([ceo], threeLevels * READABLE_SCALE - 1);
    expect([...narrow]).toEqual([ceo.id]);
    expect(layoutOrgChart([ceo], narrow).width * READABLE_SCALE).toBeLessThan(threeLevels * READABLE_SCALE);
    // Six heads under a chief stack in two columns: two levels fit a laptop screen at full size.
    const heads = Array.from({ length: 6 }, (_, i) => person(`Head ${i}`, [person(`Report ${i}`)]));
    const chief = person('Chief', heads);
    expect(layoutOrgChart([chief], readableExpanded([chief], 1100)).width).toBeLessThanOrEqual(1100);
  });

  it('opens the top three levels and lays out only what is open', () => {
    const { ceo, vp1, vp2, m1 } = company();
    const expanded = initialExpanded([ceo]);
    expect([...expanded].sort()).toEqual([ceo.id, vp1.id, vp2.id].sort());

    const layout = layoutOrgChart([ceo], expanded);
    // CEO, 2 VPs, 4 managers; the engineers stay hidden behind their managers.
    expect(layout.nodes).toHaveLength(7);
    expect(layout.byId.has(m1.children[0]?.id ?? '')).toBe(false);
    expect(layout.byId.get(m1.id)?.expanded).toBe(false);
  });

  it('puts each level below the last, centres a manager over their reports, and never overlaps cards', () => {
    const { ceo, vp1 } = company();
    const layout = layoutOrgChart([ceo], allManagers([ceo]));
    expect(layout.nodes).toHaveLength(15);
    const byDepth = new Map<number, number>();
    for (const n of layout.nodes) {
      const y = byDepth.get(n.depth);
      if (y === undefined) byDepth.set(n.depth, n.y);
      else expect(n.y).toBe(y);
    }
    expect([...byDepth.values()]).toEqual([...byDepth.values()].sort((a, b) => a - b));

    const vp = layout.byId.get(vp1.id);
    const kids = vp1.children.map((c) => layout.byId.get(c.id));
    const mid = ((kids[0]?.x ?? 0) + (kids[1]?.x ?? 0)) / 2;
    expect(vp?.x).toBeCloseTo(mid);

    for (let i = 0; i < layout.nodes.length; i++) {
      for (let j = i + 1; j < layout.nodes.length; j++) {
        const a = layout.nodes[i];
        const b = layout.nodes[j];
        if (a && b) expect(overlaps(a, b), `${a.node.name} / ${b.node.name}`).toBe(false);
      }
    }
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(n.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it('stacks many reports without reports of their own in two columns instead of one wide row', () => {
    const team = Array.from({ length: 9 }, (_, i) => person(`Report ${i + 1}`));
    const lead = person('Lead', team);
    const layout = layoutOrgChart([lead], new Set([lead.id]));
    expect(layout.width).toBeLessThan(3 * NODE_WIDTH);
    const xs = new Set(team.map((t) => layout.byId.get(t.id)?.x));
    expect(xs.size).toBe(2);
    for (let i = 0; i < team.length; i++) {
      for (let j = i + 1; j < team.length; j++) {
        const a = layout.byId.get(team[i]?.id ?? '');
        const b = layout.byId.get(team[j]?.id ?? '');
        if (a && b) expect(overlaps(a, b)).toBe(false);
      }
    }
  });

  it('collapsing a manager hides everyone below them', () => {
    const { ceo, vp1 } = company();
    const all = allManagers([ceo]);
    all.delete(vp1.id);
    const layout = layoutOrgChart([ceo], all);
    // CEO, both VPs, and VP2's two managers with their four engineers.
    expect(layout.nodes).toHaveLength(9);
    expect(vp1.children.every((c) => !layout.byId.has(c.id))).toBe(true);
  });

  it('lays out 10,000 people quickly', () => {
    const level4 = () => Array.from({ length: 10 }, (_, i) => person(`Engineer ${i}`));
    const level3 = () => Array.from({ length: 10 }, (_, i) => person(`Lead ${i}`, level4()));
    const level2 = () => Array.from({ length: 10 }, (_, i) => person(`Manager ${i}`, level3()));
    const level1 = Array.from({ length: 10 }, (_, i) => person(`Director ${i}`, level2()));
    const ceo = person('Top', level1);
    const all = allManagers([ceo]);
    const started = performance.now();
    const layout = layoutOrgChart([ceo], all);
    const index = indexOrgChart([ceo]);
    expect(layout.nodes).toHaveLength(11_111);
    expect(index.size).toBe(11_111);
    expect(searchOrgChart(index, 'engineer 7')).toHaveLength(8);
    expect(performance.now() - started).toBeLessThan(1000);
    // What the page opens with is a small part of that.
    expect(layoutOrgChart([ceo], initialExpanded([ceo])).nodes).toHaveLength(111);
  });
});

describe('org chart search', () => {
  it('finds people by name or code, any case or accent, and best matches first', () => {
    const { ceo } = company();
    const ana = person('Ana Ávila');
    const root = { ...ceo, children: [...ceo.children, ana] };
    const index = indexOrgChart([root]);
    expect(searchOrgChart(index, 'ceo-1').map((e) => e.node.name)).toEqual(['Chitra CEO']);
    expect(searchOrgChart(index, 'avila').map((e) => e.node.name)).toEqual(['Ana Ávila']);
    const managers = searchOrgChart(index, 'manager').map((e) => e.node.name);
    expect(managers).toEqual(['Maya Manager', 'Meera Manager', 'Mihir Manager', 'Mohan Manager']);
    expect(searchOrgChart(index, 'm')[0]?.node.name).toMatch(/^M/);
    expect(searchOrgChart(index, '   ')).toEqual([]);
    expect(searchOrgChart(index, 'nobody')).toEqual([]);
  });

  it('opens every manager above the person found, and only those', () => {
    const { ceo, vp2, m4 } = company();
    const engineer = m4.children[1];
    if (!engineer) throw new Error('fixture');
    const index = indexOrgChart([ceo]);
    const entry = index.get(engineer.id);
    if (!entry) throw new Error('not indexed');
    expect(entry.ancestors).toEqual([ceo.id, vp2.id, m4.id]);
    const expanded = expandTo(new Set([ceo.id]), entry);
    const layout = layoutOrgChart([ceo], expanded);
    expect(layout.byId.has(engineer.id)).toBe(true);
    expect(expanded.size).toBe(3);
  });
});
