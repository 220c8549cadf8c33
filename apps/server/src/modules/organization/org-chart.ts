/**
 * The reporting tree, built in memory from one flat list of people in O(n) (plus sorting siblings by
 * name): index children by manager, walk down from the roots without recursion (a deep line would
 * overflow the stack), and count reports bottom-up. Bad data cannot hang it: a cycle in the
 * `manager_id` chain is cut at one person, who becomes a root.
 */
import { employeePhotoUrl } from '@hrms/contracts/employees';
import type { OrgChartNode } from '@hrms/contracts/organization';
import type { OrgChartPerson } from './organization.repository';

export interface OrgChartScope {
  /** Only this person and everyone below them (a manager's own chart); `null` shows nobody. */
  within?: string | null;
  /** Start from this person (inside `within`). */
  rootId?: string | undefined;
  /** Only the people of this department; someone whose manager is elsewhere becomes a root. */
  departmentId?: string | undefined;
  /** The company's today: whoever joins after it is shown as joining and left out of every count. */
  today?: string | undefined;
}

/** A person in the chart's order (depth first), for the exports. */
export interface OrgChartLine {
  node: OrgChartNode;
  /** 1 for the people at the top. */
  level: number;
  managerId: string | null;
}

export interface OrgChart {
  roots: OrgChartNode[];
  total: number;
  /** Depth first, siblings by name: the order of an outline. */
  lines(): OrgChartLine[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** `null` when `rootId` is not someone the scope shows. */
export function buildOrgChart(people: readonly OrgChartPerson[], scope: OrgChartScope = {}): OrgChart | null {
  const byId = new Map(people.map((p) => [p.id, p]));
  const reportsOf = new Map<string, string[]>();
  for (const person of people) {
    if (!person.managerId || person.managerId === person.id || !byId.has(person.managerId)) continue;
    const list = reportsOf.get(person.managerId);
    if (list) list.push(person.id);
    else reportsOf.set(person.managerId, [person.id]);
  }
  /** The person and everyone below them, each once even if the data has a cycle. */
  const below = (rootId: string): Set<string> => {
    const seen = new Set([rootId]);
    const queue = [rootId];
    for (let i = 0; i < queue.length; i++) {
      for (const child of reportsOf.get(queue[i]!) ?? []) {
        if (!seen.has(child)) {
          seen.add(child);
          queue.push(child);
        }
      }
    }
    return seen;
  };

  let visible: Set<string>;
  if (scope.within === undefined) visible = new Set(byId.keys());
  else visible = scope.within && byId.has(scope.within) ? below(scope.within) : new Set();
  const top = scope.rootId ?? scope.within ?? null;
  if (scope.rootId) {
    if (!visible.has(scope.rootId)) return null;
    visible = below(scope.rootId);
  }
  if (scope.departmentId) {
    for (const id of visible) if (byId.get(id)!.departmentId !== scope.departmentId) visible.delete(id);
  }

  const nodes = new Map<string, OrgChartNode>();
  for (const id of visible) {
    const p = byId.get(id)!;
    nodes.set(id, {
      id,
      name: `${p.firstName} ${p.lastName}`.trim(),
      employeeCode: p.employeeCode,
      designation: p.designation,
      department: p.department,
      photoUrl: employeePhotoUrl(p.photoKey),
      joinsOn: scope.today && p.joinDate && p.joinDate > scope.today ? p.joinDate : null,
      directReports: 0,
      totalReports: 0,
      children: [],
    });
  }
  const parentOf = (id: string): string | null => {
    if (id === top) return null;
    const managerId = byId.get(id)!.managerId;
    return managerId && managerId !== id && nodes.has(managerId) ? managerId : null;
  };
  const sortByName = (list: OrgChartNode[]) =>
    list.sort((a, b) => byName.compare(a.name, b.name) || a.employeeCode.localeCompare(b.employeeCode));

  const roots: OrgChartNode[] = [];
  for (const [id, node] of nodes) if (parentOf(id) === null) roots.push(node);
  sortByName(roots);

  // Down from the roots: each node is reached once, by its manager. Whoever is never reached sits on
  // a cycle; the first of them by name becomes a root and the walk goes on from there.
  const order: OrgChartNode[] = [];
  const placed = new Set<string>();
  const walkFrom = (root: OrgChartNode) => {
    placed.add(root.id);
    const start = order.length;
    order.push(root);
    for (let i = start; i < order.length; i++) {
      const node = order[i]!;
      for (const childId of reportsOf.get(node.id) ?? []) {
        const child = nodes.get(childId);
        if (!child || placed.has(childId) || parentOf(childId) !== node.id) continue;
        placed.add(childId);
        node.children.push(child);
        order.push(child);
      }
      sortByName(node.children);
    }
  };
  for (const root of roots) walkFrom(root);
  if (placed.size < nodes.size) {
    const stranded = sortByName([...nodes.values()].filter((n) => !placed.has(n.id)));
    for (const node of stranded) {
      if (placed.has(node.id)) continue;
      roots.push(node);
      walkFrom(node);
    }
  }

  // Bottom-up: everyone comes after their manager in `order`, so the reverse sees reports first.
  // Someone joining later is not counted, but the people below them are.
  const counts = (node: OrgChartNode) => (node.joinsOn === null ? 1 : 0);
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i]!;
    node.directReports = node.children.reduce((sum, child) => sum + counts(child), 0);
    node.totalReports = node.children.reduce((sum, child) => sum + counts(child) + child.totalReports, 0);
  }
  let total = 0;
  for (const node of nodes.values()) total += counts(node);

  return {
    roots,
    total,
    lines() {
      const lines: OrgChartLine[] = [];
      const stack: { node: OrgChartNode; level: number }[] = roots
        .map((node) => ({ node, level: 1 }))
        .reverse();
      while (stack.length > 0) {
        const { node, level } = stack.pop()!;
        lines.push({ node, level, managerId: byId.get(node.id)!.managerId });
        for (let i = node.children.length - 1; i >= 0; i--) {
          stack.push({ node: node.children[i]!, level: level + 1 });
        }
      }
      return lines;
    },
  };
}
