/** India's financial year runs April to March; it is named by its first year (2026 is 2026-27). */

/** The financial year a calendar date (`YYYY-MM-DD`) falls in. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** `2026-27`. */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
