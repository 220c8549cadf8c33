import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, type Role, RoleSchema } from '@hrms/contracts/roles';
import { type SecurityPolicy, SecurityPolicySchema } from '@hrms/contracts/settings';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useUpdateSecurityPolicy } from '../api/update-security-policy';

type NumberField = Exclude<keyof SecurityPolicy, 'twoFactorRequiredRoles'>;
/** What the inputs hold: the numbers as typed. */
type Draft = Record<NumberField, string> & { twoFactorRequiredRoles: Role[] };

const NUMBER_FIELDS: readonly {
  name: NumberField;
  label: string;
  unit: string;
  hint: string;
}[] = [
  {
    name: 'lockoutThreshold',
    label: 'Failed sign-ins before locking',
    unit: 'attempts',
    hint: 'Within 15 minutes, for one account from one address: that address is locked out.',
  },
  {
    name: 'accountLockoutThreshold',
    label: 'Failed sign-ins before locking everywhere',
    unit: 'attempts',
    hint: 'Within 15 minutes, from any addresses: the account is locked for everyone.',
  },
  {
    name: 'lockoutMinutes',
    label: 'Lock the account for',
    unit: 'minutes',
    hint: 'Then sign-in opens again.',
  },
  {
    name: 'sessionIdleMinutes',
    label: 'Sign out after inactivity',
    unit: 'minutes',
    hint: 'A session unused this long ends.',
  },
  {
    name: 'sessionAbsoluteHours',
    label: 'Longest session',
    unit: 'hours',
    hint: 'Everyone signs in again after this, active or not.',
  },
  {
    name: 'passwordMinLength',
    label: 'Minimum password length',
    unit: 'characters',
    hint: 'Applies to new and changed passwords.',
  },
];

