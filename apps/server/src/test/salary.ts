/** Salary components as the payroll API takes them, for tests that set up someone's pay. */

/** A fixed monthly earning of `amount` paise, taxable and prorated for part months. */
export const fixedEarning = (code: string, amount: number, name = code) => ({
  code,
  name,
  kind: 'earning',
  formula: null,
  amount,
  taxable: true,
  prorated: true,
});
