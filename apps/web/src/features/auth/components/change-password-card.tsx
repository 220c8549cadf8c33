import { ChangePasswordBodySchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { CircleAlert, Info } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { PasswordRules, passwordRules } from './password-rules';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Your other devices have been signed out.';

/** Current, new and confirmation; saving signs out every other session of the account. */
export function ChangePasswordForm({ account }: { account: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useChangePassword();
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  };
  const id = useId();

  const focusFirst = (next: Partial<Record<Field, string>>) => {
    const first = (['currentPassword', 'newPassword', 'confirmation'] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    const parsed = ChangePasswordBodySchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'currentPassword' || field === 'newPassword') && !next[field])
          next[field] = issue.message;
      }
    }
    if (confirmation !== newPassword) next.confirmation = 'The two passwords do not match';
    if (!next.newPassword && newPassword && newPassword === currentPassword) {
      next.newPassword = 'Choose a password different from your current one';
    }
    setErrors(next);
    if (Object.values(next).some(Boolean) || !parsed.success) {
      focusFirst(next);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirmation('');
        toast.success(PASSWORD_CHANGED_MESSAGE);
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error);
        const server: Partial<Record<Field, string>> = {
          currentPassword: fromServer.currentPassword,
          newPassword: fromServer.newPassword,
        };
        if (isApiError(error) && error.message === Messages.currentPasswordWrong) {
          server.currentPassword = error.message;
        } else if (isApiError(error) && error.message === Messages.passwordTooCommon) {
          server.newPassword = error.message;
        }
        if (server.currentPassword || server.newPassword) {
          setErrors(server);
          focusFirst(server);
          return;
        }
        setFormError(error.message || 'Could not change your password');
      },
    });
  };

  const field = (
    name: Field,
    label: string,
    autoComplete: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        ref={refs[name]}
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [errors[name] ? `${id}-${name}-error` : null, name === 'newPassword' ? `${id}-rules` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <div className="grid gap-5 md:grid-cols-3">
        {field(
          'currentPassword',
          'Current password',
          'current-password',
          currentPassword,
          setCurrentPassword,
        )}
        {field('newPassword', 'New password', 'new-password', newPassword, setNewPassword)}
        {field('confirmation', 'Confirm new password', 'new-password', confirmation, setConfirmation)}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PasswordRules id={`${id}-rules`} rules={passwordRules(newPassword, confirmation)} />
        <Button type="submit" disabled={mutation.isPending} className="shrink-0">
          {mutation.isPending ? <Spinner /> : null}
          Change password
        </Button>
      </div>
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription className="text-foreground">
          Changing your password signs you out on every other device. This one stays signed in.
        </AlertDescription>
      </Alert>
    </form>
  );
}
