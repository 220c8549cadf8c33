/**
 * An interviewer's scorecard: each criterion of the opening rated 1 to 5, a recommendation and
 * comments, submitted once and read-only after. Other interviewers' cards stay hidden from a panel
 * member until they submit their own, so nobody is swayed.
 */
import {
  type Interview,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Scorecard,
} from '@hrms/contracts/recruitment';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDateTime, formatDateTimeIn } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSubmitScorecard } from '../api/submit-scorecard';
import {
  type ScorecardBody,
  type ScorecardFormValues,
  scorecardFormValues,
  scorecardResolver,
} from '../utils/application-forms';

export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Below the bar',
  3: 'Meets the bar',
  4: 'Strong',
  5: 'Outstanding',
};

/** One card as the caller may see it: hidden, still to come, or its ratings and words. */
export function ScorecardSummary({ scorecard }: { scorecard: Scorecard }) {
  const who = scorecard.interviewer.name;
  if (scorecard.hidden) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="scorecard-hidden">
        <span className="font-medium text-foreground">{who}:</span> Submitted — visible after you submit yours
      </p>
    );
  }
  if (!scorecard.submittedAt || !scorecard.ratings || !scorecard.recommendation) {
    return (
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{who}:</span> Not submitted yet
      </p>
    );
  }
  return (
    <div className="space-y-1.5 text-sm" data-testid="scorecard">
      <p>
        <span className="font-medium">{who}:</span> {RECOMMENDATION_LABELS[scorecard.recommendation]}{' '}
        <span className="text-xs text-muted-foreground">
          · submitted <time dateTime={scorecard.submittedAt}>{formatDateTime(scorecard.submittedAt)}</time>
        </span>
      </p>
      <dl className="grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
        {scorecard.ratings.map((rating) => (
          <div key={rating.criterion} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{rating.criterion}</dt>
            <dd className="tabular-nums">
              {rating.rating} of 5{' '}
              <span className="text-muted-foreground">({RATING_LABELS[rating.rating]})</span>
            </dd>
          </div>
        ))}
      </dl>
      {scorecard.comments ? <p className="break-words whitespace-pre-line">{scorecard.comments}</p> : null}
    </div>
  );
}

/** A row of radios, one question: a rating's 1 to 5, or the recommendation. */
function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
  columns,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  columns: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-1.5', columns)}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-0.5 rounded-md border px-1 py-2 text-center text-xs transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-primary/10 font-medium' : 'bg-card hover:bg-muted/60',
                error && !value ? 'border-destructive' : null,
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="size-4 accent-primary outline-none"
                aria-label={option.hint ? `${option.label}: ${option.hint}` : option.label}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
                {option.label}
              </span>
              {option.hint ? (
                <span aria-hidden="true" className="hidden text-muted-foreground sm:block">
                  {option.hint}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

const RATING_OPTIONS = [1, 2, 3, 4, 5].map((rating) => ({
  value: String(rating),
  label: String(rating),
  hint: RATING_LABELS[rating] ?? '',
}));
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
}));

function ScorecardForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const id = useId();
  const submit = useSubmitScorecard();
  const form = useForm<ScorecardFormValues, unknown, ScorecardBody>({
    defaultValues: scorecardFormValues(interview.criteria),
    resolver: scorecardResolver,
  });
  const ratings = form.watch('ratings');
  const errors = form.formState.errors;
  const formError = errors.root?.server?.message;

  const send = async (body: ScorecardBody) => {
    try {
      await submit.mutateAsync({ interviewId: interview.id, body });
      toast.success(`Your scorecard for ${interview.candidate} is in`);
      onDone();
    } catch (error) {
      setServerErrors(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={send} className="grid gap-5" data-testid="scorecard-form">
      <ErrorAlert message={formError} />
      <div className="grid gap-4">
        {ratings.map((rating, index) => (
          <ChoiceGroup
            key={rating.criterion}
            name={`${id}-rating-${index}`}
            legend={rating.criterion}
            options={RATING_OPTIONS}
            columns="grid-cols-5"
            value={rating.rating}
            onChange={(value) =>
              form.setValue(`ratings.${index}.rating`, value, { shouldValidate: form.formState.isSubmitted })
            }
            error={errors.ratings?.[index]?.rating?.message}
            disabled={submit.isPending}
          />
        ))}
      </div>
      <FormField
        control={form.control}
        name="recommendation"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            name={`${id}-recommendation`}
            legend="Recommendation"
            options={RECOMMENDATION_OPTIONS}
            columns="grid-cols-2 sm:grid-cols-4"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={submit.isPending}
          />
        )}
      />
      <FormRow control={form.control} name="comments" label="Comments" optional className="space-y-2">
        {(field) => (
          <Textarea {...field} rows={4} maxLength={4000} placeholder="What stood out, for better or worse" />
        )}
      </FormRow>
      <p className="text-xs text-muted-foreground">Once submitted, your scorecard cannot be changed.</p>
      <FormDialogFooter pending={submit.isPending} onCancel={onDone} submitLabel="Submit scorecard" />
    </Form>
  );
}

export function ScorecardDialog({
  interview,
  viewerEmployeeId,
  onClose,
}: {
  /** The interview whose card to fill in or read; null while closed. */
  interview: Interview | null;
  viewerEmployeeId: string | null;
  onClose: () => void;
}) {
  const mine = interview?.scorecards.find((card) => card.interviewer.id === viewerEmployeeId) ?? null;
  const writing = interview?.awaitingMyScorecard ?? false;
  return (
    <FormDialog
      open={interview !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={interview ? `Scorecard: ${interview.candidate}` : 'Scorecard'}
      description={
        interview
          ? `${interview.opening} · ${formatDateTimeIn(interview.startsAt, interview.timeZone)}${writing ? '. Rate each criterion from 1 (poor) to 5 (outstanding).' : ''}`
          : ''
      }
      className="sm:max-w-2xl"
    >
      {interview && writing ? (
        <ScorecardForm interview={interview} onDone={onClose} />
      ) : (
        <div className="grid gap-4">
          {mine?.submittedAt ? (
            <ScorecardSummary scorecard={mine} />
          ) : (
            <p className="text-sm text-muted-foreground">
              You have no scorecard to fill in for this interview.
            </p>
          )}
          <DialogFooter className="border-t pt-4">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </div>
      )}
    </FormDialog>
  );
}
