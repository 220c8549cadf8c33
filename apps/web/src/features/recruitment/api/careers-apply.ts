/**
 * Applying for an open role from the careers page, without signing in: multipart, the text fields
 * first so the server has them before it streams the résumé.
 */
import { ApplyResponseSchema } from '@hrms/contracts/recruitment';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export interface ApplyInput {
  openingId: string;
  name: string;
  email: string;
  phone: string;
  /** By question id; unanswered optional questions left out. */
  answers: Record<string, string>;
  /** The honeypot: empty from a person. */
  website: string;
  resume: File;
}

export async function applyForOpening(input: ApplyInput): Promise<z.infer<typeof ApplyResponseSchema>> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('phone', input.phone);
  form.append('answers', JSON.stringify(input.answers));
  form.append('website', input.website);
  form.append('resume', input.resume, input.resume.name);
  const data = await api.post<unknown>(
    `/careers/openings/${encodeURIComponent(input.openingId)}/apply`,
    form,
    {
      skipAuthRedirect: true,
    },
  );
  return ApplyResponseSchema.parse(data);
}

export function useApplyForOpening() {
  return useMutation({ mutationFn: applyForOpening });
}
