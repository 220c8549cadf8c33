import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@hrms/contracts/errors';
import { FirstAdminFieldsSchema, SETUP_TOKEN_PATTERN, SetupMessages } from '@hrms/contracts/setup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CircleAlert, KeyRound, RotateCw, Terminal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { formatLocale, i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-client';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCompleteSetup, useSetupNeeded } from '../api/setup';
import { AuthLayout } from '../components/auth-layout';
import {
  PasswordRules,
  PasswordStrengthMeter,
  passwordRules,
  usePasswordStrength,
} from '../components/password-rules';

/** The months' names in the reader's language, January first. */
const monthNames = (locale: string) =>
  Array.from({ length: 12 }, (_, i) => new Date(2000, i, 1).toLocaleString(locale, { month: 'long' }));
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
// Some browsers list India's zone by its older name (Asia/Calcutta) only; the server's name leads.
const SUPPORTED_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
const TIME_ZONES = SUPPORTED_ZONES.includes(DEFAULT_TIME_ZONE)
  ? SUPPORTED_ZONES
  : [DEFAULT_TIME_ZONE, ...SUPPORTED_ZONES];

/** The contract's fields, and the password typed twice. */
const SetupFormSchema = FirstAdminFieldsSchema.extend({ confirmation: z.string() }).refine(
  (v) => v.confirmation === v.password,
  { path: ['confirmation'], error: () => i18n._(msg`The two passwords do not match`) },
);
type SetupValues = z.input<typeof SetupFormSchema>;
type SetupOutput = z.output<typeof SetupFormSchema>;

const TITLE = msg`Set up your company`;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout title={title}>
      <div className="space-y-6">{children}</div>
    </AuthLayout>
  );
}

function AlreadySetUp() {
  const { t } = useLingui();
  return (
    <Notice title={t`This server is set up`}>
      <p className="text-sm text-muted-foreground">{SetupMessages.alreadyDone}</p>
      <Button asChild size="lg" className="w-full">
        <Link to="/login">
          <Trans>Go to sign-in</Trans>
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Notice>
  );
}

/** What to do when the page is opened without the address's token, or with one that was refused. */
function NeedsTheAddress({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <Notice title={i18n._(TITLE)}>
      <Alert variant="destructive" role="alert">
        <KeyRound aria-hidden="true" />
        <AlertTitle>
          <Trans>Open the setup address from the server’s log</Trans>
        </AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="space-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <Terminal className="size-4 text-muted-foreground" aria-hidden="true" />
          <Trans>On the server instead</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            Run <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">npm run create-admin</code>{' '}
            in the server’s folder.
          </Trans>
        </p>
      </div>
    </Notice>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold">{title}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{description}</p>
      {children}
    </fieldset>
  );
}

