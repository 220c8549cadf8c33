/**
 * The demo company's holidays for 2026 and 2027: the national days, the festivals most Indian
 * companies close for, and the state holidays of Karnataka (Bengaluru) and Maharashtra (Mumbai).
 * Festivals follow the lunar calendar; their dates here follow the published lists for the year and,
 * as in any company, hr checks them against the state's gazette notification.
 */
import type { HolidayType } from '@hrms/contracts/holidays';

export const DEMO_OFFICE_REGIONS = { Bengaluru: 'Karnataka', Mumbai: 'Maharashtra' } as const;

export interface DemoHoliday {
  date: string;
  name: string;
  type: HolidayType;
  /** Empty: every office. */
  regions?: readonly ('Karnataka' | 'Maharashtra')[];
  description?: string;
}

const KA = ['Karnataka'] as const;
const MH = ['Maharashtra'] as const;

export const DEMO_HOLIDAYS: readonly DemoHoliday[] = [
  // 2026
  { date: '2026-01-01', name: "New Year's Day", type: 'company' },
  { date: '2026-01-14', name: 'Makar Sankranti', type: 'public', regions: KA },
  { date: '2026-01-26', name: 'Republic Day', type: 'public', description: 'National holiday.' },
  { date: '2026-03-04', name: 'Holi', type: 'optional' },
  { date: '2026-03-19', name: 'Ugadi', type: 'public', regions: KA },
  { date: '2026-03-19', name: 'Gudi Padwa', type: 'public', regions: MH },
  { date: '2026-03-21', name: 'Id-ul-Fitr', type: 'optional' },
  { date: '2026-04-03', name: 'Good Friday', type: 'public' },
  { date: '2026-04-14', name: 'Dr. Ambedkar Jayanti', type: 'optional' },
  { date: '2026-05-01', name: 'Maharashtra Day', type: 'public', regions: MH },
  { date: '2026-05-01', name: 'May Day', type: 'public', regions: KA },
  { date: '2026-05-27', name: 'Bakrid', type: 'optional' },
  { date: '2026-08-15', name: 'Independence Day', type: 'public', description: 'National holiday.' },
  { date: '2026-08-28', name: 'Raksha Bandhan', type: 'optional' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi', type: 'public' },
  { date: '2026-10-02', name: 'Gandhi Jayanti', type: 'public', description: 'National holiday.' },
  { date: '2026-10-20', name: 'Vijayadashami', type: 'public' },
  { date: '2026-11-01', name: 'Kannada Rajyotsava', type: 'public', regions: KA },
  { date: '2026-11-09', name: 'Diwali (Lakshmi Puja)', type: 'public' },
  { date: '2026-11-10', name: 'Balipadyami', type: 'public', regions: KA },
  { date: '2026-11-24', name: 'Guru Nanak Jayanti', type: 'optional' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
  {
    date: '2026-12-31',
    name: 'Year-end shutdown',
    type: 'company',
    description: 'The offices close for the year.',
  },
  // 2027
  { date: '2027-01-01', name: "New Year's Day", type: 'company' },
  { date: '2027-01-14', name: 'Makar Sankranti', type: 'public', regions: KA },
  { date: '2027-01-26', name: 'Republic Day', type: 'public', description: 'National holiday.' },
  { date: '2027-03-10', name: 'Id-ul-Fitr', type: 'optional' },
  { date: '2027-03-22', name: 'Holi', type: 'optional' },
  { date: '2027-03-26', name: 'Good Friday', type: 'public' },
  { date: '2027-04-07', name: 'Ugadi', type: 'public', regions: KA },
  { date: '2027-04-07', name: 'Gudi Padwa', type: 'public', regions: MH },
  { date: '2027-04-14', name: 'Dr. Ambedkar Jayanti', type: 'optional' },
  { date: '2027-05-01', name: 'Maharashtra Day', type: 'public', regions: MH },
  { date: '2027-05-01', name: 'May Day', type: 'public', regions: KA },
  { date: '2027-05-17', name: 'Bakrid', type: 'optional' },
  { date: '2027-08-15', name: 'Independence Day', type: 'public', description: 'National holiday.' },
  { date: '2027-08-17', name: 'Raksha Bandhan', type: 'optional' },
  { date: '2027-09-04', name: 'Ganesh Chaturthi', type: 'public' },
  { date: '2027-10-02', name: 'Gandhi Jayanti', type: 'public', description: 'National holiday.' },
  { date: '2027-10-09', name: 'Vijayadashami', type: 'public' },
  { date: '2027-10-29', name: 'Diwali (Lakshmi Puja)', type: 'public' },
  { date: '2027-11-01', name: 'Kannada Rajyotsava', type: 'public', regions: KA },
  { date: '2027-11-14', name: 'Guru Nanak Jayanti', type: 'optional' },
  { date: '2027-12-25', name: 'Christmas Day', type: 'public' },
  {
    date: '2027-12-31',
    name: 'Year-end shutdown',
    type: 'company',
    description: 'The offices close for the year.',
  },
];
