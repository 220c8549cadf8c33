/**
 * The careers page's application form: name, email, phone, the opening's questions (its required
 * ones required), the résumé (a PDF or a Word document of at most 5 MB, checked here before it is
 * sent) and a field people never see, which only robots fill. The server's messages land under their
 * fields; a refusal of the whole application (already applied, role closed, too many tries) is said
 * above the form. Once sent, a thank-you takes the form's place.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CandidateEmailSchema,
  CandidateNameSchema,
  CandidatePhoneSchema,
  type PublicOpening,
  RECRUITMENT_LIMITS,
} from '@hrms/contracts/recruitment';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { Form, FormRow } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { useApplyForOpening } from '../api/careers-apply';
import { CandidateContactFields } from './candidate-contact-fields';

export const RESUME_ACCEPT = '.pdf,.docx';
const RESUME_NAME = /\.(pdf|docx)$/i;
const MAX_MB = RECRUITMENT_LIMITS.maxResumeBytes / 1024 / 1024;

interface ApplyFormValues {
  name: string;
  email: string;
  phone: string;
  /** By question id, '' while unanswered. */
  answers: Record<string, string>;
  /** The honeypot. */
  website: string;
  resume: File | null;
}

function applySchema(questions: PublicOpening['questions']) {
  const answer = (required: boolean) => {
    const text = z.string().trim();
    return (required ? text.min(1, { message: 'Answer this question' }) : text).max(
      RECRUITMENT_LIMITS.maxAnswer,
      { message: 'At most 2,000 characters' },
    );
  };
  return z.object({
    name: CandidateNameSchema,
    email: CandidateEmailSchema,
    phone: CandidatePhoneSchema,
    answers: z.object(Object.fromEntries(questions.map((q) => [q.id, answer(q.required)]))),
    website: z.string(),
    resume: z
      .custom<File>((value) => value instanceof File, { message: 'Attach your résumé' })
      .refine((file) => RESUME_NAME.test(file.name), {
        message: 'Attach your résumé as a PDF or a Word (.docx) document',
      })
      .refine((file) => file.size > 0, { message: 'That file is empty: attach your résumé' })
      .refine((file) => file.size <= RECRUITMENT_LIMITS.maxResumeBytes, {
        message: `Your résumé is larger than ${MAX_MB} MB: attach a smaller file`,
      }),
  });
}
type ApplyFields = z.output<ReturnType<typeof applySchema>>;

/** What to tell the candidate when the server refuses the whole application. */
function refusalMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Try again.';
  // The server's own words when it sent them; a plain line when a proxy answered instead.
  if (error.code !== 'UNKNOWN') return error.message;
  switch (error.status) {
    case 404:
      return 'This role is no longer open for applications.';
    case 409:
      return 'You have already applied for this role.';
    case 413:
      return `Your résumé is larger than ${MAX_MB} MB: attach a smaller file.`;
    case 429:
      return 'Too many applications from this address. Please wait a minute and try again.';
    default:
      return error.message;
  }
}

function ThankYou({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 py-6 text-center"
      data-testid="apply-thanks"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-success/15">
        <CircleCheck className="size-6 text-success" aria-hidden="true" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Application sent
      </h3>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Link to="/careers" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        See other open roles
      </Link>
    </div>
  );
}

export function ApplyForm({ opening }: { opening: PublicOpening }) {
  const id = useId();
  const apply = useApplyForOpening();
  const [thanks, setThanks] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(applySchema(opening.questions)) as unknown as Resolver<
        ApplyFormValues,
        unknown,
        ApplyFields
      >,
    [opening.questions],
  );
  const form = useForm<ApplyFormValues, unknown, ApplyFields>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      answers: Object.fromEntries(opening.questions.map((q) => [q.id, ''])),
      website: '',
      resume: null,
    },
    resolver,
  });
  const errors = form.formState.errors;
  // A message about the answers as a whole (not one question's), e.g. the server's "send them as JSON".
  const answersError = (errors.answers as { message?: string } | undefined)?.message;

  if (thanks !== null) return <ThankYou message={thanks} />;

  const submit = async (fields: ApplyFields) => {
    try {
      const result = await apply.mutateAsync({
        openingId: opening.id,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        answers: Object.fromEntries(Object.entries(fields.answers).filter(([, text]) => text !== '')),
        website: fields.website,
        resume: fields.resume,
      });
      setThanks(result.message);
    } catch (error) {
      if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        form.setError('resume', { type: 'server', message: refusalMessage(error) });
      } else if (isApiError(error) && (error.details?.length ?? 0) > 0) {
        setServerErrors(form, error);
      } else {
        form.setError(FORM_ERROR, { type: 'server', message: refusalMessage(error) });
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="relative grid gap-5" data-testid="apply-form">
      <ErrorAlert message={errors.root?.server?.message} />
      <CandidateContactFields autoFill className="gap-5" />
      {opening.questions.length > 0 ? (
        <fieldset className="grid gap-5">
          <legend className="mb-1 text-sm font-semibold">Questions</legend>
          {opening.questions.map((question) => (
            <FormRow
              key={question.id}
              control={form.control}
              name={`answers.${question.id}`}
              label={question.text}
              optional={!question.required}
              className="space-y-2"
            >
              {(field) => <Textarea {...field} rows={3} maxLength={RECRUITMENT_LIMITS.maxAnswer} />}
            </FormRow>
          ))}
          {answersError ? <p className="text-sm text-destructive">{answersError}</p> : null}
        </fieldset>
      ) : null}
      <FormRow
        control={form.control}
        name="resume"
        label="Résumé"
        description={`A PDF or a Word (.docx) document of at most ${MAX_MB} MB.`}
        keepDescription
        describe
        className="space-y-2"
      >
        {(field) => (
          <FilePicker
            file={field.value}
            inputRef={field.ref}
            name={field.name}
            accept={RESUME_ACCEPT}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </FormRow>
      {/* Robots fill every field they find; people never see or reach this one. */}
      <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-testid="apply-website"
          {...form.register('website')}
        />
      </div>
      <div>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? <Spinner /> : null}
          Send application
        </Button>
      </div>
    </Form>
  );
}
