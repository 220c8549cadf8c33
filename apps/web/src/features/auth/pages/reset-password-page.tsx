import { NewPasswordSchema, ResetTokenParamsSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { ArrowLeft, CircleAlert, Clock, Link2Off, RotateCw, UserRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type ResetTokenInfo, useResetTokenInfo } from '../api/get-reset-token-info';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthLayout } from '../components/auth-layout';
import { PasswordRules, passwordRules } from '../components/password-rules';

export const RESET_SUCCESS_MESSAGE = 'Your password is changed. Sign in with your new password.';

function InvalidLink() {
  return (
    <AuthLayout title="This link cannot be used">
      <div className="space-y-6">
        <Alert variant="destructive" role="alert">
          <Link2Off aria-hidden="true" />
          <AlertDescription>{Messages.resetTokenInvalid}</AlertDescription>
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
          <Button asChild variant="ghost" className="text-muted-foreground">
            <Link to="/login">
              <ArrowLeft aria-hidden="true" />
              Back to sign-in
            </Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}

function Checking() {
  return (
    <AuthLayout title="Reset your password">
      <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-busy="true">
        <Spinner label="Checking your reset link" className="size-5 text-primary" />
        Checking your reset link…
      </div>
    </AuthLayout>
  );
}

function CouldNotCheck({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AuthLayout title="Reset your password">
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>We could not check your reset link</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    </AuthLayout>
  );
}

type Field = 'newPassword' | 'confirmation';

function ResetForm({
  token,
  info,
  onInvalid,
}: {
  token: string;
  info: ResetTokenInfo;
  onInvalid: () => void;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useResetPassword();
  const navigate = useNavigate();
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    const parsed = NewPasswordSchema.safeParse(newPassword);
    if (!parsed.success) next.newPassword = parsed.error.issues[0]?.message;
    if (confirmation !== newPassword) next.confirmation = 'The two passwords do not match';
    setErrors(next);
    if (next.newPassword || next.confirmation) {
      (next.newPassword ? newRef : confirmRef).current?.focus();
      return;
    }
    mutation.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(RESET_SUCCESS_MESSAGE);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          const fromServer = fieldErrorsOf(error).newPassword;
          if (fromServer) {
            setErrors({ newPassword: fromServer });
            newRef.current?.focus();
            return;
          }
          if (isApiError(error) && error.message === Messages.passwordTooCommon) {
            setErrors({ newPassword: error.message });
            newRef.current?.focus();
            return;
          }
          if (
            isApiError(error) &&
            (error.message === Messages.resetTokenInvalid || error.status === 404 || error.status === 410)
          ) {
            onInvalid();
            return;
          }
          setFormError(
            isApiError(error) && error.status === 429
              ? Messages.tooManyAttempts
              : error.message || Messages.internal,
          );
        },
      },
    );
  };

  const rulesId = `${id}-rules`;
  return (
    <AuthLayout title="Choose a new password" description="After saving, sign in again on every device.">
      <div className="space-y-6">
        <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex items-center gap-3">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Account</dt>
            <dd className="min-w-0 truncate font-medium">{info.email}</dd>
          </div>
          <div className="flex items-center gap-3">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Link valid until</dt>
            <dd className="text-muted-foreground">Valid until {formatDateTime(info.expiresAt)}</dd>
          </div>
        </dl>

        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          {/* Lets password managers save the new password against the right account. */}
          <input type="text" name="username" autoComplete="username" value={info.email} readOnly hidden />
          <div className="space-y-2">
            <Label htmlFor={`${id}-new`}>New password</Label>
            <Input
              ref={newRef}
              id={`${id}-new`}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              aria-invalid={errors.newPassword ? true : undefined}
              aria-describedby={errors.newPassword ? `${id}-new-error ${rulesId}` : rulesId}
              className="h-10"
            />
            <FieldError id={`${id}-new-error`}>{errors.newPassword}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
            <Input
              ref={confirmRef}
              id={`${id}-confirm`}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              aria-invalid={errors.confirmation ? true : undefined}
              aria-describedby={errors.confirmation ? `${id}-confirm-error` : undefined}
              className="h-10"
            />
            <FieldError id={`${id}-confirm-error`}>{errors.confirmation}</FieldError>
          </div>
          <PasswordRules id={rulesId} rules={passwordRules(newPassword, confirmation)} />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            Save new password
          </Button>
        </form>
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
