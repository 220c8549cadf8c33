/**
 * A "collect a document" task's state in place of a tick: none uploaded, waiting for review,
 * verified or rejected; the person themself gets the way to upload it.
 */
import type { Task } from '@hrms/contracts/onboarding';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { documentLine, documentState } from '../utils/onboarding-format';
import { DocumentStateBadge } from './onboarding-badges';

export function TaskDocument({ task, viewerEmployeeId }: { task: Task; viewerEmployeeId: string | null }) {
  const state = documentState(task);
  if (!state) return null;
  const theirs = viewerEmployeeId !== null && viewerEmployeeId === task.employee.id;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span>{documentLine(task)}</span>
      <DocumentStateBadge state={state} />
      {theirs && task.status === 'open' && state !== 'verified' && state !== 'pending' ? (
        <Link
          to="/document-management"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Upload className="size-3.5" aria-hidden="true" />
          Upload it in Documents
        </Link>
      ) : null}
    </span>
  );
}
