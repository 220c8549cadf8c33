import { type DecideOfferBody, type Offer, OfferSchema } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Records that the letter went out, the candidate's answer, or that the company withdrew it. */
export async function decideOffer({
  applicationId,
  status,
}: {
  applicationId: string;
  status: DecideOfferBody['status'];
}): Promise<Offer> {
  return OfferSchema.parse(
    await api.post<unknown>(`/recruitment/applications/${encodeURIComponent(applicationId)}/offer/decision`, {
      status,
    }),
  );
}

export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideOffer, onSuccess: () => invalidateRecruitment(queryClient) });
}
