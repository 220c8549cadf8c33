/**
 * My tax declaration for the financial year: the regime I choose and, under the old one, what I
 * invest under section 80C. It waits for HR; once approved, payroll calculates my slips with it.
 * What payroll uses today is shown beside it, so a declaration waiting is never mistaken for one
 * in force.
 */
import {
  MAX_SECTION_80C,
  type MyTaxDeclarationResponse,
  TAX_REGIMES,
  type TaxDeclaration,
  TaxDeclarationBodySchema,
} from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileCheck2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ListFailed, ListLoading } from '../../../../components/list-states';
import { ErrorAlert } from '../../../../components/ui/alert';
import { Badge, type BadgeProps } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FieldError } from '../../../../components/ui/field-error';
import { Label } from '../../../../components/ui/label';
import { RadioCard } from '../../../../components/ui/radio-card';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { fieldErrorsOf, isApiError } from '../../../../lib/api-client';
import { formatDate, formatPaise } from '../../../../lib/format';
import { paiseToRupeesEntry, rupeesToPaise } from '../../../../lib/money-entry';
import { toast } from '../../../../lib/toast';
import { useMyDeclaration } from '../../api/get-my-declaration';
import { useSubmitDeclaration } from '../../api/submit-declaration';
import { TAX_REGIME_LABELS } from '../../utils/payroll-format';
import { RupeeInput } from '../rupee-input';

export const DECLARATION_STATUS: Record<
  TaxDeclaration['status'],
  { label: MessageDescriptor; variant: BadgeProps['variant'] }
> = {
  submitted: { label: msg`Waiting for HR`, variant: 'soft' },
  approved: { label: msg`Approved`, variant: 'success' },
  rejected: { label: msg`Rejected`, variant: 'destructive' },
};

const REGIME_HINTS: Record<(typeof TAX_REGIMES)[number], MessageDescriptor> = {
  new: msg`Lower slabs and a ₹75,000 standard deduction; no investments are deducted. Most people pay less.`,
  old: msg`Higher slabs, but a ₹50,000 standard deduction, professional tax and section 80C investments are deducted.`,
};

/** When the declaration was sent and, once decided, how and by whom: one sentence each way. */
export function sentLine(declaration: TaxDeclaration): MessageDescriptor {
  const sent = formatDate(declaration.submittedAt);
  if (!declaration.decidedAt) return msg`Sent ${sent}`;
  const decided = formatDate(declaration.decidedAt);
  const by = declaration.decidedBy;
  switch (declaration.status) {
    case 'approved':
      return by ? msg`Sent ${sent}; approved ${decided} by ${by}` : msg`Sent ${sent}; approved ${decided}`;
    case 'rejected':
      return by ? msg`Sent ${sent}; rejected ${decided} by ${by}` : msg`Sent ${sent}; rejected ${decided}`;
    default:
      return by ? msg`Sent ${sent}; submitted ${decided} by ${by}` : msg`Sent ${sent}; submitted ${decided}`;
  }
}

export function MyDeclaration() {
  const { t } = useLingui();
  const mine = useMyDeclaration();
  const year = mine.data?.financialYear;
  return (
    <Card className="overflow-hidden">
      <div className="border-b p-4 sm:p-5">
        <h2 className="text-base font-semibold">{year ? t`Tax declaration ${year}` : t`Tax declaration`}</h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Choose your income-tax regime for the year from April, and declare section 80C investments under
            the old one. HR checks it; your next slips then deduct tax by it.
          </Trans>
        </p>
      </div>
      {mine.isError ? (
        <ListFailed title={t`We could not load your declaration`} query={mine} />
      ) : !mine.data ? (
        <ListLoading rows={2} />
      ) : (
        <div className="space-y-5 p-4 sm:p-5">
          <Standing data={mine.data} />
          {/* A new key once a declaration is saved or decided: the form starts from what is there. */}
          <DeclarationForm
            key={`${mine.data.declaration?.id ?? 'none'}-${mine.data.declaration?.submittedAt ?? ''}-${mine.data.declaration?.status ?? ''}`}
            declaration={mine.data.declaration}
          />
        </div>
      )}
    </Card>
  );
}

