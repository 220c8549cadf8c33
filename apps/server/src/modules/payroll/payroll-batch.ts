/** Ids a query takes at once, in each of payroll's repositories. */
export const BATCH = 1000;
