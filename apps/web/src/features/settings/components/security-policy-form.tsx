import { ROLES, type Role } from '@hrms/contracts/roles';
import { type SecurityPolicy, SecurityPolicySchema } from '@hrms/contracts/settings';
import { CircleAlert, Info } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { roleLabel } from '../../../lib/role-label';
import { useUpdateSecurityPolicy } from '../api/update-security-policy';

type NumberField = Exclude<keyof SecurityPolicy, 'twoFactorRequiredRoles'>;
type Draft = Record<NumberField, string> & { twoFactorRequiredRoles: Role[] };
type Errors = Partial<Record<keyof SecurityPolicy, string>>;

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
    hint: 'Within 15 minutes, for one account.',
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

function toDraft(policy: SecurityPolicy): Draft {
  return {
    lockoutThreshold: String(policy.lockoutThreshold),
    lockoutMinutes: String(policy.lockoutMinutes),
    sessionIdleMinutes: String(policy.sessionIdleMinutes),
    sessionAbsoluteHours: String(policy.sessionAbsoluteHours),
    passwordMinLength: String(policy.passwordMinLength),
    twoFactorRequiredRoles: [...policy.twoFactorRequiredRoles],
  };
}

/** Reads the draft with the shared schema; numbers must be whole and within their range. */
export function parseDraft(
  draft: Draft,
): { ok: true; policy: SecurityPolicy } | { ok: false; errors: Errors } {
  const candidate = {
    ...Object.fromEntries(
      NUMBER_FIELDS.map(({ name }) => [name, draft[name].trim() === '' ? Number.NaN : Number(draft[name])]),
    ),
    twoFactorRequiredRoles: ROLES.filter((role) => draft.twoFactorRequiredRoles.includes(role)),
  };
  const parsed = SecurityPolicySchema.safeParse(candidate);
  if (parsed.success) return { ok: true, policy: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof SecurityPolicy;
    if (errors[name]) continue;
    if (name === 'twoFactorRequiredRoles') {
      errors[name] = issue.message;
      continue;
    }
    const { min, max } = fieldRange(name);
    errors[name] = `Enter a whole number from ${min} to ${max}`;
  }
  return { ok: false, errors };
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
  const [draft, setDraft] = useState<Draft>(() => toDraft(policy));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateSecurityPolicy();
  const id = useId();

  const parsed = parseDraft(draft);
  const dirty = parsed.ok
    ? Object.keys(changedFields(policy, parsed.policy)).length > 0
    : JSON.stringify(draft) !== JSON.stringify(toDraft(policy));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    const changes = changedFields(policy, parsed.policy);
    update.mutate(changes, {
      onSuccess: (saved) => {
        if (saved) setDraft(toDraft(saved));
        toast.success('Security policy saved');
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error) as Errors;
        if (Object.keys(fromServer).length > 0) setErrors(fromServer);
        setFormError(error.message || 'Could not save the security policy');
        toast.error(error.message || 'Could not save the security policy', { duration: 6000 });
      },
    });
  };

  const numberField = ({ name, label, unit, hint }: (typeof NUMBER_FIELDS)[number]) => {
    const { min, max } = fieldRange(name);
    const hintId = `${id}-${name}-hint`;
    const errorId = `${id}-${name}-error`;
    return (
      <div key={name} className="space-y-2">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-${name}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={draft[name]}
            onChange={(event) => setDraft((prev) => ({ ...prev, [name]: event.target.value }))}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${errorId} ${hintId}` : hintId}
            className="w-28 tabular-nums"
          />
          <span className="text-sm text-muted-foreground">{unit}</span>
        </div>
        <FieldError id={errorId}>{errors[name]}</FieldError>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint} {min}–{max}.
        </p>
      </div>
    );
  };

  const byName = (name: NumberField) => NUMBER_FIELDS.find((field) => field.name === name)!;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {formError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold">Sign-in lockout</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {numberField(byName('lockoutThreshold'))}
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
            {ROLES.map((role) => (
              <div key={role} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-role-${role}`}
                  checked={draft.twoFactorRequiredRoles.includes(role)}
                  onCheckedChange={(checked) =>
                    setDraft((prev) => ({
                      ...prev,
                      twoFactorRequiredRoles:
                        checked === true
                          ? [...prev.twoFactorRequiredRoles, role]
                          : prev.twoFactorRequiredRoles.filter((r) => r !== role),
                    }))
                  }
                />
                <Label htmlFor={`${id}-role-${role}`} className="font-normal">
                  {roleLabel(role)}
                </Label>
              </div>
            ))}
          </div>
          {errors.twoFactorRequiredRoles ? (
            <p className="text-sm text-destructive">{errors.twoFactorRequiredRoles}</p>
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
          onClick={() => {
            setDraft(toDraft(policy));
            setErrors({});
            setFormError(null);
          }}
        >
          Reset
        </Button>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Save policy
        </Button>
      </div>
    </form>
  );
}
