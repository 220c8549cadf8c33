/**
 * A person's statutory bonus for a financial year (admin, hr), from the Basic + DA its slips paid.
 * Nothing is kept: a mutation only because the calculator asks on submit and shows the answer for
 * the inputs it was asked with.
 */
import { type BonusBodySchema, type BonusResult, BonusResultSchema } from '@hrms/contracts/payroll';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type BonusBody = z.output<typeof BonusBodySchema>;

export async function calculateBonus(body: BonusBody): Promise<BonusResult> {
  return BonusResultSchema.parse(await api.post<unknown>('/payroll/calculators/bonus', body));
}

export function useCalculateBonus() {
  return useMutation({ mutationFn: calculateBonus });
}
