import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBodySchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { PasswordRules, PasswordStrengthMeter, passwordRules, usePasswordStrength } from './password-rules';

/** The request's body, plus the confirmation and the rule that a new password is new. */
const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({ confirmation: z.string() })
  .refine((v) => v.confirmation === v.newPassword, {
    path: ['confirmation'],
    error: () => i18n._(msg`The two passwords do not match`),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: () => i18n._(msg`Choose a password different from your current one`),
  });
type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>;

/** Current, new and confirmation; saving signs out every other session of the account. */
export function ChangePasswordForm({ account, names = [] }: { account: string; names?: string[] }) {
  const { t } = useLingui();
  const mutation = useChangePassword();
  const id = useId();
  const form = useForm<ChangePasswordValues, unknown, z.output<typeof ChangePasswordFormSchema>>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const [newPassword, confirmation] = form.watch(['newPassword', 'confirmation']);
  const strength = usePasswordStrength(newPassword, { email: account, names });
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(t`Your password is changed. Your other devices have been signed out.`);
    } catch (error) {
      // The server names these two in its message rather than in field details.
      if (isApiError(error) && error.message === Messages.currentPasswordWrong) {
        form.setError('currentPassword', { type: 'server', message: error.message });
      } else if (isApiError(error) && error.message === Messages.passwordTooCommon) {
        form.setError('newPassword', { type: 'server', message: error.message });
      } else {
        setServerErrors(form, error, { fallback: t`Could not change your password` });
      }
    }
  };

  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...input}
              type="password"
              autoComplete={autoComplete}
              aria-details={name === 'newPassword' ? `${id}-rules` : undefined}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <ErrorAlert message={formError} />
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <div className="grid gap-5 md:grid-cols-3">
        {field('currentPassword', t`Current password`, 'current-password')}
        {field('newPassword', t`New password`, 'new-password')}
        {field('confirmation', t`Confirm new password`, 'new-password')}
      </div>
      <PasswordStrengthMeter strength={strength} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PasswordRules id={`${id}-rules`} rules={passwordRules(newPassword, confirmation, strength)} />
        <Button type="submit" disabled={mutation.isPending} className="shrink-0">
          {mutation.isPending ? <Spinner /> : null}
          <Trans>Change password</Trans>
        </Button>
      </div>
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription className="text-foreground">
          <Trans>Changing your password signs you out on every other device. This one stays signed in.</Trans>
        </AlertDescription>
      </Alert>
    </Form>
  );
}
