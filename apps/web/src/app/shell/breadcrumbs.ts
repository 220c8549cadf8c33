/**
 * Breadcrumbs from the path (spec §2), labelled from the menu where it knows the path, in the
 * active language.
 */
import { NAVIGATION } from '@hrms/contracts/navigation';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { navLabel } from './nav-labels';

export interface Breadcrumb {
  label: string;
  path: string;
}

const EXTRA_LABELS: Record<string, MessageDescriptor> = {
  '/profile': msg`Profile`,
  '/holidays': msg`Holidays`,
};

/** Segments the pages under a record's collection share: `/employees/new`, `/employees/<id>/edit`. */
const SEGMENT_LABELS: Record<string, MessageDescriptor> = {
  new: msg`New`,
  edit: msg`Edit`,
};

/** The English label of each path the menu knows; said in the active language as the crumbs are made. */
function buildLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  // Top-level entries first, so /employees reads "Employees" rather than "Employee List".
  for (const item of NAVIGATION) labels.set(item.path, item.label);
  for (const item of NAVIGATION) {
    for (const child of item.children ?? []) if (!labels.has(child.path)) labels.set(child.path, child.label);
  }
  return labels;
}

const LABELS = buildLabels();

/** A path's label from the menu, or from the pages it does not list. */
function menuLabel(path: string): string | undefined {
  const label = LABELS.get(path);
  if (label) return navLabel(i18n, label);
  const extra = EXTRA_LABELS[path];
  return extra ? i18n._(extra) : undefined;
}

/** `leave-management` → `Leave Management`. */
export function titleCase(segment: string): string {
  return decodeURIComponentSafe(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A record's id in a path: a page names it (`useBreadcrumbLabel`), or it reads "Details". */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Collections whose next segment is a record (`/employees/:id`), with the pages beside the records.
 * Anything else there is a record's place, even a mistyped id: it reads "Details", never the typo.
 */
const RECORD_COLLECTIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['/employees', new Set(['new'])],
]);

function fallbackLabel(parent: string, segment: string): string {
  const pages = RECORD_COLLECTIONS.get(parent);
  if (ID.test(segment) || (pages && !pages.has(segment))) return i18n._(msg`Details`);
  const known = SEGMENT_LABELS[segment];
  return known ? i18n._(known) : titleCase(segment);
}

/** `named`: labels pages gave their own paths, which win over the menu's. */
export function deriveBreadcrumbs(
  pathname: string,
  named: ReadonlyMap<string, string> = new Map(),
): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const parent = `/${segments.slice(0, index).join('/')}`;
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    return { path, label: named.get(path) ?? menuLabel(path) ?? fallbackLabel(parent, segment) };
  });
}
