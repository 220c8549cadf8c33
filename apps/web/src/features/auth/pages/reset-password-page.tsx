import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema, ResetTokenParamsSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CircleAlert, Clock, Link2Off, RotateCw, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-client';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type ResetTokenInfo, useResetTokenInfo } from '../api/get-reset-token-info';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthLayout } from '../components/auth-layout';
import {
  PasswordRules,
  PasswordStrengthMeter,
  passwordRules,
  usePasswordStrength,
} from '../components/password-rules';

/** The success message in English, as tests find it; people read it through `t` below. */
export const RESET_SUCCESS_MESSAGE = 'Your password is changed. Sign in with your new password.';

function InvalidLink() {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`This link cannot be used`}>
      <div className="space-y-6">
        <Alert variant="destructive" role="alert">
          <Link2Off aria-hidden="true" />
          <AlertDescription>{contractText(Messages.resetTokenInvalid)}</AlertDescription>
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/forgot-password">
              <Trans>Ask for a new link</Trans>
            </Link>
          </Button>
          <Button asChild variant="ghost" className="text-muted-foreground">
            <Link to="/login">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to sign-in</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}

function Checking() {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Reset your password`}>
      <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-busy="true">
        <Spinner label={t`Checking your reset link`} className="size-5 text-primary" />
        <Trans>Checking your reset link…</Trans>
      </div>
    </AuthLayout>
  );
}

function CouldNotCheck({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Reset your password`}>
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>We could not check your reset link</Trans>
        </AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    </AuthLayout>
  );
}

/** A new password and its confirmation, checked as the contract checks the password. */
const ResetFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmation: z.string() })
  .refine((v) => v.confirmation === v.newPassword, {
    path: ['confirmation'],
    error: () => i18n._(msg`The two passwords do not match`),
  });
type ResetValues = z.infer<typeof ResetFormSchema>;

function ResetForm({
  token,
  info,
  onInvalid,
}: {
  token: string;
  info: ResetTokenInfo;
  onInvalid: () => void;
}) {
  const { t } = useLingui();
  const mutation = useResetPassword();
  const navigate = useNavigate();
  const id = useId();
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const [newPassword, confirmation] = form.watch(['newPassword', 'confirmation']);
  const strength = usePasswordStrength(newPassword);
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async ({ newPassword }: ResetValues) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({ token, newPassword });
      toast.success(t`Your password is changed. Sign in with your new password.`);
      navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.message === Messages.passwordTooCommon) {
        form.setError('newPassword', { type: 'server', message: error.message });
      } else if (
        isApiError(error) &&
        (error.message === Messages.resetTokenInvalid || error.status === 404 || error.status === 410)
      ) {
        onInvalid();
      } else if (isApiError(error) && error.status === 429) {
        form.setError(FORM_ERROR, { type: 'server', message: Messages.tooManyAttempts });
      } else {
        setServerErrors(form, error, { fallback: Messages.internal });
      }
    }
  };

  const rulesId = `${id}-rules`;
  const validUntil = formatDateTime(info.expiresAt);
  const passwordField = (name: keyof ResetValues, label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              aria-details={name === 'newPassword' ? rulesId : undefined}
              className="h-10"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <AuthLayout
      title={t`Choose a new password`}
      description={t`After saving, sign in again on every device.`}
    >
      <div className="space-y-6">
        <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex items-center gap-3">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">
              <Trans>Account</Trans>
            </dt>
            <dd className="min-w-0 truncate font-medium">{info.email}</dd>
          </div>
          <div className="flex items-center gap-3">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">
              <Trans>Link valid until</Trans>
            </dt>
            <dd className="text-muted-foreground">
              <Trans>Valid until {validUntil}</Trans>
            </dd>
          </div>
        </dl>

        <Form form={form} onSubmit={onSubmit} className="space-y-4">
          <ErrorAlert message={formError && contractText(formError)} />
          {/* Lets password managers save the new password against the right account. */}
          <input type="text" name="username" autoComplete="username" value={info.email} readOnly hidden />
          {passwordField('newPassword', t`New password`)}
          {passwordField('confirmation', t`Confirm new password`)}
          <PasswordStrengthMeter strength={strength} />
          <PasswordRules id={rulesId} rules={passwordRules(newPassword, confirmation, strength)} />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            <Trans>Save new password</Trans>
          </Button>
        </Form>
      </div>
    </AuthLayout>
  );
}

/**
 * `/reset-password/:token` (public): checks the link first, then shows the form
 * with the account's masked email and the link's expiry, or says the link is
 * spent and offers a new one. Open to a signed-in person too.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const wellFormed = ResetTokenParamsSchema.safeParse({ token }).success;
  const [refused, setRefused] = useState(false);
  const validation = useValidateResetToken(token, { enabled: wellFormed && !refused });
  const valid = validation.data === true;
  const info = useResetTokenInfo(token, { enabled: valid && !refused });

  if (!wellFormed || refused || validation.data === false) return <InvalidLink />;
  if (validation.isError) {
    return <CouldNotCheck message={validation.error.message} onRetry={() => validation.refetch()} />;
  }
  if (validation.isPending || info.isPending) return <Checking />;
  if (info.isError) {
    // The link went bad between the two checks (used or expired), or the server could not answer.
    if (isApiError(info.error) && info.error.status >= 400 && info.error.status < 500) return <InvalidLink />;
    return <CouldNotCheck message={info.error.message} onRetry={() => info.refetch()} />;
  }
  return <ResetForm token={token} info={info.data} onInvalid={() => setRefused(true)} />;
}
