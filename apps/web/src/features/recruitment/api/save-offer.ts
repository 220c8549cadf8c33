import { type Offer, OfferSchema, type SaveOfferBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Writes the offer of an application in the offer stage (the CTC in paise). */
export async function saveOffer({
  applicationId,
  body,
}: {
  applicationId: string;
  body: SaveOfferBody;
}): Promise<Offer> {
  return OfferSchema.parse(
    await api.put<unknown>(`/recruitment/applications/${encodeURIComponent(applicationId)}/offer`, body),
  );
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOffer, onSuccess: () => invalidateRecruitment(queryClient) });
}
