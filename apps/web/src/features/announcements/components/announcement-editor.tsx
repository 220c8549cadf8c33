import type { Announcement } from '@hrms/contracts/announcements';
import { ROLES, type Role } from '@hrms/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Eye, PencilLine } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MarkdownContent } from '../../../components/markdown-content';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { i18n } from '../../../i18n/i18n';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useCreateAnnouncement } from '../api/create-announcement';
import { type AudienceOption, useAudienceOptions } from '../api/get-audience-options';
import { useUpdateAnnouncement } from '../api/update-announcement';
import {
  type AnnouncementField,
  type AnnouncementFormErrors,
  type AnnouncementFormValues,
  buildAnnouncementBody,
  emptyAnnouncementForm,
  fieldOf,
  formFromAnnouncement,
  type SubmitAction,
  updateBodyFor,
} from '../utils/announcement-form';
import { PRIORITY_LABELS } from './announcement-badges';

const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-2.5">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
        checked ? 'border-primary bg-accent text-accent-foreground' : 'bg-card hover:bg-muted/60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary outline-none"
      />
      {children}
    </label>
  );
}

function CheckList<T extends string>({
  idPrefix,
  options,
  selected,
  onToggle,
  invalid,
}: {
  idPrefix: string;
  options: { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T, on: boolean) => void;
  invalid: boolean;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={selected.includes(option.value)}
              onCheckedChange={(state) => onToggle(option.value, state === true)}
              aria-invalid={invalid || undefined}
            />
            <Label htmlFor={id} className="font-normal">
              {option.label}
            </Label>
          </div>
        );
      })}
    </div>
  );
}

function GroupList({
  legend,
  idPrefix,
  options,
  loading,
  selected,
  onToggle,
  invalid,
  unavailable,
}: {
  legend: string;
  idPrefix: string;
  options: AudienceOption[] | null | undefined;
  loading: boolean;
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
  invalid: boolean;
  unavailable: string;
}) {
  const { t } = useLingui();
  const before = selected.length;
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{legend}</p>
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> <Trans>Loading…</Trans>
        </p>
      ) : options === null || options === undefined ? (
        <p className="text-sm text-muted-foreground">
          {unavailable}
          {before > 0 ? ` ${t`${before} chosen before stay as they are.`}` : ''}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <CheckList
          idPrefix={idPrefix}
          options={options.map((o) => ({ value: o.id, label: o.name }))}
          selected={selected}
          onToggle={onToggle}
          invalid={invalid}
        />
      )}
    </div>
  );
}

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? list : [...list, value]) : list.filter((v) => v !== value);
}

function successMessage(action: SubmitAction, values: AnnouncementFormValues, result: Announcement): string {
  if (action === 'save') return i18n._(msg`Changes saved`);
  if (action === 'draft') return i18n._(msg`Draft saved`);
  if (result.status === 'scheduled' && result.publishAt) {
    return i18n._(msg`Scheduled for ${formatDateTime(result.publishAt)}`);
  }
  return i18n._(values.timing === 'schedule' ? msg`Announcement scheduled` : msg`Announcement published`);
}

/** `Draft · by Asha`: the status and the author, over the editor of one. */
function statusByLine(status: Announcement['status'], author: string): MessageDescriptor {
  switch (status) {
    case 'draft':
      return msg`Draft · by ${author}`;
    case 'scheduled':
      return msg`Scheduled · by ${author}`;
    case 'published':
      return msg`Published · by ${author}`;
    case 'archived':
      return msg`Archived · by ${author}`;
  }
}

