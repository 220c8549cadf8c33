/** An application's notes, oldest first, with the colleagues each mentions, and a box to add one. */
import {
  type ApplicationDetail,
  CreateNoteBodySchema,
  RECRUITMENT_LIMITS,
} from '@hrms/contracts/recruitment';
import { AtSign } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useAddNote } from '../api/add-note';
import { ColleaguesPicker } from './colleagues-picker';

function NoteForm({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const add = useAddNote();
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<PersonOption[]>([]);
  const [errors, setErrors] = useState<{ body?: string | undefined; mentions?: string | undefined }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = CreateNoteBodySchema.safeParse({ body, mentionIds: mentions.map((p) => p.id) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'mentionIds') next.mentions ??= issue.message;
        else next.body ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.body ? `${id}-body` : `${id}-mentions`)?.focus();
      return;
    }
    add.mutate(
      { applicationId: application.id, body: parsed.data },
      {
        onSuccess: () => {
          setBody('');
          setMentions([]);
          setErrors({});
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setErrors({
            body: fields.body ?? (fields.mentionIds ? undefined : failure.message),
            mentions: fields.mentionIds,
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg bg-muted/40 p-3 dark:bg-muted/20">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-body`}>Add a note</Label>
        <Textarea
          id={`${id}-body`}
          rows={3}
          value={body}
          maxLength={RECRUITMENT_LIMITS.maxNote}
          placeholder="What did you notice? Only colleagues who follow this application see it."
          disabled={add.isPending}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            if (errors.body) setErrors((prev) => ({ ...prev, body: undefined }));
          }}
        />
        <FieldError id={`${id}-body-error`}>{errors.body}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-mentions`}>
          Mention colleagues <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <ColleaguesPicker
          id={`${id}-mentions`}
          value={mentions}
          onChange={(next) => {
            setMentions(next);
            setErrors((prev) => ({ ...prev, mentions: undefined }));
          }}
          max={10}
          noun="mention of"
          disabled={add.isPending}
          aria-invalid={errors.mentions ? true : undefined}
          aria-describedby={errors.mentions ? `${id}-mentions-error` : `${id}-mentions-hint`}
        />
        {errors.mentions ? (
          <FieldError id={`${id}-mentions-error`}>{errors.mentions}</FieldError>
        ) : (
          <p id={`${id}-mentions-hint`} className="text-xs text-muted-foreground">
            Each one is told about the note.
          </p>
        )}
      </div>
      <Button type="submit" size="sm" className="w-fit" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : null}
        Add note
      </Button>
    </form>
  );
}

export function ApplicationNotes({ application }: { application: ApplicationDetail }) {
  const notes = application.notes;
  return (
    <div className="grid gap-3">
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="space-y-3" aria-label={`Notes on ${application.candidate.name}`}>
          {notes.map((note) => (
            <li key={note.id} className="space-y-1 text-sm" data-testid="application-note">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{note.author}</span> ·{' '}
                <time dateTime={note.createdAt}>{formatRelativeTime(note.createdAt)}</time>
              </p>
              <p className="break-words whitespace-pre-line">{note.body}</p>
              {note.mentions.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Mentioned">
                  {note.mentions.map((person) => (
                    <li
                      key={person.id}
                      className="inline-flex items-center gap-1 rounded-full border bg-muted/60 px-2 py-0.5 text-xs"
                    >
                      <AtSign className="size-3 text-muted-foreground" aria-hidden="true" />
                      {person.name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {application.can.note ? <NoteForm application={application} /> : null}
    </div>
  );
}
