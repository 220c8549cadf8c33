/**
 * A candidate's full name, email and phone, with the same limits on the careers page's form and on
 * the form HR adds a candidate with. They belong to the form around them.
 */
import { useFormContext } from 'react-hook-form';
import { FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

export function CandidateContactFields({
  autoFill,
  phoneHint,
  className,
}: {
  /** The browser may fill them in: the candidates give their own details. */
  autoFill: boolean;
  /** Makes the phone optional, with this hint under it. */
  phoneHint?: string;
  /** Spaces the row of email and phone. */
  className?: string;
}) {
  const { control } = useFormContext<ContactValues>();
  return (
    <>
      <FormRow control={control} name="name" label="Full name" className="space-y-2">
        {(field) => <Input {...field} maxLength={120} autoComplete={autoFill ? 'name' : 'off'} />}
      </FormRow>
      <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
        <FormRow control={control} name="email" label="Email" className="space-y-2">
          {(field) => (
            <Input
              {...field}
              type="email"
              inputMode="email"
              maxLength={254}
              autoComplete={autoFill ? 'email' : 'off'}
            />
          )}
        </FormRow>
        <FormRow
          control={control}
          name="phone"
          label="Phone"
          optional={phoneHint !== undefined}
          description={phoneHint}
          describe={phoneHint !== undefined}
          className="space-y-2"
        >
          {(field) => (
            <Input
              {...field}
              type="tel"
              inputMode="tel"
              maxLength={20}
              autoComplete={autoFill ? 'tel' : 'off'}
            />
          )}
        </FormRow>
      </div>
    </>
  );
}
