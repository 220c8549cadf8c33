import { type Document, UpdateDocumentStatusBodySchema } from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateDocumentStatus } from '../api/update-document-status';

function RejectForm({ document, onDone }: { document: Document; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [comments, setComments] = useState('');
  const [error, setError] = useState<{ comments?: string | undefined; form?: string | undefined }>({});
  const update = useUpdateDocumentStatus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule, so the message matches what the server would answer.
    const body = { status: 'rejected' as const, comments };
    const parsed = UpdateDocumentStatusBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'comments') ?? parsed.error.issues[0];
      setError({ comments: issue?.message });
      return;
    }
    update.mutate(
      { employeeId: document.employeeId, documentId: document.id, body },
      {
        onSuccess: () => {
          const title = document.title;
          const employee = document.employee.name;
          toast.success(t`“${title}” rejected`, {
            description: t`${employee} can see your comments.`,
          });
          onDone();
        },
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          setError(fields.comments ? { comments: fields.comments } : { form: err.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comments`}>
          <Trans>What is wrong with it?</Trans>
        </Label>
        <Textarea
          id={`${id}-comments`}
          value={comments}
          maxLength={1000}
          rows={4}
          placeholder={t`For example: the scan is cut off at the bottom; upload the full page.`}
          onChange={(event) => {
            setComments(event.target.value);
            if (error.comments || error.form) setError({});
          }}
          aria-invalid={error.comments ? true : undefined}
          aria-describedby={error.comments ? `${id}-comments-error` : undefined}
          autoFocus
        />
        <FieldError id={`${id}-comments-error`}>{error.comments}</FieldError>
      </div>
      {error.form ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{error.form}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="destructive" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          <Trans>Reject document</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Rejecting needs a reason: the employee reads it next to the document. */
export function RejectDocumentDialog({
  document,
  onClose,
}: {
  document: Document | null;
  onClose: () => void;
}) {
  const title = document?.title;
  const employee = document?.employee.name;
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Reject this document?</Trans>
          </DialogTitle>
          <DialogDescription>
            {document ? (
              <Trans>
                “{title}” from {employee}. They will see your comments and can upload a corrected one.
              </Trans>
            ) : (
              <Trans>They will see your comments and can upload a corrected one.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {document ? <RejectForm key={document.id} document={document} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
