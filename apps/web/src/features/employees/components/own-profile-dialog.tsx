import { zodResolver } from '@hookform/resolvers/zod';
import { type Employee, UpdateOwnProfileBodySchema } from '@hrms/contracts/employees';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';

type UpdateOwnProfileInput = z.output<typeof UpdateOwnProfileBodySchema>;

interface OwnValues {
  personalEmail: string;
  phone: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
  emergencyContact: { name: string; relationship: string; phone: string };
  statutory: { bankName: string; bankAccountNumber: string; bankIfsc: string };
}

function valuesOf(e: Employee): OwnValues {
  const a = e.address;
  const c = e.emergencyContact;
  const s = e.statutory;
  return {
    personalEmail: e.personalEmail ?? '',
    phone: e.phone ?? '',
    address: {
      line1: a?.line1 ?? '',
      line2: a?.line2 ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      postalCode: a?.postalCode ?? '',
      country: a?.country ?? '',
    },
    emergencyContact: { name: c?.name ?? '', relationship: c?.relationship ?? '', phone: c?.phone ?? '' },
    statutory: {
      bankName: s?.bankName ?? '',
      bankAccountNumber: s?.bankAccountNumber ?? '',
      bankIfsc: s?.bankIfsc ?? '',
    },
  };
}

type OwnField = Exclude<FieldPath<OwnValues>, 'address' | 'emergencyContact' | 'statutory'>;

const FIELDS: { path: OwnField; label: string; type?: string; wide?: boolean; section: string }[] = [
  { path: 'personalEmail', label: 'Personal email', type: 'email', section: 'Contact' },
  { path: 'phone', label: 'Phone', type: 'tel', section: 'Contact' },
  { path: 'address.line1', label: 'Address line 1', wide: true, section: 'Address' },
  { path: 'address.line2', label: 'Address line 2', wide: true, section: 'Address' },
  { path: 'address.city', label: 'City', section: 'Address' },
  { path: 'address.state', label: 'State', section: 'Address' },
  { path: 'address.postalCode', label: 'Postal code', section: 'Address' },
  { path: 'address.country', label: 'Country', section: 'Address' },
  { path: 'emergencyContact.name', label: 'Name', section: 'Emergency contact' },
  { path: 'emergencyContact.relationship', label: 'Relationship', section: 'Emergency contact' },
  { path: 'emergencyContact.phone', label: 'Phone', type: 'tel', section: 'Emergency contact' },
  { path: 'statutory.bankName', label: 'Bank name', section: 'Bank account for salary' },
  { path: 'statutory.bankAccountNumber', label: 'Account number', section: 'Bank account for salary' },
  { path: 'statutory.bankIfsc', label: 'IFSC', section: 'Bank account for salary' },
];

const checkBody = zodResolver(UpdateOwnProfileBodySchema);

function OwnProfileForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const save = useUpdateOwnProfile();
  // Bank details are theirs to give only when their record shows them.
  const withBank = employee.statutory !== undefined;
  const fields = FIELDS.filter((f) => withBank || !f.path.startsWith('statutory.'));
  const form = useForm<OwnValues, unknown, UpdateOwnProfileInput>({
    defaultValues: valuesOf(employee),
    resolver: (values, context, options) =>
      checkBody(withBank ? values : { ...values, statutory: undefined }, context, options as never),
  });
  const formError = form.formState.errors.root?.server?.message;

  const submit = async (body: UpdateOwnProfileInput) => {
    try {
      await save.mutateAsync({ id: employee.id, body });
      toast.success('Your details were saved');
      onDone();
    } catch (error) {
      setServerErrors(form, error);
    }
  };

  const sections = [...new Set(fields.map((f) => f.section))];
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5">
      <ErrorAlert message={formError} />
      {sections.map((section) => (
        <fieldset key={section} className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{section}</legend>
          {fields
            .filter((f) => f.section === section)
            .map((f) => (
              <FormRow
                key={f.path}
                control={form.control}
                name={f.path}
                label={f.label}
                className={f.wide ? 'sm:col-span-2' : undefined}
              >
                {(field) => <Input {...field} type={f.type ?? 'text'} />}
              </FormRow>
            ))}
        </fieldset>
      ))}
      <DialogFooter className="border-t pt-4">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save my details
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** What a person may change of their own record: contact, address, emergency contact and bank. */
export function OwnProfileDialog({
  employee,
  open,
  onOpenChange,
}: {
  employee: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Edit my details</DialogTitle>
          <DialogDescription>
            Your job details are kept by HR; ask them to change those. Changes here are recorded.
          </DialogDescription>
        </DialogHeader>
        {open ? <OwnProfileForm employee={employee} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