/** What payroll calculates with today, and where the declaration stands. */
function Standing({ data }: { data: MyTaxDeclarationResponse }) {
  const { i18n, t } = useLingui();
  const { declaration, inForce } = data;
  const inForceRegime = inForce ? i18n._(TAX_REGIME_LABELS[inForce.regime]) : '';
  const inForce80C = inForce ? formatPaise(inForce.section80C) : '';
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="rounded-lg border bg-muted/40 p-3">
        <dt className="text-muted-foreground">
          <Trans>Payroll uses today</Trans>
        </dt>
        <dd className="mt-1 font-medium">
          {inForce
            ? inForce.regime === 'old'
              ? t`${inForceRegime} · 80C ${inForce80C}`
              : inForceRegime
            : t`No salary yet`}
        </dd>
      </div>
      <div className="rounded-lg border bg-muted/40 p-3">
        <dt className="text-muted-foreground">
          <Trans>Your declaration</Trans>
        </dt>
        <dd className="mt-1 space-y-1">
          {declaration ? (
            <>
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {i18n._(TAX_REGIME_LABELS[declaration.regime])}
                {declaration.regime === 'old' ? ` · 80C ${formatPaise(declaration.section80C)}` : ''}
                <Badge variant={DECLARATION_STATUS[declaration.status].variant}>
                  {i18n._(DECLARATION_STATUS[declaration.status].label)}
                </Badge>
              </span>
              <span className="block text-xs text-muted-foreground">{i18n._(sentLine(declaration))}</span>
              {declaration.decisionNote ? (
                <span className="block text-xs break-words">“{declaration.decisionNote}”</span>
              ) : null}
            </>
          ) : (
            <span className="font-medium">
              <Trans>None sent this year</Trans>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function DeclarationForm({ declaration }: { declaration: TaxDeclaration | null }) {
  const { i18n, t } = useLingui();
  const submit = useSubmitDeclaration();
  const [regime, setRegime] = useState<(typeof TAX_REGIMES)[number]>(declaration?.regime ?? 'new');
  const [amount, setAmount] = useState(
    declaration?.regime === 'old' ? paiseToRupeesEntry(declaration.section80C) : '',
  );
  const [note, setNote] = useState(declaration?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const maxAmount = formatPaise(MAX_SECTION_80C);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const paise = regime === 'old' && amount.trim() !== '' ? rupeesToPaise(amount) : 0;
    if (paise === null) {
      setErrors({ section80C: t`Write the amount in rupees, like 1,50,000` });
      return;
    }
    const body = { regime, section80C: paise, ...(note.trim() ? { note: note.trim() } : {}) };
    const checked = TaxDeclarationBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync(body);
      toast.success(t`Your declaration is sent to HR`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setFailure(isApiError(error) ? error.message : t`Your declaration could not be sent`);
      }
    }
  };

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Tax regime</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TAX_REGIMES.map((value) => (
            <RadioCard
              key={value}
              name={`${id}-regime`}
              value={value}
              checked={regime === value}
              onChange={(next) => setRegime(next as typeof regime)}
              label={i18n._(TAX_REGIME_LABELS[value])}
              description={i18n._(REGIME_HINTS[value])}
            />
          ))}
        </div>
      </fieldset>
      {regime === 'old' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-80c`}>
            <Trans>Section 80C investments this year</Trans>
          </Label>
          <RupeeInput
            id={`${id}-80c`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="1,50,000"
            className="sm:max-w-xs"
            aria-invalid={errors.section80C ? true : undefined}
            aria-describedby={`${id}-80c-hint${errors.section80C ? ` ${id}-80c-error` : ''}`}
          />
          <p id={`${id}-80c-hint`} className="text-xs text-muted-foreground">
            <Trans>
              PPF, ELSS, life insurance, tuition fees, home-loan principal and your EPF share, up to{' '}
              {maxAmount}. Keep the proofs: HR may ask for them.
            </Trans>
          </p>
          <FieldError id={`${id}-80c-error`}>{errors.section80C}</FieldError>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>
          <Trans>Note for HR (optional)</Trans>
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          maxLength={1000}
          placeholder={t`PPF ₹1,00,000 and an ELSS fund ₹20,000`}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
        />
        <FieldError id={`${id}-note-error`}>{errors.note}</FieldError>
      </div>
      <ErrorAlert message={failure} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? (
            <Spinner />
          ) : declaration ? (
            <FileCheck2 aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {declaration ? t`Send again` : t`Send to HR`}
        </Button>
        {declaration?.status === 'approved' ? (
          <p className="text-xs text-muted-foreground">
            <Trans>Sending again waits for HR; until then payroll keeps the approved one.</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
