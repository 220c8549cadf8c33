import { type CreateEnrolmentBody, type Enrolment, EnrolmentSchema } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

/** Enrols the caller (no `employeeId`) or someone else; a full session puts them on its waitlist. */
export async function createEnrolment(body: CreateEnrolmentBody): Promise<Enrolment> {
  return EnrolmentSchema.parse(await api.post<unknown>('/training/enrolments', body));
}

export function useCreateEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEnrolment, onSuccess: () => invalidateTraining(queryClient) });
}