function EditorForm({ announcement, onDone }: { announcement: Announcement | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<AnnouncementFormValues>(() =>
    announcement ? formFromAnnouncement(announcement) : emptyAnnouncementForm(),
  );
  const [errors, setErrors] = useState<AnnouncementFormErrors>({});
  // Bumped on each refused submit, so the first field in error takes the focus (and scrolls into view).
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) {
      field.scrollIntoView?.({ block: 'center' });
      field.focus({ preventScroll: true });
    } else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [refusals]);
  const [bodyTab, setBodyTab] = useState<'write' | 'preview'>('write');
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const [pending, setPending] = useState<SubmitAction | null>(null);
  const audience = useAudienceOptions(values.audience === 'groups');

  const status = announcement?.status ?? 'draft';
  const isOut = status === 'published' || status === 'archived';
  const set = <K extends keyof AnnouncementFormValues>(key: K, value: AnnouncementFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    const field = fieldOf([key]);
    if (errors[field] || errors.form) setErrors((prev) => ({ ...prev, [field]: undefined, form: undefined }));
  };

  const submit = async (action: SubmitAction) => {
    const built = buildAnnouncementBody(values, action);
    if (!built.ok) {
      setErrors(built.errors);
      if (built.errors.body) setBodyTab('write');
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setPending(action);
    try {
      const result = announcement
        ? await update.mutateAsync({ id: announcement.id, body: updateBodyFor(built.body, action) })
        : await create.mutateAsync(built.body);
      toast.success(successMessage(action, values, result));
      onDone();
    } catch (error) {
      const next: AnnouncementFormErrors = {};
      for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
        const field = fieldOf(key);
        next[field] ??= message;
      }
      if (Object.keys(next).length === 0 || (next.form && Object.keys(next).length === 1)) {
        next.form = isApiError(error) || error instanceof Error ? error.message : t`Something went wrong`;
      }
      setErrors(next);
      setRefusals((n) => n + 1);
    } finally {
      setPending(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(isOut ? 'save' : 'publish');
  };

  const errorId = (field: AnnouncementField) => `${id}-${field}-error`;
  const describedBy = (field: AnnouncementField) => (errors[field] ? errorId(field) : undefined);
  const busy = pending !== null;
  const scheduling = values.timing === 'schedule';

  return (
    // The fields scroll; the footer with Save and Publish stays in view however tall the form grows.
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div
        data-testid="announcement-editor-body"
        className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 pb-5 sm:px-8"
      >
        {errors.form ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{errors.form}</AlertDescription>
          </Alert>
        ) : null}

        <div className="space-y-2">
          <Label htmlFor={`${id}-title`}>
            <Trans>Title</Trans>
          </Label>
          <Input
            id={`${id}-title`}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={200}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
            placeholder={t`Office closed on Friday`}
          />
          <FieldError id={errorId('title')} message={errors.title} />
        </div>

        <div className="space-y-2">
          <Tabs value={bodyTab} onValueChange={(v) => setBodyTab(v as 'write' | 'preview')}>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor={`${id}-body`}>
                <Trans>Message</Trans>
              </Label>
              <TabsList aria-label={t`Message view`}>
                <TabsTrigger value="write">
                  <PencilLine aria-hidden="true" />
                  <Trans>Write</Trans>
                </TabsTrigger>
                <TabsTrigger value="preview">
                  <Eye aria-hidden="true" />
                  <Trans>Preview</Trans>
                </TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="write" className="mt-2 space-y-1.5">
              <Textarea
                id={`${id}-body`}
                value={values.body}
                onChange={(e) => set('body', e.target.value)}
                rows={9}
                maxLength={20_000}
                className="font-mono text-[13px] leading-relaxed"
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={[describedBy('body'), `${id}-body-hint`].filter(Boolean).join(' ')}
                placeholder={t`## What is happening

Write in Markdown: **bold**, _italic_, lists and [links](https://…).`}
              />
              <p id={`${id}-body-hint`} className="text-xs text-muted-foreground">
                {t`Markdown: **bold**, _italic_, # headings, - lists, [links](https://…). HTML is removed.`}
              </p>
            </TabsContent>
            <TabsContent value="preview" className="mt-2">
              <div className="max-h-80 min-h-40 overflow-y-auto rounded-md border bg-background px-4 py-3">
                {values.body.trim() ? (
                  <MarkdownContent markdown={values.body} />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Nothing to preview yet.</Trans>
                  </p>
                )}
              </div>
            </TabsContent>
          </Tabs>
          <FieldError id={errorId('body')} message={errors.body} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-priority`}>
              <Trans>Priority</Trans>
            </Label>
            <NativeSelect
              id={`${id}-priority`}
              value={values.priority}
              onChange={(e) => set('priority', e.target.value as AnnouncementFormValues['priority'])}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {i18n._(PRIORITY_LABELS[p])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-end">
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id={`${id}-pinned`}
                checked={values.pinned}
                onCheckedChange={(state) => set('pinned', state === true)}
              />
              <Label htmlFor={`${id}-pinned`} className="font-normal">
                <Trans>Pin to the top of the feed</Trans>
              </Label>
            </div>
          </div>
        </div>

        <Fieldset legend={t`Who sees it`}>
          <div className="grid gap-2 sm:grid-cols-2">
            <Choice
              name={`${id}-audience`}
              value="everyone"
              checked={values.audience === 'everyone'}
              onChange={() => set('audience', 'everyone')}
            >
              <Trans>Everyone</Trans>
            </Choice>
            <Choice
              name={`${id}-audience`}
              value="groups"
              checked={values.audience === 'groups'}
              onChange={() => set('audience', 'groups')}
            >
              <Trans>Chosen departments, offices or roles</Trans>
            </Choice>
          </div>
          {values.audience === 'groups' ? (
            <div className="space-y-4 rounded-lg border bg-muted/30 p-4">
              <p className="text-xs text-muted-foreground">
                <Trans>Anyone in at least one of the chosen groups sees it.</Trans>
              </p>
              <div className="space-y-2">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  <Trans>Roles</Trans>
                </p>
                <CheckList<Role>
                  idPrefix={`${id}-role`}
                  options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
                  selected={values.roles}
                  onToggle={(role, on) => set('roles', toggle(values.roles, role, on))}
                  invalid={Boolean(errors.audience)}
                />
              </div>
              <GroupList
                legend={t`Departments`}
                idPrefix={`${id}-dept`}
                options={audience.data?.departments}
                loading={audience.isPending}
                selected={values.departmentIds}
                onToggle={(dept, on) => set('departmentIds', toggle(values.departmentIds, dept, on))}
                invalid={Boolean(errors.audience)}
                unavailable={t`Departments cannot be listed here yet.`}
              />
              <GroupList
                legend={t`Offices`}
                idPrefix={`${id}-office`}
                options={audience.data?.offices}
                loading={audience.isPending}
                selected={values.officeIds}
                onToggle={(office, on) => set('officeIds', toggle(values.officeIds, office, on))}
                invalid={Boolean(errors.audience)}
                unavailable={t`Offices cannot be listed here yet.`}
              />
            </div>
          ) : null}
          <FieldError id={errorId('audience')} message={errors.audience} />
        </Fieldset>

        {!isOut ? (
          <Fieldset legend={t`When`}>
            <div className="grid gap-2 sm:grid-cols-2">
              <Choice
                name={`${id}-timing`}
                value="now"
                checked={!scheduling}
                onChange={() => set('timing', 'now')}
              >
                <Trans>Publish now</Trans>
              </Choice>
              <Choice
                name={`${id}-timing`}
                value="schedule"
                checked={scheduling}
                onChange={() => set('timing', 'schedule')}
              >
                <Trans>Schedule for later</Trans>
              </Choice>
            </div>
            {scheduling ? (
              <div className="space-y-2">
                <Label htmlFor={`${id}-publish-at`}>
                  <Trans>Publish on</Trans>
                </Label>
                <DateTimeInput
                  id={`${id}-publish-at`}
                  value={values.publishAt}
                  onValueChange={(value) => set('publishAt', value)}
                  aria-invalid={errors.publishAt ? true : undefined}
                  aria-describedby={describedBy('publishAt')}
                  className="sm:max-w-96"
                />
              </div>
            ) : null}
            <FieldError id={errorId('publishAt')} message={errors.publishAt} />
          </Fieldset>
        ) : null}

        <div className="space-y-2">
          <Label htmlFor={`${id}-expires-at`}>
            <Trans>
              Expires <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          </Label>
          <DateTimeInput
            id={`${id}-expires-at`}
            value={values.expiresAt}
            onValueChange={(value) => set('expiresAt', value)}
            aria-invalid={errors.expiresAt ? true : undefined}
            aria-describedby={[describedBy('expiresAt'), `${id}-expires-hint`].filter(Boolean).join(' ')}
            className="sm:max-w-96"
          />
          <p id={`${id}-expires-hint`} className="text-xs text-muted-foreground">
            <Trans>It leaves the feed at this time. Leave empty to keep it.</Trans>
          </p>
          <FieldError id={errorId('expiresAt')} message={errors.expiresAt} />
        </div>
      </div>

      <DialogFooter className="border-t px-6 py-4 sm:px-8">
        {isOut ? (
          <Button type="submit" disabled={busy}>
            {pending === 'save' ? <Spinner /> : null}
            <Trans>Save changes</Trans>
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void submit('draft')}>
              {pending === 'draft' ? <Spinner /> : null}
              {status === 'scheduled' ? t`Move to drafts` : t`Save draft`}
            </Button>
            <Button type="submit" disabled={busy}>
              {pending === 'publish' ? <Spinner /> : null}
              {scheduling ? (status === 'scheduled' ? t`Save schedule` : t`Schedule`) : t`Publish now`}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}

/** Writing or changing an announcement (admin and hr). */
export function AnnouncementEditor({
  open,
  announcement,
  onOpenChange,
}: {
  open: boolean;
  /** The one being changed; null for a new announcement. */
  announcement: Announcement | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-w-3xl flex-col gap-5 overflow-hidden p-0 sm:p-0"
        data-testid="announcement-editor"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="px-6 pt-6 pr-12 sm:px-8 sm:pt-8 sm:pr-14">
          <DialogTitle>{announcement ? t`Edit announcement` : t`New announcement`}</DialogTitle>
          <DialogDescription>
            {announcement
              ? i18n._(statusByLine(announcement.status, announcement.author.name))
              : t`Write it in Markdown, choose who sees it, then publish now or schedule it.`}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EditorForm
            key={announcement?.id ?? 'new'}
            announcement={announcement}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