function SetupForm({ token, onRefused }: { token: string; onRefused: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const months = monthNames(formatLocale());
  const mutation = useCompleteSetup();
  const navigate = useNavigate();
  const id = useId();
  const form = useForm<SetupValues, unknown, SetupOutput>({
    resolver: zodResolver(SetupFormSchema),
    defaultValues: {
      companyName: '',
      legalName: '',
      financialYearStartMonth: '4',
      timezone: DEFAULT_TIME_ZONE,
      officeName: '',
      officeCity: '',
      officeState: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmation: '',
    },
  });
  const [password, confirmation, email, firstName, lastName] = form.watch([
    'password',
    'confirmation',
    'email',
    'firstName',
    'lastName',
  ]);
  const strength = usePasswordStrength(password, { email, names: [firstName, lastName] });
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async ({ confirmation: _, ...fields }: SetupOutput) => {
    if (mutation.isPending) return;
    try {
      const done = await mutation.mutateAsync({ ...fields, token });
      toast.success(done.message);
      navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 403) onRefused(error.message);
      else if (isApiError(error) && error.status === 409) onRefused(SetupMessages.alreadyDone);
      else if (isApiError(error) && error.status === 429) {
        form.setError(FORM_ERROR, { type: 'server', message: SetupMessages.tooManyAttempts });
      } else setServerErrors(form, error, { fallback: Messages.internal });
    }
  };

  const text = (
    name: keyof SetupValues,
    label: string,
    options: { autoComplete?: string; type?: string; description?: string; describedBy?: string } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={String(field.value ?? '')}
              type={options.type ?? 'text'}
              autoComplete={options.autoComplete}
              aria-details={options.describedBy}
              className="h-10"
            />
          </FormControl>
          {options.description ? <FormDescription>{options.description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const rulesId = `${id}-rules`;
  return (
    <AuthLayout
      title={i18n._(TITLE)}
      description={t`Your company, its first office and your admin account. You add everyone else once you are in.`}
    >
      <Form form={form} onSubmit={onSubmit} className="space-y-8">
        <ErrorAlert message={formError && contractText(formError)} />
        <Section title={t`Company`} description={t`As people and salary slips will name it.`}>
          {text('companyName', t`Company name`, { autoComplete: 'organization' })}
          {text('legalName', t`Legal name (optional)`, { description: t`As registered; printed on slips.` })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="financialYearStartMonth"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans>Financial year starts in</Trans>
                  </FormLabel>
                  <FormControl>
                    <NativeSelect {...field} value={String(field.value)} className="[&>select]:h-10">
                      {months.map((month, i) => (
                        <option key={month} value={String(i + 1)}>
                          {month}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans>Time zone</Trans>
                  </FormLabel>
                  <FormControl>
                    <NativeSelect {...field} value={String(field.value)} className="[&>select]:h-10">
                      {TIME_ZONES.map((zone) => (
                        <option key={zone} value={zone}>
                          {zone.replaceAll('_', ' ')}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </Section>

        <Section
          title={t`First office`}
          description={t`Where people work; add more offices later in Settings.`}
        >
          {text('officeName', t`Office name`, { description: t`For example “Head office” or “Pune”.` })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('officeCity', t`City (optional)`, { autoComplete: 'address-level2' })}
            {text('officeState', t`State (optional)`, {
              autoComplete: 'address-level1',
              description: t`Its holidays and professional tax apply.`,
            })}
          </div>
        </Section>

        <Section title={t`Your admin account`} description={t`You sign in with it; it can do everything.`}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', t`First name`, { autoComplete: 'given-name' })}
            {text('lastName', t`Last name`, { autoComplete: 'family-name' })}
          </div>
          {text('email', t`Work email`, { type: 'email', autoComplete: 'username' })}
          {text('password', t`Password`, {
            type: 'password',
            autoComplete: 'new-password',
            describedBy: rulesId,
          })}
          {text('confirmation', t`Confirm password`, { type: 'password', autoComplete: 'new-password' })}
          <PasswordStrengthMeter strength={strength} />
          <PasswordRules id={rulesId} rules={passwordRules(password, confirmation, strength)} />
        </Section>

        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          <Trans>Create company and admin</Trans>
        </Button>
      </Form>
    </AuthLayout>
  );
}

/**
 * `/setup?token=…` (public): the first-run setup of a server started without the demo, through the
 * one-time address it printed in its log. Once the server has its admin, the page sends people to sign in.
 */
export function SetupPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const needed = useSetupNeeded();
  const [refused, setRefused] = useState<string | null>(null);

  if (needed.isPending) {
    return (
      <Notice title={i18n._(TITLE)}>
        <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-busy="true">
          <Spinner label={t`Checking the server`} className="size-5 text-primary" />
          <Trans>Checking the server…</Trans>
        </div>
      </Notice>
    );
  }
  if (needed.isError) {
    return (
      <Notice title={i18n._(TITLE)}>
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>
            <Trans>We could not reach the server</Trans>
          </AlertTitle>
          <AlertDescription>
            <p>{needed.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => needed.refetch()}>
              <RotateCw aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      </Notice>
    );
  }
  if (!needed.data || refused === SetupMessages.alreadyDone) return <AlreadySetUp />;
  if (refused) return <NeedsTheAddress message={refused} />;
  if (!SETUP_TOKEN_PATTERN.test(token)) return <NeedsTheAddress message={SetupMessages.invalidToken} />;
  return <SetupForm token={token} onRefused={setRefused} />;
}
