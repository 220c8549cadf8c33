/**
 * The menu's labels (`NAVIGATION` in the contract) in the reader's language (decision 042). An entry
 * is known by its English label, as its icon is (./navigation.ts): a path names both a group and its
 * first page (`/employees` is Employees and Employee List). nav-labels.test.ts holds the English of
 * every message to the contract's words.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const NAV_LABEL_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  Dashboard: msg`Dashboard`,
  Employees: msg`Employees`,
  'Employee List': msg`Employee List`,
  'Organization Chart': msg`Organization Chart`,
  Onboarding: msg`Onboarding`,
  Attendance: msg`Attendance`,
  'Time Tracking': msg`Time Tracking`,
  'Attendance Records': msg`Attendance Records`,
  'Leave Management': msg`Leave Management`,
  'Leave Requests': msg`Leave Requests`,
  Holidays: msg`Holidays`,
  Payroll: msg`Payroll`,
  'Payroll Processing': msg`Payroll Processing`,
  'Salary Slips': msg`Salary Slips`,
  Documents: msg`Documents`,
  Training: msg`Training`,
  Recruitment: msg`Recruitment`,
  Reports: msg`Reports`,
  Announcements: msg`Announcements`,
  'Self Service': msg`Self Service`,
  Settings: msg`Settings`,
};

/** A menu entry's label in the active language; one the web does not know, as the contract has it. */
export function navLabel(i18n: I18n, label: string): string {
  const message = NAV_LABEL_MESSAGES[label];
  return message ? i18n._(message) : label;
}
