/**
 * Changing an onboarding task: its assignee marks it done or opens it again; admin and hr also skip,
 * reassign or re-date it. The onboarding page does all of it, the dashboard ticks one's own tasks in
 * place; a "collect a document" task is done when hr verifies the upload, never by hand.
 */
import { type Task, TaskSchema, type UpdateTaskBody } from '@hrms/contracts/onboarding';
import { api } from '../lib/api-client';

export async function updateOnboardingTask({
  id,
  body,
}: {
  id: string;
  body: UpdateTaskBody;
}): Promise<Task> {
  return TaskSchema.parse(await api.patch<unknown>(`/onboarding/tasks/${encodeURIComponent(id)}`, body));
}
