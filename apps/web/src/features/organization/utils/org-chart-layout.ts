/**
 * The org chart as geometry: which people are visible (only the expanded branches), where each
 * card sits and the connector lines between them. Pure, so the page can memoise it and tests can
 * check it without a browser. Coordinates are chart pixels at zoom 1, origin top-left.
 */
import type { OrgChartNode } from '@hrms/contracts/organization';

export const NODE_WIDTH = 232;
export const NODE_HEIGHT = 96;
/** Between neighbouring subtrees. */
const SIBLING_GAP = 24;
/** Between a manager's card and their reports' cards. */
const LEVEL_GAP = 64;
/** Between separate trees when there are several people at the top. */
const ROOT_GAP = 64;
/** A manager whose reports are all leaves gets them stacked in two columns either side of a trunk. */
const STACK_MIN = 4;
const STACK_TRUNK_GAP = 32;
const STACK_ROW_GAP = 16;

export interface PlacedNode {
  node: OrgChartNode;
  x: number;
  y: number;
  depth: number;
  parentId: string | null;
  /** Their reports are shown. */
  expanded: boolean;
}

/** `[x1, y1, x2, y2]`: every connector is horizontal or vertical. */
export type Segment = readonly [number, number, number, number];

export interface OrgChartLayout {
  nodes: PlacedNode[];
  byId: Map<string, PlacedNode>;
  segments: Segment[];
  width: number;
  height: number;
}

type Expanded = ReadonlySet<string>;

function showsChildren(node: OrgChartNode, expanded: Expanded): boolean {
  return node.children.length > 0 && expanded.has(node.id);
}

function stacks(node: OrgChartNode, expanded: Expanded): boolean {
  return node.children.length >= STACK_MIN && node.children.every((child) => !showsChildren(child, expanded));
}

const STACK_WIDTH = 2 * NODE_WIDTH + STACK_TRUNK_GAP;

export function layoutOrgChart(roots: readonly OrgChartNode[], expanded: Expanded): OrgChartLayout {
  const widths = new Map<string, number>();
  const measure = (node: OrgChartNode): number => {
    let width = NODE_WIDTH;
    if (showsChildren(node, expanded)) {
      if (stacks(node, expanded)) width = STACK_WIDTH;
      else {
        let sum = 0;
        for (const child of node.children) sum += measure(child);
        width = Math.max(NODE_WIDTH, sum + SIBLING_GAP * (node.children.length - 1));
      }
    }
    widths.set(node.id, width);
    return width;
  };

  const nodes: PlacedNode[] = [];
  const segments: Segment[] = [];
  let bottom = 0;
  const place = (node: OrgChartNode, left: number, y: number, depth: number, parentId: string | null) => {
    const width = widths.get(node.id) ?? NODE_WIDTH;
    const x = left + (width - NODE_WIDTH) / 2;
    const open = showsChildren(node, expanded);
    nodes.push({ node, x, y, depth, parentId, expanded: open });
    bottom = Math.max(bottom, y + NODE_HEIGHT);
    if (!open) return;

    const centre = x + NODE_WIDTH / 2;
    const childY = y + NODE_HEIGHT + LEVEL_GAP;
    if (stacks(node, expanded)) {
      const leftColumn = centre - STACK_TRUNK_GAP / 2 - NODE_WIDTH;
      const rightColumn = centre + STACK_TRUNK_GAP / 2;
      let lastMid = childY;
      node.children.forEach((child, i) => {
        const row = Math.floor(i / 2);
        const onLeft = i % 2 === 0;
        const cy = childY + row * (NODE_HEIGHT + STACK_ROW_GAP);
        const mid = cy + NODE_HEIGHT / 2;
        nodes.push({
          node: child,
          x: onLeft ? leftColumn : rightColumn,
          y: cy,
          depth: depth + 1,
          parentId: node.id,
          expanded: false,
        });
        segments.push(onLeft ? [leftColumn + NODE_WIDTH, mid, centre, mid] : [centre, mid, rightColumn, mid]);
        lastMid = mid;
        bottom = Math.max(bottom, cy + NODE_HEIGHT);
      });
      segments.push([centre, y + NODE_HEIGHT, centre, lastMid]);
      return;
    }

    const busY = y + NODE_HEIGHT + LEVEL_GAP / 2;
    let sum = 0;
    for (const child of node.children) sum += widths.get(child.id) ?? NODE_WIDTH;
    sum += SIBLING_GAP * (node.children.length - 1);
    let childLeft = left + (width - sum) / 2;
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const child of node.children) {
      const childWidth = widths.get(child.id) ?? NODE_WIDTH;
      const childCentre = childLeft + childWidth / 2;
      first = Math.min(first, childCentre);
      last = Math.max(last, childCentre);
      segments.push([childCentre, busY, childCentre, childY]);
      place(child, childLeft, childY, depth + 1, node.id);
      childLeft += childWidth + SIBLING_GAP;
    }
    segments.push([centre, y + NODE_HEIGHT, centre, busY]);
    if (last > first) segments.push([first, busY, last, busY]);
  };

  let left = 0;
  for (const root of roots) {
    const width = measure(root);
    place(root, left, 0, 0, null);
    left += width + ROOT_GAP;
  }
  const width = roots.length > 0 ? left - ROOT_GAP : 0;
  return { nodes, byId: new Map(nodes.map((n) => [n.node.id, n])), segments, width, height: bottom };
}

