/**
 * What the hire proposes for a new employee, read from how the company already does it: the next
 * employee code of its commonest shape (ACME-0061 after ACME-0060), and a work email made the way
 * most of its addresses are (first.last@domain, or flast@, or first@, …).
 */

/** `ACME-` and width 4 with 60 the highest: ACME-0061, then ACME-0062 if that is taken. */
export function codesAfter(shape: { prefix: string; width: number; highest: bigint }, count = 5): string[] {
  return Array.from({ length: count }, (_, i) => {
    const next = (shape.highest + BigInt(i + 1)).toString();
    return `${shape.prefix}${next.padStart(shape.width, '0')}`;
  });
}

/** A name as a mailbox part: `Zoë D'Souza` → `zoedsouza`. */
export function mailboxPart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

type Parts = { first: string; last: string };
const PATTERNS: Record<string, (p: Parts) => string> = {
  'first.last': (p) => `${p.first}.${p.last}`,
  first_last: (p) => `${p.first}_${p.last}`,
  'first-last': (p) => `${p.first}-${p.last}`,
  firstlast: (p) => `${p.first}${p.last}`,
  'f.last': (p) => `${p.first[0]}.${p.last}`,
  flast: (p) => `${p.first[0]}${p.last}`,
  'first.l': (p) => `${p.first}.${p.last[0]}`,
  firstl: (p) => `${p.first}${p.last[0]}`,
  'last.first': (p) => `${p.last}.${p.first}`,
  lastfirst: (p) => `${p.last}${p.first}`,
  first: (p) => p.first,
  last: (p) => p.last,
};

export interface EmailPattern {
  pattern: string;
  domain: string;
}

/**
 * The pattern most of the company's addresses follow and their commonest domain; null when no
 * address follows one (role mailboxes such as hr@ follow none and are outvoted).
 */
export function emailPatternOf(
  people: readonly { firstName: string; lastName: string; workEmail: string }[],
): EmailPattern | null {
  const patterns = new Map<string, number>();
  const domains = new Map<string, number>();
  for (const person of people) {
    const at = person.workEmail.lastIndexOf('@');
    if (at <= 0) continue;
    const local = person.workEmail.slice(0, at).toLowerCase();
    const domain = person.workEmail.slice(at + 1).toLowerCase();
    const parts = { first: mailboxPart(person.firstName), last: mailboxPart(person.lastName) };
    if (!parts.first || !parts.last) continue;
    let matched = false;
    for (const [name, make] of Object.entries(PATTERNS)) {
      if (make(parts) === local) {
        patterns.set(name, (patterns.get(name) ?? 0) + 1);
        matched = true;
        break;
      }
    }
    if (matched) domains.set(domain, (domains.get(domain) ?? 0) + 1);
  }
  const most = (counts: Map<string, number>) =>
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  const pattern = most(patterns);
  const domain = most(domains);
  return pattern && domain ? { pattern, domain } : null;
}

/**
 * Addresses for a person in the company's pattern, the plain one first, then numbered ones for
 * when it is taken; empty when the name gives nothing to write.
 */
export function emailsFor(pattern: EmailPattern, firstName: string, lastName: string, count = 5): string[] {
  const first = mailboxPart(firstName);
  const last = mailboxPart(lastName) || first;
  if (!first) return [];
  const make = PATTERNS[pattern.pattern];
  if (!make) return [];
  const local = make({ first, last });
  return Array.from({ length: count }, (_, i) => `${local}${i === 0 ? '' : String(i + 1)}@${pattern.domain}`);
}
