/** Payroll → Salaries: pick a person, then their salary. The person is kept in the address (`?employee=`). */
import { IdSchema } from '@hrms/contracts/common';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PersonOption } from '../../../api/search-employees';
import { EmptyState } from '../../../components/empty-state';
import { PersonPicker } from '../../../components/person-picker';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { useSalaryConfig } from '../api/get-salary-config';
import { SalaryCard } from './salary-card';

export function SalariesTab() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('employee');
  const employeeId = asked && IdSchema.safeParse(asked).success ? asked : null;
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const pickerId = useId();

  const choose = (person: PersonOption | null) => {
    setPicked(person);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (person) next.set('employee', person.id);
        else next.delete('employee');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-5">
      <Card className="p-4 sm:p-5">
        <div className="space-y-1.5 sm:max-w-md">
          <Label htmlFor={pickerId}>
            <Trans>Person</Trans>
          </Label>
          <SelectedPerson
            id={pickerId}
            employeeId={employeeId}
            picked={picked?.id === employeeId ? picked : null}
            onChange={choose}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>Search by name, employee code or work email.</Trans>
          </p>
        </div>
      </Card>
      {employeeId ? (
        <SalaryCard key={employeeId} employeeId={employeeId} showPerson />
      ) : (
        <Card>
          <EmptyState Icon={UserSearch} title={t`Choose a person to see their salary`} className="py-12">
            <Trans>
              Their salary in force, its month in full and every revision, with a new one a click away.
            </Trans>
          </EmptyState>
        </Card>
      )}
    </div>
  );
}

/** The picker showing the person in the address: as picked, or named by their salary once it loads. */
function SelectedPerson({
  id,
  employeeId,
  picked,
  onChange,
}: {
  id: string;
  employeeId: string | null;
  picked: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
}) {
  const config = useSalaryConfig(employeeId);
  const known = config.data?.employee;
  const value =
    picked ??
    (employeeId && known?.id === employeeId
      ? { id: known.id, name: known.name, detail: known.employeeCode, photoUrl: null }
      : null);
  return <PersonPicker id={id} value={value} onChange={onChange} />;
}
