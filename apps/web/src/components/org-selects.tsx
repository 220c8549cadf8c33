/**
 * A department or an office to filter by, "every" first: the company's lists from their shared
 * queries. Label it with a <Label htmlFor>.
 */
import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { useDepartments } from '../api/get-departments';
import { useOffices } from '../api/get-offices';
import { NativeSelect } from './ui/native-select';

type OrgSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'children' | 'value' | 'onChange'> & {
  /** The chosen id; empty for every one. */
  value: string;
  onValueChange: (id: string) => void;
};

export function DepartmentSelect({ value, onValueChange, ...props }: OrgSelectProps) {
  const departments = useDepartments();
  return (
    <NativeSelect value={value} onChange={(e) => onValueChange(e.target.value)} {...props}>
      <option value="">
        <Trans>Every department</Trans>
      </option>
      {(departments.data?.items ?? []).map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </NativeSelect>
  );
}

export function OfficeSelect({ value, onValueChange, ...props }: OrgSelectProps) {
  const offices = useOffices();
  return (
    <NativeSelect value={value} onChange={(e) => onValueChange(e.target.value)} {...props}>
      <option value="">
        <Trans>Every office</Trans>
      </option>
      {(offices.data?.items ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}
