/**
 * The options of a salary that are not its amounts: the tax regime (and the old regime's 80C
 * declaration), the state whose professional tax applies, PF, and pension membership. Both the new
 * revision's form and the change of options hold these fields under the same names.
 */
import {
  PF_MODES,
  PT_STATE_NAMES,
  PT_STATES,
  type SalaryRevision,
  TAX_REGIMES,
} from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/native-select';
import { i18n } from '../../../i18n/i18n';
import { formatPaise } from '../../../lib/format';
import { paiseToRupeesEntry, rupeesToPaise } from '../../../lib/money-entry';
import { PF_MODE_HINTS, PF_MODE_LABELS, TAX_REGIME_LABELS } from '../utils/payroll-format';
import { RupeeInput } from './rupee-input';

/** The options as the inputs hold them: no state is '', the declaration is rupees as typed. */
export interface SalaryOptionsDraft {
  taxRegime: SalaryRevision['taxRegime'];
  ptState: string;
  pfMode: SalaryRevision['pfMode'];
  epsMember: boolean;
  section80C: string;
}

export type SalaryOptions = Pick<SalaryRevision, 'taxRegime' | 'ptState' | 'pfMode' | 'epsMember'> & {
  declarations: { section80C?: number };
};

/** A revision's options as the inputs start; the product's defaults when there is none. */
export function optionsDraftOf(revision: SalaryRevision | null): SalaryOptionsDraft {
  const declared = revision?.declarations.section80C;
  return {
    taxRegime: revision?.taxRegime ?? 'new',
    ptState: revision?.ptState ?? '',
    pfMode: revision?.pfMode ?? 'capped',
    epsMember: revision?.epsMember ?? true,
    section80C: declared === undefined ? '' : paiseToRupeesEntry(declared),
  };
}

/**
 * The draft's options as the API reads them; what cannot be read is reported by its field. The
 * declaration counts only under the old regime, so under the new one none is sent.
 */
export function readOptions(
  draft: SalaryOptionsDraft,
  problem: (field: keyof SalaryOptionsDraft, message: string) => void,
): SalaryOptions {
  const declarations: SalaryOptions['declarations'] = {};
  if (draft.taxRegime === 'old' && draft.section80C.trim() !== '') {
    const paise = rupeesToPaise(draft.section80C);
    if (paise === null) problem('section80C', i18n._(msg`Write the amount in rupees, like 1,50,000`));
    else declarations.section80C = paise;
  }
  return {
    taxRegime: draft.taxRegime,
    ptState: draft.ptState === '' ? null : (draft.ptState as SalaryOptions['ptState']),
    pfMode: draft.pfMode,
    epsMember: draft.epsMember,
    declarations,
  };
}

/** The API's name of an option's field (`body.declarations.section80C`) → the input's. */
export function optionsFieldOf(field: string): keyof SalaryOptionsDraft | null {
  if (field === 'body.declarations.section80C' || field === 'body.declarations') return 'section80C';
  return null;
}

const REGIME_HINTS: Record<SalaryRevision['taxRegime'], MessageDescriptor> = {
  new: msg`The default: lower slabs and a larger standard deduction, no declarations.`,
  old: msg`Higher slabs, but professional tax and declarations such as 80C are deducted.`,
};

export function SalaryOptionsFields() {
  const { t } = useLingui();
  const { control } = useFormContext<SalaryOptionsDraft>();
  const regime = useWatch<SalaryOptionsDraft, 'taxRegime'>({ name: 'taxRegime' });
  const pfMode = useWatch<SalaryOptionsDraft, 'pfMode'>({ name: 'pfMode' });
  const declared = useWatch<SalaryOptionsDraft, 'section80C'>({ name: 'section80C' });
  const declaredPaise = declared ? rupeesToPaise(declared) : null;
  const reads = declaredPaise !== null ? formatPaise(declaredPaise) : '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormRow
        control={control}
        name="taxRegime"
        label={t`Tax regime`}
        describe
        description={i18n._(REGIME_HINTS[regime])}
        keepDescription
      >
        {(field) => (
          <NativeSelect {...field}>
            {TAX_REGIMES.map((value) => (
              <option key={value} value={value}>
                {i18n._(TAX_REGIME_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormRow
        control={control}
        name="ptState"
        label={t`Professional tax`}
        describe
        description={t`The state whose professional tax is deducted.`}
        keepDescription
      >
        {(field) => (
          <NativeSelect {...field}>
            <option value="">{t`None`}</option>
            {PT_STATES.map((state) => (
              <option key={state} value={state}>
                {PT_STATE_NAMES[state]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormRow
        control={control}
        name="pfMode"
        label={t`Provident fund`}
        describe
        description={i18n._(PF_MODE_HINTS[pfMode])}
        keepDescription
      >
        {(field) => (
          <NativeSelect {...field}>
            {PF_MODES.map((value) => (
              <option key={value} value={value}>
                {i18n._(PF_MODE_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormField
        control={control}
        name="epsMember"
        render={({ field }) => (
          <FormItem className="space-y-1.5 sm:pt-7">
            <div className="flex items-start gap-2">
              <FormControl describe>
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={pfMode === 'none'}
                  className="mt-0.5"
                />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel className="font-normal">
                  <Trans>Member of the pension scheme (EPS)</Trans>
                </FormLabel>
                <FormDescription keep>
                  <Trans>
                    Not for a joiner from 1 Sep 2014 earning above the PF ceiling: then the employer’s whole
                    share goes to PF.
                  </Trans>
                </FormDescription>
              </div>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      {regime === 'old' ? (
        <FormRow
          control={control}
          name="section80C"
          label={t`80C declaration, a year`}
          optional
          describe
          description={
            declaredPaise !== null
              ? t`Reads as ${reads}; beyond the rule’s limit does not count.`
              : t`PF, life insurance, ELSS and the like, up to the limit of the income-tax rule.`
          }
        >
          {(field) => <RupeeInput {...field} placeholder="1,50,000" />}
        </FormRow>
      ) : null}
    </div>
  );
}
