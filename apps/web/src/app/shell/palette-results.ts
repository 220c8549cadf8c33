/**
 * What the command palette offers for what is typed: the pages the person may open, their own
 * records, and people found by name, code or email, named in the active language. Pure but for the
 * language: the palette gives the people it fetched.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonOption } from '../../api/search-employees';
import { i18n } from '../../i18n/i18n';
import { navLabel } from './nav-labels';
import { type CapabilitySet, canOpen, ownRecordPath, visibleNavigation } from './navigation';

export interface PaletteItem {
  /** Tells the item from every other in the list. */
  id: string;
  label: string;
  /** A quieter second line: the menu it sits in, a code and title. */
  detail?: string;
  path: string;
}

export interface PaletteGroup {
  heading: 'Pages' | 'Your records' | 'People';
  items: PaletteItem[];
}

interface OwnRecord {
  label: MessageDescriptor;
  path: string;
  /** More words that find it, space-separated; a translation keeps the English ones. */
  words: MessageDescriptor;
}

/** The person's own records, each where they read it. */
const OWN_RECORDS: readonly OwnRecord[] = [
  {
    label: msg`My salary slips`,
    path: '/salary-slips',
    words: msg({
      message: 'payslip pay salary pdf',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`My leave`,
    path: '/leave-management',
    words: msg({
      message: 'leave balance apply holiday time off',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`My attendance`,
    path: '/attendance',
    words: msg({
      message: 'attendance regularisation present late',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`My time`,
    path: '/time-tracking',
    words: msg({
      message: 'clock in out punch break timesheet',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`My documents`,
    path: '/document-management',
    words: msg({
      message: 'documents files upload',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`Apply for leave`,
    path: '/leave-management?apply',
    words: msg({
      message: 'request time off vacation sick casual',
      comment: 'Search words: keep the English, add your own',
    }),
  },
  {
    label: msg`My password and sessions`,
    path: '/employee-self-service?tab=security',
    words: msg({
      message: 'security two-factor 2fa devices sign out',
      comment: 'Search words: keep the English, add your own',
    }),
  },
];

const MY_PROFILE: Omit<OwnRecord, 'path'> = {
  label: msg`My profile`,
  words: msg({
    message: 'profile contact address bank',
    comment: 'Search words: keep the English, add your own',
  }),
};

/** Every word typed starts a word of the text: `sal sl` finds "Salary Slips". */
export function matches(query: string, text: string): boolean {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
}

/** Whether the person may open other people's records, so that people are worth finding. */
export function findsPeople(user: AuthUser): boolean {
  return user.role !== 'employee';
}

export function paletteResults(
  user: AuthUser,
  query: string,
  people: readonly PersonOption[],
  capabilities: CapabilitySet = {},
): PaletteGroup[] {
  const typed = query.trim();
  const pages: PaletteItem[] = [];
  for (const item of visibleNavigation(user.role, capabilities)) {
    const entries = item.children?.length ? item.children : [item];
    for (const entry of entries) {
      const label = navLabel(i18n, entry.label);
      const detail = entry === item ? undefined : navLabel(i18n, item.label);
      const id = `page:${entry.path}:${entry.label}`;
      if (pages.some((p) => p.id === id)) continue;
      // The menu's English words find a page in every language.
      const english = entry === item ? entry.label : `${entry.label} ${item.label}`;
      if (typed && !matches(typed, `${label} ${detail ?? ''} ${english}`)) continue;
      pages.push({ id, label, path: entry.path, ...(detail ? { detail } : {}) });
    }
  }
  const own: OwnRecord[] = user.employee
    ? [{ ...MY_PROFILE, path: ownRecordPath(user.employee.id) }, ...OWN_RECORDS]
    : [];
  const records = own
    .map((r) => ({ label: i18n._(r.label), path: r.path, words: i18n._(r.words) }))
    .filter((r) => canOpen(user.role, r.path, user.employee?.id))
    .filter((r) => !typed || matches(typed, `${r.label} ${r.words}`))
    // What its name says comes before what a keyword finds: `my time` is My time before My leave.
    .sort((a, b) => Number(!!typed && matches(typed, b.label)) - Number(!!typed && matches(typed, a.label)))
    .map((r) => ({ id: `own:${r.path}`, label: r.label, path: r.path }));
  const found = findsPeople(user)
    ? people.map((p) => ({
        id: `person:${p.id}`,
        label: p.name,
        path: `/employees/${p.id}`,
        ...(p.detail ? { detail: p.detail } : {}),
      }))
    : [];
  const groups: PaletteGroup[] = [
    { heading: 'Pages', items: pages },
    { heading: 'Your records', items: records },
    { heading: 'People', items: found },
  ];
  return groups.filter((g) => g.items.length > 0);
}
