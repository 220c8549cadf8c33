/** A task's comments, opened from its count: the thread, oldest first, and a box to add one. */
import { CreateCommentBodySchema, ONBOARDING_LIMITS, type Task } from '@hrms/contracts/onboarding';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryBody } from '../../../components/query-body';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { plural } from '../utils/onboarding-format';

function Thread({ task }: { task: Task }) {
  const id = useId();
  const comments = useComments(task.id);
  const add = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = CreateCommentBodySchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a comment');
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    add.mutate(
      { taskId: task.id, body: parsed.data },
      {
        onSuccess: () => {
          setText('');
          setError(null);
        },
        onError: (failure) => setError(fieldErrorsOf(failure).body ?? failure.message),
      },
    );
  };

  return (
    <div className="space-y-3 rounded-lg bg-muted/40 p-3">
      <QueryBody
        query={comments}
        loadingLabel="Loading the comments"
        skeleton={
          <>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </>
        }
        className="space-y-2"
        failedTitle="We could not load the comments"
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <ol className="space-y-3" aria-label={`Comments on ${task.title}`}>
              {items.map((comment) => (
                <li key={comment.id} className="space-y-0.5 text-sm" data-testid="task-comment">
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{comment.author}</span> ·{' '}
                    <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</time>
                  </p>
                  <p className="break-words whitespace-pre-line">{comment.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryBody>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${id}-body`} className="sr-only">
          Comment on {task.title}
        </Label>
        <Textarea
          id={`${id}-body`}
          rows={2}
          value={text}
          maxLength={ONBOARDING_LIMITS.maxComment}
          placeholder="Add a comment"
          disabled={add.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <Button type="submit" size="sm" className="w-fit" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          Add comment
        </Button>
      </form>
    </div>
  );
}

export function TaskComments({ task }: { task: Task }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = task.comments === 0 ? 'Comments' : plural(task.comments, 'comment', 'comments');
  return (
    <div className="space-y-2">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-7 px-2 text-muted-foreground"
        aria-expanded={open}
        aria-controls={open ? `${id}-thread` : undefined}
        aria-label={`${count} on ${task.title}`}
        onClick={() => setOpen((was) => !was)}
      >
        <MessageSquare aria-hidden="true" />
        {count}
      </Button>
      {open ? (
        <div id={`${id}-thread`}>
          <Thread task={task} />
        </div>
      ) : null}
    </div>
  );
}
