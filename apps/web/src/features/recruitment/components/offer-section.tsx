/**
 * The offer of an application (hr): its terms and letter, written while the application is in the
 * offer stage (the CTC typed in rupees, sent in paise), then marked sent, accepted or declined, or
 * withdrawn; the letter as a PDF; and once accepted, the hire.
 */
import type { ApplicationDetail, DecideOfferBody, Offer } from '@hrms/contracts/recruitment';
import { CircleCheck, CircleX, FileDown, Pencil, Send, Undo2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { valueControl } from '../../../components/value-control';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatPaise } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideOffer } from '../api/decide-offer';
import { useDownloadOfferLetter } from '../api/download-offer-letter';
import { useSaveOffer } from '../api/save-offer';
import { fileSlug } from '../utils/application-format';
import {
  type OfferBody,
  type OfferFormValues,
  offerFormValues,
  offerResolver,
} from '../utils/application-forms';
import { OfferBadge } from './application-badges';
import { HireDialog } from './hire-dialog';

type Decision = DecideOfferBody['status'];

const DECISIONS: Record<Decision, { label: string; done: string; Icon: typeof Send }> = {
  sent: { label: 'Mark sent', done: 'The offer is marked sent', Icon: Send },
  accepted: { label: 'Accepted', done: 'The offer is marked accepted', Icon: CircleCheck },
  declined: { label: 'Declined', done: 'The offer is marked declined', Icon: CircleX },
  withdrawn: { label: 'Withdraw', done: 'The offer was withdrawn', Icon: Undo2 },
};

/** What may follow each status (as the server allows). */
const NEXT: Record<Offer['status'], Decision[]> = {
  draft: ['sent', 'withdrawn'],
  sent: ['accepted', 'declined', 'withdrawn'],
  accepted: ['withdrawn'],
  declined: [],
  withdrawn: [],
};

