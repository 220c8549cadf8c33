/** A calculator's person, picked by name, code or email; the form's `employee` field. */
import { useLingui } from '@lingui/react/macro';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { PersonOption } from '../../../../api/search-employees';
import { PersonPicker } from '../../../../components/person-picker';
import { FormRow } from '../../../../components/ui/form';

export function PersonField<T extends FieldValues & { employee: PersonOption | null }, Out>({
  control,
}: {
  control: Control<T, unknown, Out>;
}) {
  const { t } = useLingui();
  return (
    <FormRow control={control} name={'employee' as Path<T>} label={t`Person`} className="min-w-0">
      {(field) => <PersonPicker value={field.value} onChange={field.onChange} />}
    </FormRow>
  );
}
