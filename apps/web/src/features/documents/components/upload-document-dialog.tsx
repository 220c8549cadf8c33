import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CATEGORIES,
  DOCUMENT_MAX_BYTES_DEFAULT,
  type DocumentCategory,
  UploadDocumentFieldsSchema,
} from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, FileUp, Upload } from 'lucide-react';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useUploadDocument } from '../api/upload-document';
import { ACCEPTED_TYPES, formatFileSize, validateDocumentFile } from '../utils/document-file';
import { DOCUMENT_CATEGORY_MESSAGES } from '../utils/document-labels';

interface Errors {
  file?: string | undefined;
  category?: string | undefined;
  title?: string | undefined;
  form?: string | undefined;
}

function UploadForm({
  employeeId,
  maxBytes,
  onDone,
}: {
  employeeId: string;
  maxBytes: number;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const upload = useUploadDocument();

  const chooseFile = (next: File | null) => {
    setFile(next);
    // Said at once: waiting for the submit to learn that 40 MB is too much wastes the person's time.
    setErrors((prev) => ({
      ...prev,
      file: next ? (validateDocumentFile(next, maxBytes) ?? undefined) : undefined,
      form: undefined,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    next.file = validateDocumentFile(file, maxBytes) ?? undefined;
    if (!category) next.category = t`Choose what kind of document this is`;
    const fields = UploadDocumentFieldsSchema.safeParse({ category: category || 'other', title });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        if (issue.path[0] === 'title') next.title ??= issue.message;
      }
    }
    if (next.file || next.category || next.title || !file || !category) {
      setErrors(next);
      return;
    }
    setErrors({});
    upload.mutate(
      { employeeId, file, category, title },
      {
        onSuccess: (document) => {
          const uploaded = document.title;
          toast.success(t`“${uploaded}” uploaded`, { description: t`HR will review it.` });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          setErrors({
            file: fieldErrors.file,
            category: fieldErrors.category,
            title: fieldErrors.title,
            // 413 and 415 name the problem with the file itself: the server's words, as it says them.
            form: fieldErrors.file || fieldErrors.category || fieldErrors.title ? undefined : error.message,
          });
        },
      },
    );
  };

  const fileError = errors.file;
  const typeList = ACCEPTED_TYPES.list;
  const lastType = ACCEPTED_TYPES.last;
  const maxSize = formatFileSize(maxBytes);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>
          <Trans>File</Trans>
        </Label>
        <label
          htmlFor={`${id}-file`}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-dashed px-4 py-5 text-center text-sm transition-colors hover:bg-muted/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
            fileError ? 'border-destructive' : 'border-input',
          )}
        >
          <FileUp className="size-6 text-muted-foreground" aria-hidden="true" />
          {file ? (
            <span className="max-w-full font-medium break-all">
              {file.name}{' '}
              <span className="font-normal text-muted-foreground">({formatFileSize(file.size)})</span>
            </span>
          ) : (
            <span className="font-medium">
              <Trans>Choose a file</Trans>
            </span>
          )}
          <span className="text-xs text-muted-foreground">
            <Trans>
              {typeList} or {lastType}, up to <span className="whitespace-nowrap">{maxSize}</span>
            </Trans>
          </span>
          <input
            id={`${id}-file`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>
          <Trans>Category</Trans>
        </Label>
        <NativeSelect
          id={`${id}-category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as DocumentCategory | '');
            setErrors((prev) => ({ ...prev, category: undefined, form: undefined }));
          }}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
        >
          <option value="" disabled>
            {t`Choose a category`}
          </option>
          {DOCUMENT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {i18n._(DOCUMENT_CATEGORY_MESSAGES[value])}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-category-error`}>{errors.category}</FieldError>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          <Trans>
            Title <span className="font-normal text-muted-foreground">(optional)</span>
          </Trans>
        </Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          placeholder={file ? file.name : t`Defaults to the file name`}
          onChange={(event) => {
            setTitle(event.target.value);
            if (errors.title) setErrors((prev) => ({ ...prev, title: undefined }));
          }}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
        />
        <FieldError id={`${id}-title-error`}>{errors.title}</FieldError>
      </div>

      {errors.form ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={upload.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
          {upload.isPending ? t`Uploading…` : t`Upload`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Adds a document for one employee; the form starts empty each time it opens. */
export function UploadDocumentDialog({
  employeeId,
  open,
  onOpenChange,
  forSomeoneElse = false,
  maxBytes = DOCUMENT_MAX_BYTES_DEFAULT,
}: {
  employeeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  forSomeoneElse?: boolean;
  /** The server's limit from the documents list; the default until it has loaded. */
  maxBytes?: number | undefined;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Upload a document</Trans>
          </DialogTitle>
          <DialogDescription>
            {forSomeoneElse
              ? t`It is added to this employee’s documents, pending review.`
              : t`HR reviews each document and verifies it or tells you what is wrong.`}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <UploadForm employeeId={employeeId} maxBytes={maxBytes} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
