/**
 * An admin adds a statutory rule from a date, when the law changes: EPF and ESI by their fields
 * (rupees and percents, read exactly into paise and basis points), professional tax and income tax
 * as their params in JSON. Each starts from the rule in force of its kind. The contract's schema
 * checks the rule here as the server will; the server's refusal lands on the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { StatutoryRuleRow } from '@hrms/contracts/payroll';
import {
  type StatutoryRule,
  type StatutoryRuleKind,
  StatutoryRuleSchema,
} from '@hrms/contracts/payroll-rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type FieldPath, useForm, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { valueControl } from '../../../components/value-control';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-client';
import { FORM_ERROR } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { bpToPercent, paiseToRupeesEntry, percentToBp, rupeesToPaise } from '../../../lib/money-entry';
import { toast } from '../../../lib/toast';
import { useAddStatutoryRule } from '../api/add-statutory-rule';
import { RULE_KIND_LABELS, RULE_KINDS } from '../utils/rule-summary';
import { PercentInput } from './percent-input';
import { RupeeInput } from './rupee-input';

interface EpfDraft {
  wageCeiling: string;
  employeeRateBp: string;
  employerRateBp: string;
  epsRateBp: string;
  edliRateBp: string;
  adminRateBp: string;
  epsNewMembersFrom: string;
}

interface EsiDraft {
  wageLimit: string;
  employeeRateBp: string;
  employerRateBp: string;
}

export interface RuleDraft {
  kind: StatutoryRuleKind;
  key: string;
  effectiveFrom: string;
  epf: EpfDraft;
  esi: EsiDraft;
  /** The params of a professional-tax or income-tax rule, as JSON. */
  params: string;
}

/** Kinds whose params have fields here; the others are written as JSON. */
const FIELDS_KINDS: readonly StatutoryRuleKind[] = ['epf', 'esi'];

