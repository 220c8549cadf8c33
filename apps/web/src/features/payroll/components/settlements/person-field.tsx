/** A calculator's person, picked by name, code or email; the form's `employee` field. */
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { PersonOption } from '../../../../api/search-employees';
import { PersonPicker } from '../../../../components/person-picker';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../../components/ui/form';

export function PersonField<T extends FieldValues & { employee: PersonOption | null }, Out>({
  control,
}: {
  control: Control<T, unknown, Out>;
}) {
  return (
    <FormField
      control={control}
      name={'employee' as Path<T>}
      render={({ field }) => (
        <FormItem className="min-w-0 space-y-1.5">
          <FormLabel>Person</FormLabel>
          <FormControl>
            <PersonPicker value={field.value} onChange={field.onChange} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
