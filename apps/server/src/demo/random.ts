/** Seeded randomness for the demo data, so every install gets the same company. */

export type Random = () => number;

/** mulberry32: a tiny seeded generator. */
export function seededRandom(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function randomDigits(random: Random, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 10)).join('');
}

/** An Indian mobile number as the forms store it, spaces removed: `+919876543210`. */
export function randomPhone(random: Random): string {
  return `+91${pick(random, ['98', '97', '99', '90', '88', '70'])}${randomDigits(random, 8)}`;
}