/** The newest rule of a kind (and key, if given), to start the next one from. */
function latest(rules: readonly StatutoryRuleRow[], kind: StatutoryRuleKind, key?: string) {
  return rules
    .filter((r) => r.kind === kind && (key === undefined || r.key === key))
    .reduce<StatutoryRuleRow | null>(
      (best, r) => (!best || r.effectiveFrom > best.effectiveFrom ? r : best),
      null,
    );
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

export function ruleDraftOf(rules: readonly StatutoryRuleRow[], kind: StatutoryRuleKind): RuleDraft {
  const epf = latest(rules, 'epf', 'default')?.params ?? {};
  const esi = latest(rules, 'esi', 'default')?.params ?? {};
  const other = FIELDS_KINDS.includes(kind) ? null : latest(rules, kind);
  return {
    kind,
    key: FIELDS_KINDS.includes(kind) ? 'default' : (other?.key ?? ''),
    effectiveFrom: '',
    epf: {
      wageCeiling: paiseToRupeesEntry(num(epf.wageCeiling)),
      employeeRateBp: bpToPercent(num(epf.employeeRateBp)),
      employerRateBp: bpToPercent(num(epf.employerRateBp)),
      epsRateBp: bpToPercent(num(epf.epsRateBp)),
      edliRateBp: bpToPercent(num(epf.edliRateBp)),
      adminRateBp: bpToPercent(num(epf.adminRateBp)),
      epsNewMembersFrom: typeof epf.epsNewMembersFrom === 'string' ? epf.epsNewMembersFrom : '2014-09-01',
    },
    esi: {
      wageLimit: paiseToRupeesEntry(num(esi.wageLimit)),
      employeeRateBp: bpToPercent(num(esi.employeeRateBp)),
      employerRateBp: bpToPercent(num(esi.employerRateBp)),
    },
    params: other ? JSON.stringify(other.params, null, 2) : '{}',
  };
}

const RUPEE_FIELDS = new Set(['wageCeiling', 'wageLimit']);
const DATE_FIELDS = new Set(['epsNewMembersFrom']);

/** A field-kind's draft read into its params: rupees to paise, percents to basis points. */
function readFields(
  draft: Record<string, string>,
  problem: (field: string, message: string) => void,
): Record<string, number | string> {
  const params: Record<string, number | string> = {};
  for (const [field, text] of Object.entries(draft)) {
    if (DATE_FIELDS.has(field)) {
      if (text === '') problem(field, i18n._(msg`Choose a date`));
      params[field] = text;
    } else if (RUPEE_FIELDS.has(field)) {
      const paise = rupeesToPaise(text);
      if (paise === null) problem(field, i18n._(msg`Write an amount in rupees, like 15,000`));
      else params[field] = paise;
    } else {
      const bp = percentToBp(text);
      if (bp === null) problem(field, i18n._(msg`Write a percent with up to two decimals, like 8.33`));
      else params[field] = bp;
    }
  }
  return params;
}

/** Where a problem with `params.<path>` shows: on its own field, or on the JSON with its path. */
function paramsProblem(kind: StatutoryRuleKind, path: string[], message: string): [string, string] {
  if (kind === 'epf' || kind === 'esi')
    return path.length > 0 ? [`${kind}.${path[0]}`, message] : [FORM_ERROR, message];
  return ['params', path.length > 0 ? `${path.join('.')}: ${message}` : message];
}

export function readRule(
  draft: RuleDraft,
  problem: (field: string, message: string) => void,
): StatutoryRule | null {
  let readable = true;
  const fail = (field: string, message: string) => {
    readable = false;
    problem(field, message);
  };
  if (draft.effectiveFrom === '') fail('effectiveFrom', i18n._(msg`Choose the date the rule applies from`));
  let params: unknown;
  if (draft.kind === 'epf' || draft.kind === 'esi') {
    const kind = draft.kind;
    params = readFields({ ...draft[kind] }, (field, message) => fail(`${kind}.${field}`, message));
  } else {
    try {
      params = JSON.parse(draft.params);
    } catch (error) {
      const reason = error instanceof Error ? error.message : i18n._(msg`check the brackets and quotes`);
      fail('params', i18n._(msg`That is not JSON: ${reason}`));
    }
  }
  if (!readable) return null;
  const checked = StatutoryRuleSchema.safeParse({
    kind: draft.kind,
    key: draft.key.trim(),
    effectiveFrom: draft.effectiveFrom,
    params,
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [head, ...rest] = issue.path.map(String);
    if (head === 'params') fail(...paramsProblem(draft.kind, rest, issue.message));
    else fail(head === 'key' || head === 'effectiveFrom' ? head : FORM_ERROR, issue.message);
  }
  return null;
}

function ruleFormSchema() {
  return z.custom<RuleDraft>().transform((draft, ctx) => {
    const rule = readRule(draft, (field, message) =>
      ctx.addIssue({ code: 'custom', path: field.split('.'), message }),
    );
    return rule ?? z.NEVER;
  });
}

/** The server's name of a field (`body.params.wageCeiling`) → where its message shows. */
function serverProblem(kind: StatutoryRuleKind, field: string, message: string): [string, string] {
  const path = field.split('.');
  if (path[0] === 'body') path.shift();
  const [head, ...rest] = path;
  if (head === 'params') return paramsProblem(kind, rest, message);
  if (head === 'key' || head === 'effectiveFrom') return [head, message];
  return [FORM_ERROR, message];
}

export function AddRuleDialog({
  rules,
  open,
  onOpenChange,
}: {
  rules: readonly StatutoryRuleRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const add = useAddStatutoryRule();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !add.isPending) && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Add a statutory rule</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              It applies from its date until a later rule of the same kind and key. Rules already kept do not
              change.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <RuleForm
            rules={rules}
            pending={add.isPending}
            send={async (rule) => {
              await add.mutateAsync(rule);
              const title = i18n._(RULE_KIND_LABELS[rule.kind].title);
              const from = formatDate(rule.effectiveFrom);
              toast.success(t`${title} rule from ${from} added`);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RuleForm({
  rules,
  pending,
  send,
  onCancel,
}: {
  rules: readonly StatutoryRuleRow[];
  pending: boolean;
  send: (rule: StatutoryRule) => Promise<void>;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const form = useForm<RuleDraft, unknown, StatutoryRule>({
    resolver: zodResolver(ruleFormSchema()),
    defaultValues: ruleDraftOf(rules, 'epf'),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const formError = form.formState.errors.root?.server?.message;

  // Each kind starts from its rule in force; what was typed for another kind is left behind.
  useEffect(() => {
    const fresh = ruleDraftOf(rules, kind);
    form.reset({ ...fresh, effectiveFrom: form.getValues('effectiveFrom') }, { keepDefaultValues: true });
  }, [kind, rules, form]);

  const onSubmit = async (rule: StatutoryRule) => {
    if (pending) return;
    try {
      await send(rule);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('effectiveFrom', { type: 'server', message: error.message });
        return;
      }
      const details = isApiError(error) ? (error.details ?? []) : [];
      if (details.length === 0) {
        form.setError(FORM_ERROR, {
          type: 'server',
          message: (error instanceof Error && error.message) || t`Could not add the rule. Try again.`,
        });
        return;
      }
      for (const detail of details) {
        const [field, message] = serverProblem(kind, detail.field, detail.message);
        form.setError(field as FieldPath<RuleDraft>, { type: 'server', message });
      }
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t`Statutory rule`}>
      <ErrorAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow control={form.control} name="kind" label={t`Kind`}>
          {(field) => (
            <NativeSelect {...field}>
              {RULE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(RULE_KIND_LABELS[value].title)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
        <FormRow control={form.control} name="effectiveFrom" label={t`Applies from`}>
          {(field) => <DateInput {...valueControl(field)} />}
        </FormRow>
      </div>

      {kind === 'epf' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <RupeeField name="epf.wageCeiling" label={t`Wage ceiling, a month`} />
          <DateField name="epf.epsNewMembersFrom" label={t`Not in EPS if joined from`} />
          <PercentField name="epf.employeeRateBp" label={t`Employee’s rate`} />
          <PercentField name="epf.employerRateBp" label={t`Employer’s rate`} />
          <PercentField name="epf.epsRateBp" label={t`Pension (EPS), of the employer’s`} />
          <PercentField name="epf.edliRateBp" label={t`EDLI`} />
          <PercentField name="epf.adminRateBp" label={t`Admin charge`} />
        </div>
      ) : kind === 'esi' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <RupeeField name="esi.wageLimit" label={t`Covered up to, gross a month`} />
          <div className="hidden sm:block" />
          <PercentField name="esi.employeeRateBp" label={t`Employee’s rate`} />
          <PercentField name="esi.employerRateBp" label={t`Employer’s rate`} />
        </div>
      ) : (
        <>
          <FormRow
            control={form.control}
            name="key"
            label={t`Key`}
            describe
            description={
              kind === 'income_tax'
                ? t`The regime: new or old.`
                : t`The state, and -male or -female where the rule is for one: MH-male, KA.`
            }
            className="sm:max-w-64"
          >
            {(field) => <Input {...field} spellCheck={false} autoComplete="off" className="font-mono" />}
          </FormRow>
          <FormRow
            control={form.control}
            name="params"
            label={t`Params, as JSON`}
            describe
            description={t`Started from the newest rule of this kind. Money in paise (₹200 is 20000), rates in basis points (5 % is 500), the last slab’s upTo null.`}
          >
            {(field) => <Textarea {...field} rows={12} spellCheck={false} className="font-mono text-xs" />}
          </FormRow>
        </>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          <Trans>Add rule</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** The name of a field of the EPF or ESI params. */
type FieldsName = `epf.${keyof EpfDraft}` | `esi.${keyof EsiDraft}`;

function RupeeField({ name, label }: { name: FieldsName; label: string }) {
  const { control } = useFormContext<RuleDraft>();
  return (
    <FormRow control={control} name={name} label={label}>
      {(field) => <RupeeInput {...field} />}
    </FormRow>
  );
}

function PercentField({ name, label }: { name: FieldsName; label: string }) {
  const { control } = useFormContext<RuleDraft>();
  return (
    <FormRow control={control} name={name} label={label}>
      {(field) => <PercentInput {...field} />}
    </FormRow>
  );
}

function DateField({ name, label }: { name: 'epf.epsNewMembersFrom'; label: string }) {
  const { control } = useFormContext<RuleDraft>();
  return (
    <FormRow control={control} name={name} label={label}>
      {(field) => <DateInput {...valueControl(field)} />}
    </FormRow>
  );
}
