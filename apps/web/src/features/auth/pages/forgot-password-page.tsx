import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, AlertDescription, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { isApiError } from '../../../lib/api-client';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';

function BackToSignIn() {
  return (
    <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
      <Link to="/login">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to sign-in</Trans>
      </Link>
    </Button>
  );
}

type ForgotPasswordBody = z.output<typeof ForgotPasswordBodySchema>;

/**
 * `/forgot-password` (public): asks for a reset link. The confirmation reads the
 * same whether or not the email has an account, so it reveals nothing.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async (body: ForgotPasswordBody) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        form.setError(FORM_ERROR, { type: 'server', message: Messages.tooManyAttempts });
      } else {
        setServerErrors(form, error, { fallback: Messages.internal });
      }
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title={t`Check your email`}>
        <div className="space-y-6">
          <Alert variant="info" role="status">
            <MailCheck aria-hidden="true" />
            <AlertDescription className="text-foreground">
              {contractText(Messages.forgotPasswordSent)}
            </AlertDescription>
          </Alert>
          <p className="text-sm text-muted-foreground">
            <Trans>
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
            </Trans>
          </p>
          <BackToSignIn />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      description={t`Enter your work email and we will send you a link to choose a new password.`}
    >
      <div className="space-y-6">
        <Form form={form} onSubmit={onSubmit} className="space-y-4">
          <ErrorAlert message={formError && contractText(formError)} />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Email</Trans>
                </FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    placeholder={t`you@company.com`}
                    className="h-10"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            <Trans>Send reset link</Trans>
          </Button>
        </Form>
        <BackToSignIn />
      </div>
    </AuthLayout>
  );
}
