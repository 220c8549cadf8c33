/**
 * The contract's holiday words in the reader's language, by the same keys: the holiday types
 * (`HOLIDAY_TYPE_LABELS`), the weekdays (`WEEKDAY_NAMES`) and the months (`MONTH_NAMES`).
 */
import type { HolidayType } from '@hrms/contracts/holidays';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const HOLIDAY_TYPE_MESSAGES: Record<
  HolidayType,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  public: { label: msg`Public`, description: msg`A national or state holiday: the office is closed.` },
  optional: {
    label: msg`Optional`,
    description: msg`A restricted holiday: the office is open, and a person may choose to take it.`,
  },
  company: { label: msg`Company`, description: msg`A day the company closes, such as its foundation day.` },
};

/** Sunday first, as JavaScript numbers the days. */
export const WEEKDAY_MESSAGES: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** January first. */
export const MONTH_MESSAGES: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];