function OfferForm({ application, onDone }: { application: ApplicationDetail; onDone: (() => void) | null }) {
  const save = useSaveOffer();
  const form = useForm<OfferFormValues, unknown, OfferBody>({
    defaultValues: offerFormValues(application.offer),
    resolver: offerResolver,
  });
  const submit = async (body: OfferBody) => {
    try {
      await save.mutateAsync({ applicationId: application.id, body });
      toast.success(`The offer to ${application.candidate.name} is saved as a draft`);
      onDone?.();
    } catch (error) {
      setServerErrors(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="offer-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      <FormRow
        control={form.control}
        name="annualCtc"
        label="Annual CTC in rupees"
        description="Commas are fine; paise after a point, like 1250000.50."
        describe
        className="space-y-2 sm:max-w-xs"
      >
        {(field) => (
          <Input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="12,00,000"
          />
        )}
      </FormRow>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow control={form.control} name="joinDate" label="Joining date" className="space-y-2">
          {(field) => <DateInput {...valueControl(field)} />}
        </FormRow>
        <FormRow
          control={form.control}
          name="expiresOn"
          label="Expires on"
          description="On or before the joining date."
          describe
          className="space-y-2"
        >
          {(field) => <DateInput {...valueControl(field)} />}
        </FormRow>
      </div>
      <FormRow
        control={form.control}
        name="letter"
        label="Letter"
        description={
          '{{candidate}}, {{title}}, {{company}}, {{ctc}}, {{joinDate}} and {{expiresOn}} are filled in.'
        }
        describe
        className="space-y-2"
      >
        {(field) => <Textarea {...field} rows={10} maxLength={10_000} className="font-mono text-xs" />}
      </FormRow>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save offer
        </Button>
        {onDone ? (
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function OfferTerms({ offer }: { offer: Offer }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-xs text-muted-foreground">Annual CTC</dt>
        <dd className="font-medium tabular-nums" data-testid="offer-ctc">
          {formatPaise(offer.annualCtc)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Joining date</dt>
        <dd>{formatDate(offer.joinDate)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Expires on</dt>
        <dd>{formatDate(offer.expiresOn)}</dd>
      </div>
      {offer.sentAt ? (
        <div>
          <dt className="text-xs text-muted-foreground">Sent</dt>
          <dd>{formatDateTime(offer.sentAt)}</dd>
        </div>
      ) : null}
      {offer.decidedAt ? (
        <div>
          <dt className="text-xs text-muted-foreground">Decided</dt>
          <dd>{formatDateTime(offer.decidedAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function OfferSection({ application }: { application: ApplicationDetail }) {
  const offer = application.offer;
  const decide = useDecideOffer();
  const letter = useDownloadOfferLetter();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [hiring, setHiring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = application.candidate.name;
  const hired = application.hiredEmployeeId !== null;
  const inOfferStage = application.stage.kind === 'offer';
  // The server keeps an accepted offer's terms, and a hired candidate's.
  const editable = inOfferStage && !hired && offer?.status !== 'accepted';

  const run = (status: Decision, after?: () => void) => {
    setError(null);
    decide.mutate(
      { applicationId: application.id, status },
      {
        onSuccess: () => {
          toast.success(DECISIONS[status].done);
          after?.();
        },
        onError: (failure) => {
          if (status === 'withdrawn') return;
          setError(failure.message);
        },
      },
    );
  };

  return (
    <div className="grid gap-4" data-testid="offer-section">
      {offer ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <OfferBadge status={offer.status} />
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              disabled={letter.isPending}
              onClick={() =>
                letter.mutate(
                  { applicationId: application.id, fallbackName: `offer-${fileSlug(name)}.pdf` },
                  {
                    onError: (failure) =>
                      toast.error('The offer letter could not be downloaded', {
                        description: failure.message,
                        duration: 6000,
                      }),
                  },
                )
              }
            >
              {letter.isPending ? <Spinner /> : <FileDown aria-hidden="true" />}
              Offer letter (PDF)
            </Button>
          </div>
          <OfferTerms offer={offer} />
          <ErrorAlert message={error} />
          {!hired && (NEXT[offer.status].length > 0 || editable) ? (
            <div className="flex flex-wrap gap-2">
              {NEXT[offer.status].map((status) => {
                const { label, Icon } = DECISIONS[status];
                return (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 'withdrawn' ? 'outline' : status === 'sent' ? 'default' : 'secondary'}
                    disabled={decide.isPending}
                    onClick={() => (status === 'withdrawn' ? setWithdrawing(true) : run(status))}
                  >
                    {decide.isPending && decide.variables?.status === status ? (
                      <Spinner />
                    ) : (
                      <Icon aria-hidden="true" />
                    )}
                    {label}
                  </Button>
                );
              })}
              {editable && !editing ? (
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Edit offer
                </Button>
              ) : null}
            </div>
          ) : null}
          {editable && editing ? (
            <OfferForm application={application} onDone={() => setEditing(false)} />
          ) : null}
        </>
      ) : editable ? (
        <OfferForm application={application} onDone={null} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No offer yet. Move {name} to the offer stage to write one.
        </p>
      )}
      {hired ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          {name} was hired.
          <Link
            to={`/employees/${application.hiredEmployeeId}`}
            className={buttonClassName({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}
          >
            Open the employee record
          </Link>
        </p>
      ) : offer?.status === 'accepted' ? (
        <Button className="w-fit" onClick={() => setHiring(true)}>
          <UserPlus aria-hidden="true" />
          Hire {name}
        </Button>
      ) : null}
      <HireDialog application={application} open={hiring} onOpenChange={setHiring} />
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={(open) => {
          if (!open) decide.reset();
          setWithdrawing(open);
        }}
        title={`Withdraw the offer to ${name}?`}
        description="The offer can no longer be accepted. To offer again, save new terms."
        cancelLabel="Keep it"
        confirmLabel="Withdraw offer"
        pending={decide.isPending}
        error={withdrawing && decide.isError ? decide.error.message : null}
        onConfirm={() => run('withdrawn', () => setWithdrawing(false))}
      />
    </div>
  );
}