/** The top `levels` levels shown: everyone above that depth with reports starts expanded. */
export function initialExpanded(roots: readonly OrgChartNode[], levels = 3): Set<string> {
  const out = new Set<string>();
  const walk = (node: OrgChartNode, depth: number) => {
    if (depth >= levels - 1 || node.children.length === 0) return;
    out.add(node.id);
    for (const child of node.children) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return out;
}

/** Zoomed out further than this, a card's name (14 px) reads below 12 px. */
export const READABLE_SCALE = 0.85;

/**
 * What the chart opens with: as many of the top levels (up to three) as fit `width` at a readable
 * size, at least the top two. A width of 0 (not measured) opens the top three.
 */
export function readableExpanded(roots: readonly OrgChartNode[], width: number): Set<string> {
  if (width <= 0) return initialExpanded(roots);
  for (const levels of [3, 2]) {
    const expanded = initialExpanded(roots, levels);
    if (levels === 2 || layoutOrgChart(roots, expanded).width * READABLE_SCALE <= width) return expanded;
  }
  return initialExpanded(roots, 2);
}

/** Everyone with reports, for "expand all". */
export function allManagers(roots: readonly OrgChartNode[]): Set<string> {
  const out = new Set<string>();
  const stack = [...roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.children.length > 0) {
      out.add(node.id);
      stack.push(...node.children);
    }
  }
  return out;
}

export interface OrgIndexEntry {
  node: OrgChartNode;
  /** From the top down to the person's manager. */
  ancestors: string[];
  /** Lower-cased name and code, for matching. */
  haystack: string;
}

/** Everyone in the loaded tree, flat, with their chain of managers. */
export function indexOrgChart(roots: readonly OrgChartNode[]): Map<string, OrgIndexEntry> {
  const index = new Map<string, OrgIndexEntry>();
  const stack: { node: OrgChartNode; ancestors: string[] }[] = roots.map((node) => ({ node, ancestors: [] }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, ancestors } = item;
    index.set(node.id, {
      node,
      ancestors,
      haystack: `${normalise(node.name)} ${normalise(node.employeeCode)}`,
    });
    if (node.children.length > 0) {
      const chain = [...ancestors, node.id];
      for (const child of node.children) stack.push({ node: child, ancestors: chain });
    }
  }
  return index;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * People whose name or employee code contains every word of the query; a name or code that starts
 * with the query ranks first, then alphabetical.
 */
export function searchOrgChart(index: Map<string, OrgIndexEntry>, query: string, limit = 8): OrgIndexEntry[] {
  const q = normalise(query.trim());
  if (!q) return [];
  const words = q.split(/\s+/);
  const hits: { entry: OrgIndexEntry; rank: number }[] = [];
  for (const entry of index.values()) {
    if (!words.every((word) => entry.haystack.includes(word))) continue;
    const name = normalise(entry.node.name);
    const code = normalise(entry.node.employeeCode);
    const rank =
      code === q ? 0 : name.startsWith(q) || code.startsWith(q) ? 1 : name.includes(` ${q}`) ? 2 : 3;
    hits.push({ entry, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.entry.node.name.localeCompare(b.entry.node.name));
  return hits.slice(0, limit).map((hit) => hit.entry);
}

/** `expanded` plus everyone above `id`, so that person becomes visible. */
export function expandTo(expanded: ReadonlySet<string>, entry: OrgIndexEntry): Set<string> {
  const next = new Set(expanded);
  for (const id of entry.ancestors) next.add(id);
  return next;
}
