/**
 * A new salary revision as its form holds it, and read into the request: an annual CTC in rupees,
 * or components, each a fixed amount in rupees a month or a formula. Money is read from the digits
 * typed (never through a float), then the whole body is held to the contract's schema, so what the
 * server would refuse is said on its field first.
 */
import {
  type CreateSalaryConfigBody,
  CreateSalaryConfigBodySchema,
  type SalaryComponent,
  type SalaryRevision,
} from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { paiseToRupeesEntry, rupeesToPaise } from '../../../lib/money-entry';
import {
  optionsDraftOf,
  optionsFieldOf,
  readOptions,
  type SalaryOptionsDraft,
} from '../components/salary-options-fields';

export interface ComponentDraft {
  code: string;
  name: string;
  kind: SalaryComponent['kind'];
  /** Paid as a fixed amount a month, or by a formula. */
  by: 'amount' | 'formula';
  /** Rupees a month, as typed. */
  amount: string;
  formula: string;
  taxable: boolean;
  prorated: boolean;
}

export interface RevisionDraft extends SalaryOptionsDraft {
  effectiveFrom: string;
  basis: 'ctc' | 'components';
  /** Rupees a year, as typed. */
  annualCtc: string;
  metro: boolean;
  components: ComponentDraft[];
  reason: string;
}

export const BLANK_COMPONENT: ComponentDraft = {
  code: '',
  name: '',
  kind: 'earning',
  by: 'amount',
  amount: '',
  formula: '',
  taxable: true,
  prorated: true,
};

export function componentDraftOf(component: SalaryRevision['components'][number]): ComponentDraft {
  return {
    code: component.code,
    name: component.name,
    kind: component.kind,
    by: component.formula === null ? 'amount' : 'formula',
    amount: component.amount === null ? '' : paiseToRupeesEntry(component.amount),
    formula: component.formula ?? '',
    taxable: component.taxable,
    prorated: component.prorated,
  };
}

/**
 * A new revision starts from the one in force: its options, and its components when it was made of
 * them (a revision usually changes a few amounts); a CTC is typed afresh.
 */
export function revisionDraftOf(current: SalaryRevision | null): RevisionDraft {
  const byComponents = current !== null && current.annualCtc === null;
  return {
    effectiveFrom: '',
    basis: byComponents ? 'components' : 'ctc',
    annualCtc: '',
    metro: false,
    components: byComponents ? current.components.map(componentDraftOf) : [],
    reason: '',
    ...optionsDraftOf(current),
  };
}

/** The contract's path of a problem → the form's field. */
function formPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'declarations') return 'section80C';
  return [head, ...rest].join('.');
}

/** The API's name of a field (`body.components.1.formula`) → the form's, where they differ. */
export function revisionFieldOf(field: string): string | null {
  return optionsFieldOf(field);
}

export function readRevision(
  draft: RevisionDraft,
  employeeId: string,
  problem: (path: string, message: string) => void,
): CreateSalaryConfigBody | null {
  const reported = new Set<string>();
  const fail = (path: string, message: string) => {
    if (reported.has(path)) return;
    reported.add(path);
    problem(path, message);
  };
  if (draft.effectiveFrom === '') fail('effectiveFrom', i18n._(msg`Choose the date this salary starts from`));

  let annualCtc: number | undefined;
  let components: SalaryComponent[] | undefined;
  if (draft.basis === 'ctc') {
    if (draft.annualCtc.trim() === '')
      fail('annualCtc', i18n._(msg`Give the annual CTC in rupees, like 12,00,000`));
    else {
      const paise = rupeesToPaise(draft.annualCtc);
      if (paise === null)
        fail('annualCtc', i18n._(msg`Write the CTC in rupees, like 12,00,000 or 1250000.50`));
      else annualCtc = paise;
    }
  } else {
    // Optional beside components: formulas of GROSS are split from it.
    if (draft.annualCtc.trim() !== '') {
      const paise = rupeesToPaise(draft.annualCtc);
      if (paise === null)
        fail('annualCtc', i18n._(msg`Write the CTC in rupees, like 12,00,000 or 1250000.50`));
      else annualCtc = paise;
    }
    if (draft.components.length === 0) fail('components', i18n._(msg`Add at least one component`));
    components = draft.components.map((row, i) => {
      let amount: number | null = null;
      let formula: string | null = null;
      if (row.by === 'amount') {
        amount = rupeesToPaise(row.amount);
        if (amount === null)
          fail(`components.${i}.amount`, i18n._(msg`Write the amount a month in rupees, like 25,000`));
      } else {
        formula = row.formula.trim();
        if (formula === '') fail(`components.${i}.formula`, i18n._(msg`Write a formula, like BASIC * 0.4`));
      }
      return {
        code: row.code.trim(),
        name: row.name.trim(),
        kind: row.kind,
        formula,
        amount,
        taxable: row.taxable,
        prorated: row.prorated,
      };
    });
  }
  const options = readOptions(draft, (field, message) => fail(field, message));
  const reason = draft.reason.trim();
  const body = {
    employeeId,
    effectiveFrom: draft.effectiveFrom,
    ...(annualCtc !== undefined ? { annualCtc } : {}),
    ...(components !== undefined ? { components } : {}),
    metro: draft.metro,
    ...options,
    ...(reason ? { reason } : {}),
  };
  const checked = CreateSalaryConfigBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = formPath(issue.path);
      // What could not be read was said above, once: an amount not read is no "neither amount nor formula".
      const sibling = path.replace(/\.(amount|formula)$/, (_, f) =>
        f === 'amount' ? '.formula' : '.amount',
      );
      if (reported.has(sibling)) continue;
      fail(path, issue.message);
    }
  }
  return reported.size === 0 && checked.success ? checked.data : null;
}

/** The form's schema: the draft read into the body, each problem on its field. */
export function revisionFormSchema(employeeId: string) {
  return z.custom<RevisionDraft>().transform((draft, ctx) => {
    const body = readRevision(draft, employeeId, (path, message) =>
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      }),
    );
    return body ?? z.NEVER;
  });
}
