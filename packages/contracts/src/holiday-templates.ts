/**
 * Holiday lists hr can apply to a year in one step (POST /holidays/templates/{id}/apply): India's
 * national days and the festivals most companies close for, and the state holidays of Karnataka and
 * Maharashtra. Festivals follow the lunar calendar; their dates follow the published lists for the
 * year and, as in any company, hr checks them against the state's gazette notification.
 */
import type { HolidayType } from './holidays';

export interface TemplateHoliday {
  date: string;
  name: string;
  type: HolidayType;
  description?: string;
}

export interface BuiltInHolidayTemplate {
  /** A stable key, not a uuid: `in-2026`, `karnataka-2026`. */
  id: string;
  name: string;
  description: string;
  year: number;
  /** The region whose offices the holidays apply to; null for every office. */
  region: string | null;
  holidays: readonly TemplateHoliday[];
}

export const BUILT_IN_HOLIDAY_TEMPLATES: readonly BuiltInHolidayTemplate[] = [
  {
    id: 'in-2026',
    name: 'India 2026',
    description: 'National days and the festivals most Indian companies close for, in every office.',
    year: 2026,
    region: null,
    holidays: [
      { date: '2026-01-26', name: 'Republic Day', type: 'public', description: 'National holiday.' },
      { date: '2026-03-04', name: 'Holi', type: 'optional' },
      { date: '2026-03-21', name: 'Id-ul-Fitr', type: 'optional' },
      { date: '2026-04-03', name: 'Good Friday', type: 'public' },
      { date: '2026-04-14', name: 'Dr. Ambedkar Jayanti', type: 'optional' },
      { date: '2026-05-27', name: 'Bakrid', type: 'optional' },
      { date: '2026-08-15', name: 'Independence Day', type: 'public', description: 'National holiday.' },
      { date: '2026-08-28', name: 'Raksha Bandhan', type: 'optional' },
      { date: '2026-09-14', name: 'Ganesh Chaturthi', type: 'public' },
      { date: '2026-10-02', name: 'Gandhi Jayanti', type: 'public', description: 'National holiday.' },
      { date: '2026-10-20', name: 'Vijayadashami', type: 'public' },
      { date: '2026-11-09', name: 'Diwali (Lakshmi Puja)', type: 'public' },
      { date: '2026-11-24', name: 'Guru Nanak Jayanti', type: 'optional' },
      { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
    ],
  },
  {
    id: 'karnataka-2026',
    name: 'Karnataka 2026',
    description: 'State holidays of Karnataka, for the offices in Karnataka.',
    year: 2026,
    region: 'Karnataka',
    holidays: [
      { date: '2026-01-14', name: 'Makar Sankranti', type: 'public' },
      { date: '2026-03-19', name: 'Ugadi', type: 'public' },
      { date: '2026-05-01', name: 'May Day', type: 'public' },
      { date: '2026-11-01', name: 'Kannada Rajyotsava', type: 'public' },
      { date: '2026-11-10', name: 'Balipadyami', type: 'public' },
    ],
  },
  {
    id: 'maharashtra-2026',
    name: 'Maharashtra 2026',
    description: 'State holidays of Maharashtra, for the offices in Maharashtra.',
    year: 2026,
    region: 'Maharashtra',
    holidays: [
      { date: '2026-03-19', name: 'Gudi Padwa', type: 'public' },
      { date: '2026-05-01', name: 'Maharashtra Day', type: 'public' },
    ],
  },
  {
    id: 'in-2027',
    name: 'India 2027',
    description: 'National days and the festivals most Indian companies close for, in every office.',
    year: 2027,
    region: null,
    holidays: [
      { date: '2027-01-26', name: 'Republic Day', type: 'public', description: 'National holiday.' },
      { date: '2027-03-10', name: 'Id-ul-Fitr', type: 'optional' },
      { date: '2027-03-22', name: 'Holi', type: 'optional' },
      { date: '2027-03-26', name: 'Good Friday', type: 'public' },
      { date: '2027-04-14', name: 'Dr. Ambedkar Jayanti', type: 'optional' },
      { date: '2027-05-17', name: 'Bakrid', type: 'optional' },
      { date: '2027-08-15', name: 'Independence Day', type: 'public', description: 'National holiday.' },
      { date: '2027-08-17', name: 'Raksha Bandhan', type: 'optional' },
      { date: '2027-09-04', name: 'Ganesh Chaturthi', type: 'public' },
      { date: '2027-10-02', name: 'Gandhi Jayanti', type: 'public', description: 'National holiday.' },
      { date: '2027-10-09', name: 'Vijayadashami', type: 'public' },
      { date: '2027-10-29', name: 'Diwali (Lakshmi Puja)', type: 'public' },
      { date: '2027-11-14', name: 'Guru Nanak Jayanti', type: 'optional' },
      { date: '2027-12-25', name: 'Christmas Day', type: 'public' },
    ],
  },
  {
    id: 'karnataka-2027',
    name: 'Karnataka 2027',
    description: 'State holidays of Karnataka, for the offices in Karnataka.',
    year: 2027,
    region: 'Karnataka',
    holidays: [
      { date: '2027-01-14', name: 'Makar Sankranti', type: 'public' },
      { date: '2027-04-07', name: 'Ugadi', type: 'public' },
      { date: '2027-05-01', name: 'May Day', type: 'public' },
      { date: '2027-11-01', name: 'Kannada Rajyotsava', type: 'public' },
    ],
  },
  {
    id: 'maharashtra-2027',
    name: 'Maharashtra 2027',
    description: 'State holidays of Maharashtra, for the offices in Maharashtra.',
    year: 2027,
    region: 'Maharashtra',
    holidays: [
      { date: '2027-04-07', name: 'Gudi Padwa', type: 'public' },
      { date: '2027-05-01', name: 'Maharashtra Day', type: 'public' },
    ],
  },
];
