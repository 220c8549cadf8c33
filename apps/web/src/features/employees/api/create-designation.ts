import { DesignationSchema } from '@hrms/contracts/organization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export type Designation = z.infer<typeof DesignationSchema>;

/** A new job title hr can pick from then on. */
export async function createDesignation(name: string): Promise<Designation> {
  return DesignationSchema.parse(await api.post<unknown>('/organization/designations', { name }));
}

export function useCreateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesignation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.designations() }),
  });
}
