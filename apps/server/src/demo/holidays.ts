/**
 * The demo company's holidays for 2026 and 2027: the built-in templates for India, Karnataka
 * (Bengaluru) and Maharashtra (Mumbai), and the company's own days.
 */
import { BUILT_IN_HOLIDAY_TEMPLATES } from '@hrms/contracts/holiday-templates';
import type { HolidayType } from '@hrms/contracts/holidays';

export const DEMO_OFFICE_REGIONS = { Bengaluru: 'Karnataka', Mumbai: 'Maharashtra' } as const;

export interface DemoHoliday {
  date: string;
  name: string;
  type: HolidayType;
  /** Empty: every office. */
  regions: readonly string[];
  description?: string;
}

const COMPANY_DAYS: readonly DemoHoliday[] = ['2026', '2027'].flatMap((year) => [
  { date: `${year}-01-01`, name: "New Year's Day", type: 'company' as const, regions: [] },
  {
    date: `${year}-12-31`,
    name: 'Year-end shutdown',
    type: 'company' as const,
    regions: [],
    description: 'The offices close for the year.',
  },
]);

export const DEMO_HOLIDAYS: readonly DemoHoliday[] = [
  ...BUILT_IN_HOLIDAY_TEMPLATES.flatMap((template) =>
    template.holidays.map((h) => ({ ...h, regions: template.region ? [template.region] : [] })),
  ),
  ...COMPANY_DAYS,
].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
