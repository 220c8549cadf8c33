/**
 * The editor's values and how they become a request body. The body is checked
 * with the same schema the server uses (contracts `CreateAnnouncementBodySchema`),
 * plus the rules about time the schema cannot know: a schedule in the future,
 * an expiry after the announcement goes out.
 */
import {
  type Announcement,
  type AnnouncementPrioritySchema,
  type CreateAnnouncementBody,
  CreateAnnouncementBodySchema,
  type UpdateAnnouncementBody,
} from '@hrms/contracts/announcements';
import type { Role } from '@hrms/contracts/roles';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { i18n } from '../../../i18n/i18n';

export type AnnouncementPriority = z.infer<typeof AnnouncementPrioritySchema>;

export interface AnnouncementFormValues {
  title: string;
  body: string;
  priority: AnnouncementPriority;
  pinned: boolean;
  audience: 'everyone' | 'groups';
  departmentIds: string[];
  officeIds: string[];
  roles: Role[];
  timing: 'now' | 'schedule';
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local value); '' when unset. */
  publishAt: string;
  expiresAt: string;
}

export type AnnouncementField = 'title' | 'body' | 'priority' | 'audience' | 'publishAt' | 'expiresAt';
export type AnnouncementFormErrors = Partial<Record<AnnouncementField | 'form', string>>;

export type SubmitAction = 'draft' | 'publish' | 'save';

export function emptyAnnouncementForm(): AnnouncementFormValues {
  return {
    title: '',
    body: '',
    priority: 'normal',
    pinned: false,
    audience: 'everyone',
    departmentIds: [],
    officeIds: [],
    roles: [],
    timing: 'now',
    publishAt: '',
    expiresAt: '',
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant → the datetime-local value showing it in the browser's time zone. */
export function toLocalInput(instant: string | null): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value → an ISO instant; null when empty, undefined when unreadable. */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function formFromAnnouncement(a: Announcement): AnnouncementFormValues {
  return {
    title: a.title,
    body: a.body,
    priority: a.priority,
    pinned: a.pinned,
    audience: a.audience.everyone ? 'everyone' : 'groups',
    departmentIds: [...a.audience.departmentIds],
    officeIds: [...a.audience.officeIds],
    roles: [...a.audience.roles],
    timing: a.status === 'scheduled' || (a.publishAt !== null && a.status === 'draft') ? 'schedule' : 'now',
    publishAt: toLocalInput(a.publishAt),
    expiresAt: toLocalInput(a.expiresAt),
  };
}

const FIELD_OF: Record<string, AnnouncementField> = {
  title: 'title',
  body: 'body',
  priority: 'priority',
  audience: 'audience',
  everyone: 'audience',
  departmentIds: 'audience',
  officeIds: 'audience',
  roles: 'audience',
  publishAt: 'publishAt',
  expiresAt: 'expiresAt',
};

/** Which editor field a schema path or a server field (`body.audience.everyone`) belongs to. */
export function fieldOf(path: readonly PropertyKey[] | string): AnnouncementField | 'form' {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  // The server names the part of the request first: `body.title`, `body.body`.
  if (segments.length > 1 && segments[0] === 'body') segments.shift();
  for (const segment of segments.reverse()) {
    const field = FIELD_OF[segment];
    if (field) return field;
  }
  return 'form';
}

function collect(issues: readonly z.core.$ZodIssue[]): AnnouncementFormErrors {
  const errors: AnnouncementFormErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

export type BuildResult =
  | { ok: true; body: CreateAnnouncementBody }
  | { ok: false; errors: AnnouncementFormErrors };

/**
 * The request body for `action`: `draft` keeps it unpublished, `publish` publishes
 * now or at the chosen time, `save` (an announcement already out) changes it only.
 */
export function buildAnnouncementBody(
  values: AnnouncementFormValues,
  action: SubmitAction,
  now: Date = new Date(),
): BuildResult {
  const errors: AnnouncementFormErrors = {};
  const scheduling = values.timing === 'schedule' && action !== 'save';

  const publishAt = scheduling ? fromLocalInput(values.publishAt) : null;
  if (publishAt === undefined) errors.publishAt = i18n._(msg`Enter a valid date and time`);
  else if (scheduling && publishAt === null && action === 'publish') {
    errors.publishAt = i18n._(msg`Choose when to publish`);
  } else if (publishAt && action === 'publish' && Date.parse(publishAt) <= now.getTime()) {
    errors.publishAt = i18n._(msg`Choose a time in the future`);
  }

  const expiresAt = fromLocalInput(values.expiresAt);
  if (expiresAt === undefined) errors.expiresAt = i18n._(msg`Enter a valid date and time`);
  else if (expiresAt) {
    const goesOut = publishAt ? Date.parse(publishAt) : now.getTime();
    if (Date.parse(expiresAt) <= goesOut) {
      errors.expiresAt = publishAt
        ? i18n._(msg`The expiry must be after the publishing time`)
        : i18n._(msg`The expiry must be in the future`);
    }
  }

  const candidate = {
    title: values.title,
    body: values.body,
    priority: values.priority,
    pinned: values.pinned,
    audience:
      values.audience === 'everyone'
        ? { everyone: true, departmentIds: [], officeIds: [], roles: [] }
        : {
            everyone: false,
            departmentIds: values.departmentIds,
            officeIds: values.officeIds,
            roles: values.roles,
          },
    action: action === 'save' ? 'draft' : action,
    publishAt: publishAt ?? null,
    expiresAt: expiresAt ?? null,
  };
  const parsed = CreateAnnouncementBodySchema.safeParse(candidate);
  const all = { ...(parsed.success ? {} : collect(parsed.error.issues)), ...errors };
  if (!parsed.success || Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

/** The PATCH body: `save` changes the content of one already out, leaving its status and time alone. */
export function updateBodyFor(body: CreateAnnouncementBody, action: SubmitAction): UpdateAnnouncementBody {
  if (action !== 'save') return body;
  const { action: _action, publishAt: _publishAt, ...content } = body;
  return content;
}
