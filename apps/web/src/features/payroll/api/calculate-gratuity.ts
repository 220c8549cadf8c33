/**
 * Gratuity for a person on a last day (admin, hr). Nothing is kept: a mutation only because the
 * calculator asks on submit and shows the answer for the inputs it was asked with.
 */
import { type GratuityBodySchema, type GratuityResult, GratuityResultSchema } from '@hrms/contracts/payroll';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type GratuityBody = z.output<typeof GratuityBodySchema>;

export async function calculateGratuity(body: GratuityBody): Promise<GratuityResult> {
  return GratuityResultSchema.parse(await api.post<unknown>('/payroll/calculators/gratuity', body));
}

export function useCalculateGratuity() {
  return useMutation({ mutationFn: calculateGratuity });
}
