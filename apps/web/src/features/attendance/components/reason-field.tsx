/** The reason every attendance form asks for: required, up to 500 characters, read by someone. */
import { useLingui } from '@lingui/react/macro';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormRow } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';

export function ReasonField<T extends FieldValues & { reason: string }>({
  control,
  placeholder,
  description,
}: {
  control: Control<T, unknown, unknown>;
  placeholder: string;
  /** Who reads the reason. */
  description: string;
}) {
  const { t } = useLingui();
  return (
    <FormRow
      control={control}
      name={'reason' as Path<T>}
      label={t`Reason`}
      description={description}
      describe
    >
      {(field) => (
        <Textarea {...field} rows={3} maxLength={500} aria-required="true" placeholder={placeholder} />
      )}
    </FormRow>
  );
}
