import { type Employee, UpdateOwnProfileBodySchema } from '@hrms/contracts/employees';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import {
  errorsFromServer,
  type FieldPath,
  type FormErrors,
  fieldId,
  fieldPathOf,
} from '../utils/employee-form';

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

const FIELDS: { path: FieldPath; label: string; type?: string; wide?: boolean; section: string }[] = [
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

function read(values: OwnValues, path: FieldPath): string {
  const [head, tail] = path.split('.') as [keyof OwnValues, string | undefined];
  const node = values[head];
  return tail ? ((node as Record<string, string>)[tail] ?? '') : (node as string);
}

function write(values: OwnValues, path: FieldPath, value: string): OwnValues {
  const [head, tail] = path.split('.') as [keyof OwnValues, string | undefined];
  if (!tail) return { ...values, [head]: value };
  return { ...values, [head]: { ...(values[head] as object), [tail]: value } };
}

function OwnProfileForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const formId = useId();
  const [values, setValues] = useState(() => valuesOf(employee));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useUpdateOwnProfile();
  // Bank details are theirs to give only when their record shows them.
  const fields = FIELDS.filter((f) => employee.statutory !== undefined || !f.path.startsWith('statutory.'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = employee.statutory === undefined ? { ...values, statutory: undefined } : values;
    const parsed = UpdateOwnProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: FormErrors = {};
      for (const issue of parsed.error.issues) next[fieldPathOf(issue.path)] ??= issue.message;
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(fieldId(formId, first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { id: employee.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success('Your details were saved');
          onDone();
        },
        onError: (error) => setErrors(errorsFromServer(error)),
      },
    );
  };

  const sections = [...new Set(fields.map((f) => f.section))];
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {errors.form ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      ) : null}
      {sections.map((section) => (
        <fieldset key={section} className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{section}</legend>
          {fields
            .filter((f) => f.section === section)
            .map((f) => {
              const inputId = fieldId(formId, f.path);
              return (
                <div key={f.path} className={f.wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
                  <Label htmlFor={inputId}>{f.label}</Label>
                  <Input
                    id={inputId}
                    type={f.type ?? 'text'}
                    value={read(values, f.path)}
                    onChange={(e) => setValues((prev) => write(prev, f.path, e.target.value))}
                    aria-invalid={errors[f.path] ? true : undefined}
                    aria-describedby={errors[f.path] ? `${inputId}-error` : undefined}
                  />
                  <FieldError id={`${inputId}-error`}>{errors[f.path]}</FieldError>
                </div>
              );
            })}
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
    </form>
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