/** The allowed range of a number field, from the shared schema. */
export function fieldRange(name: NumberField): { min: number; max: number } {
  const schema = SecurityPolicySchema.shape[name];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** A number as typed, read with the contract's own rule for it; one message for every way it fails. */
const typedNumber = (name: NumberField) => {
  const { min, max } = fieldRange(name);
  return z.string().transform((value, ctx) => {
    const parsed = SecurityPolicySchema.shape[name].safeParse(
      value.trim() === '' ? Number.NaN : Number(value),
    );
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `Enter a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
};

/** The contract's policy, read from the form's strings; roles in their usual order. */
export const SecurityPolicyFormSchema = SecurityPolicySchema.extend({
  lockoutThreshold: typedNumber('lockoutThreshold'),
  accountLockoutThreshold: typedNumber('accountLockoutThreshold'),
  lockoutMinutes: typedNumber('lockoutMinutes'),
  sessionIdleMinutes: typedNumber('sessionIdleMinutes'),
  sessionAbsoluteHours: typedNumber('sessionAbsoluteHours'),
  passwordMinLength: typedNumber('passwordMinLength'),
  twoFactorRequiredRoles: z.array(RoleSchema).transform((roles) => ROLES.filter((r) => roles.includes(r))),
});

function toDraft(policy: SecurityPolicy): Draft {
  return {
    lockoutThreshold: String(policy.lockoutThreshold),
    accountLockoutThreshold: String(policy.accountLockoutThreshold),
    lockoutMinutes: String(policy.lockoutMinutes),
    sessionIdleMinutes: String(policy.sessionIdleMinutes),
    sessionAbsoluteHours: String(policy.sessionAbsoluteHours),
    passwordMinLength: String(policy.passwordMinLength),
    twoFactorRequiredRoles: [...policy.twoFactorRequiredRoles],
  };
}

/** The fields that differ from what is saved, so only real changes are sent and audited. */
export function changedFields(saved: SecurityPolicy, next: SecurityPolicy): Partial<SecurityPolicy> {
  const changes: Partial<SecurityPolicy> = {};
  for (const { name } of NUMBER_FIELDS) if (saved[name] !== next[name]) changes[name] = next[name];
  const savedRoles = [...saved.twoFactorRequiredRoles].sort().join(',');
  const nextRoles = [...next.twoFactorRequiredRoles].sort().join(',');
  if (savedRoles !== nextRoles) changes.twoFactorRequiredRoles = next.twoFactorRequiredRoles;
  return changes;
}

/** The company's account policy: lockout, session lengths, password length, who must use two-factor. */
export function SecurityPolicyForm({ policy }: { policy: SecurityPolicy }) {
  const form = useForm<Draft, unknown, SecurityPolicy>({
    resolver: zodResolver(SecurityPolicyFormSchema),
    defaultValues: toDraft(policy),
  });
  const update = useUpdateSecurityPolicy();
  const id = useId();
  const draft = form.watch();
  const parsed = SecurityPolicyFormSchema.safeParse(draft);
  const dirty = parsed.success
    ? Object.keys(changedFields(policy, parsed.data)).length > 0
    : JSON.stringify(draft) !== JSON.stringify(toDraft(policy));
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async (next: SecurityPolicy) => {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync(changedFields(policy, next));
      if (saved) form.reset(toDraft(saved));
      toast.success('Security policy saved');
    } catch (error) {
      const message = (error instanceof Error && error.message) || 'Could not save the security policy';
      setServerErrors(form, error, { fallback: message });
      form.setError(FORM_ERROR, { type: 'server', message });
      toast.error(message, { duration: 6000 });
    }
  };

  const numberField = ({ name, label, unit, hint }: (typeof NUMBER_FIELDS)[number]) => {
    const { min, max } = fieldRange(name);
    return (
      <FormField
        key={name}
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <div className="flex items-center gap-2">
              <FormControl describe>
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  className="w-28 tabular-nums"
                />
              </FormControl>
              <span className="text-sm text-muted-foreground">{unit}</span>
            </div>
            <FormMessage />
            <FormDescription keep>
              {hint} {min}–{max}.
            </FormDescription>
          </FormItem>
        )}
      />
    );
  };

  const byName = (name: NumberField) => NUMBER_FIELDS.find((field) => field.name === name)!;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <ErrorAlert message={formError} />

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold">Sign-in lockout</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {numberField(byName('lockoutThreshold'))}
          {numberField(byName('accountLockoutThreshold'))}
          {numberField(byName('lockoutMinutes'))}
        </div>
      </fieldset>

      <div className="border-t pt-5">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold">Sessions</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {numberField(byName('sessionIdleMinutes'))}
            {numberField(byName('sessionAbsoluteHours'))}
          </div>
        </fieldset>
      </div>

      <div className="border-t pt-5">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold">Passwords</legend>
          <div className="grid gap-5 sm:grid-cols-2">{numberField(byName('passwordMinLength'))}</div>
        </fieldset>
      </div>

      <div className="border-t pt-5">
        <fieldset className="space-y-3" aria-describedby={`${id}-2fa-hint`}>
          <legend className="mb-1 text-sm font-semibold">
            Roles that must use two-factor authentication
          </legend>
          <p id={`${id}-2fa-hint`} className="text-sm text-muted-foreground">
            People in these roles who have not set it up can only open their profile until they do.
          </p>
          <div className="grid gap-3 sm:grid-cols-4">
            <FormField
              control={form.control}
              name="twoFactorRequiredRoles"
              render={({ field }) => (
                <>
                  {ROLES.map((role) => (
                    <div key={role} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-role-${role}`}
                        checked={field.value.includes(role)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...field.value, role] : field.value.filter((r) => r !== role),
                          )
                        }
                      />
                      <Label htmlFor={`${id}-role-${role}`} className="font-normal">
                        {roleLabel(role)}
                      </Label>
                    </div>
                  ))}
                </>
              )}
            />
          </div>
          {form.formState.errors.twoFactorRequiredRoles ? (
            <p className="text-sm text-destructive">{form.formState.errors.twoFactorRequiredRoles.message}</p>
          ) : null}
          {draft.twoFactorRequiredRoles.includes('admin') &&
          !policy.twoFactorRequiredRoles.includes('admin') ? (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertDescription className="text-foreground">
                This includes you. If you have not set up two-factor yet, you will be asked to on your
                profile.
              </AlertDescription>
            </Alert>
          ) : null}
        </fieldset>
      </div>

      <div className="flex justify-end gap-2 border-t pt-5">
        <Button
          variant="outline"
          disabled={!dirty || update.isPending}
          onClick={() => form.reset(toDraft(policy))}
        >
          Reset
        </Button>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Save policy
        </Button>
      </div>
    </Form>
  );
}
