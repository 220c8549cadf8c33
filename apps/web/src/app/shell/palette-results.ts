/**
 * What the command palette offers for what is typed: the pages the person may open, their own
 * records, and people found by name, code or email. Pure: the palette gives the people it fetched.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import type { PersonOption } from '../../api/search-employees';
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

/** The person's own records, each where they read it. */
const OWN_RECORDS: readonly { label: string; path: string; words: string }[] = [
  { label: 'My salary slips', path: '/salary-slips', words: 'payslip pay salary pdf' },
  { label: 'My leave', path: '/leave-management', words: 'leave balance apply holiday time off' },
  { label: 'My attendance', path: '/attendance', words: 'attendance regularisation present late' },
  { label: 'My time', path: '/time-tracking', words: 'clock in out punch break timesheet' },
  { label: 'My documents', path: '/document-management', words: 'documents files upload' },
  {
    label: 'Apply for leave',
    path: '/leave-management?apply',
    words: 'request time off vacation sick casual',
  },
  {
    label: 'My password and sessions',
    path: '/employee-self-service?tab=security',
    words: 'security two-factor 2fa devices sign out',
  },
];

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
      const detail = entry === item ? undefined : item.label;
      if (pages.some((p) => p.path === entry.path && p.label === entry.label)) continue;
      if (typed && !matches(typed, `${entry.label} ${detail ?? ''}`)) continue;
      pages.push({
        id: `page:${entry.path}:${entry.label}`,
        label: entry.label,
        path: entry.path,
        ...(detail ? { detail } : {}),
      });
    }
  }
  const own = user.employee
    ? [
        { label: 'My profile', path: ownRecordPath(user.employee.id), words: 'profile contact address bank' },
        ...OWN_RECORDS,
      ]
    : [];
  const records = own
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
