import { describe, expect, it } from 'vitest';
import { buildOrgChart } from './org-chart';
import type { OrgChartPerson } from './organization.repository';

function person(id: string, managerId: string | null, extra: Partial<OrgChartPerson> = {}): OrgChartPerson {
  return {
    id,
    firstName: id,
    lastName: '',
    employeeCode: id.toUpperCase(),
    managerId,
    departmentId: null,
    department: null,
    designation: null,
    photoKey: null,
    ...extra,
  };
}

/** `name(direct/total)[children]`, to compare whole trees at a glance. */
function shape(
  nodes: readonly { name: string; directReports: number; totalReports: number; children: unknown[] }[],
): string {
  return nodes
    .map((n) => {
      const children = n.children as typeof nodes;
      return `${n.name}(${n.directReports}/${n.totalReports})${children.length ? `[${shape(children)}]` : ''}`;
    })
    .join(' ');
}

const company = [
  person('ceo', null),
  person('cto', 'ceo', { departmentId: 'eng' }),
  person('dev-b', 'cto', { departmentId: 'eng' }),
  person('dev-a', 'cto', { departmentId: 'eng' }),
  person('intern', 'dev-a', { departmentId: 'eng' }),
  person('cfo', 'ceo', { departmentId: 'fin' }),
  // Their manager has left, so is not in the list: they stand at the top.
  person('orphan', 'gone'),
];

describe('buildOrgChart', () => {
  it('builds the whole tree, siblings by name, with direct and total report counts', () => {
    const chart = buildOrgChart(company)!;
    expect(chart.total).toBe(7);
    expect(shape(chart.roots)).toBe(
      'ceo(2/5)[cfo(0/0) cto(2/3)[dev-a(1/1)[intern(0/0)] dev-b(0/0)]] orphan(0/0)',
    );
  });

  it('shows only the tree below the person a scope is limited to', () => {
    expect(shape(buildOrgChart(company, { within: 'cto' })!.roots)).toBe(
      'cto(2/3)[dev-a(1/1)[intern(0/0)] dev-b(0/0)]',
    );
    expect(buildOrgChart(company, { within: null })!.roots).toEqual([]);
    expect(buildOrgChart(company, { within: 'someone-else' })!.total).toBe(0);
  });

  it('starts from a root inside the scope, and refuses one outside it', () => {
    expect(shape(buildOrgChart(company, { within: 'cto', rootId: 'dev-a' })!.roots)).toBe(
      'dev-a(1/1)[intern(0/0)]',
    );
    expect(buildOrgChart(company, { within: 'cto', rootId: 'cfo' })).toBeNull();
    expect(buildOrgChart(company, { rootId: 'nobody' })).toBeNull();
  });

  it("keeps a department's people, with whoever reports outside it at the top", () => {
    expect(shape(buildOrgChart(company, { departmentId: 'eng' })!.roots)).toBe(
      'cto(2/3)[dev-a(1/1)[intern(0/0)] dev-b(0/0)]',
    );
    expect(shape(buildOrgChart(company, { departmentId: 'fin' })!.roots)).toBe('cfo(0/0)');
  });

  it('cuts a reporting cycle in bad data instead of losing or looping over its people', () => {
    const looped = [person('a', 'c'), person('b', 'a'), person('c', 'b'), person('d', 'b'), person('e', 'e')];
    const chart = buildOrgChart(looped)!;
    expect(chart.total).toBe(5);
    expect(shape(chart.roots)).toBe('e(0/0) a(1/3)[b(2/2)[c(0/0) d(0/0)]]');
    expect(shape(buildOrgChart(looped, { rootId: 'b' })!.roots)).toBe('b(2/3)[c(1/1)[a(0/0)] d(0/0)]');
  });

  it('lists people depth first with their level and manager, for the exports', () => {
    const lines = buildOrgChart(company)!.lines();
    expect(lines.map((l) => `${l.level}:${l.node.id}<${l.managerId ?? '-'}`)).toEqual([
      '1:ceo<-',
      '2:cfo<ceo',
      '2:cto<ceo',
      '3:dev-a<cto',
      '4:intern<dev-a',
      '3:dev-b<cto',
      '1:orphan<gone',
    ]);
  });

  it('handles a reporting line thousands of people deep without recursion', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => person(`p${i}`, i === 0 ? null : `p${i - 1}`));
    const chart = buildOrgChart(chain)!;
    expect(chart.roots[0]).toMatchObject({ id: 'p0', directReports: 1, totalReports: 19_999 });
    expect(chart.lines().at(-1)).toMatchObject({ level: 20_000 });
  });
});
