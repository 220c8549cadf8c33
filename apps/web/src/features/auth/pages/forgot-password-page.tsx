import { ForgotPasswordBodySchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { ArrowLeft, CircleAlert, MailCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';

function BackToSignIn() {
  return (
    <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
      <Link to="/login">
        <ArrowLeft aria-hidden="true" />
        Back to sign-in
      </Link>
    </Button>
  );
}

/**
 * `/forgot-password` (public): asks for a reset link. The confirmation reads the
 * same whether or not the email has an account, so it reveals nothing.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useForgotPassword();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const parsed = ForgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        const fromServer = fieldErrorsOf(error).email;
        if (fromServer) {
          setFieldError(fromServer);
          return;
        }
        setFormError(
          isApiError(error) && error.status === 429
            ? Messages.tooManyAttempts
            : error.message || Messages.internal,
        );
      },
    });
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <div className="space-y-6">
          <Alert variant="info" role="status">
            <MailCheck aria-hidden="true" />
            <AlertDescription className="text-foreground">{Messages.forgotPasswordSent}</AlertDescription>
          </Alert>
          <p className="text-sm text-muted-foreground">
            The link works for 30 minutes and only once. Nothing arrived? Check your spam folder, or{' '}
            <button
              type="button"
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
              onClick={() => {
                setSentTo(null);
                mutation.reset();
              }}
            >
              try again
            </button>
            .
          </p>
          <BackToSignIn />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your work email and we will send you a link to choose a new password."
    >
      <div className="space-y-6">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-email-error` : undefined}
              className="h-10"
            />
            <FieldError id={`${id}-email-error`}>{fieldError}</FieldError>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            Send reset link
          </Button>
        </form>
        <BackToSignIn />
      </div>
    </AuthLayout>
  );
}
