/** A month from a list, named in full ("October 2026"); its value is the month's key, `2026-10`. */
import type { ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { monthKey, monthTitle, type YearMonth } from './slips/slip-format';

export function MonthSelect({
  months,
  ...select
}: { months: readonly YearMonth[] } & Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...select}>
      {months.map((m) => (
        <option key={monthKey(m)} value={monthKey(m)}>
          {monthTitle(m)}
        </option>
      ))}
    </NativeSelect>
  );
}
