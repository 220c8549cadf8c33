/**
 * Announcements (spec §7 "Announcements"): admin and hr write them (`announcements:write`); everyone
 * reads what is published to them (`announcements:read`). Publishing — at once, or at `publishAt` by
 * the scheduler — stores a notification for each person in the audience and tells their sockets.
 *
 * Rules:
 * - Audience: everyone, or the union of the chosen departments, offices and roles.
 * - Status: `draft` → `published` (now) or `scheduled` (publishAt in the future) → `published`;
 *   `published` → `archived` (off the feed) or back to `draft`; `archived` may be published again.
 * - DELETE: drafts, scheduled and archived announcements are deleted; a published one is archived
 *   first, so its readers' history stays; a second DELETE deletes it.
 * - A reader sees only what is published to them and not expired; anything else is "not found".
 * - Opening one (GET by id) records that the reader has read it.
 */
import {
  ANNOUNCEMENTS_MODULE,
  type Announcement,
  type AnnouncementListResponse,
  announcementLink,
  type CreateAnnouncementBody,
  type DeleteAnnouncementResponse,
  type UpdateAnnouncementBody,
} from '@hrms/contracts/announcements';
import type { FieldIssue } from '@hrms/contracts/errors';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { userDisplayNames } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  type AnnouncementRow,
  type AnnouncementStatus,
  type Audience,
  audienceUserIds,
  claimDue,
  deleteAnnouncement,
  findAnnouncement,
  findAnnouncementForUpdate,
  findOnFeed,
  findPlacement,
  insertAnnouncement,
  listAll,
  listFeed,
  readIds,
  recordRead,
  replaceAudienceDepartment,
  unknownDepartmentIds,
  unknownOfficeIds,
  updateAnnouncement,
  type Viewer,
} from './announcements.repository';

/** The roles that see every announcement in the writers' list and hear of every change to it. */
const WRITER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'announcements:write'));

const notFound = () => new AppError('NOT_FOUND', 'Announcement not found.');

function audienceOf(row: AnnouncementRow): Audience {
  return {
    everyone: row.audienceEveryone,
    departmentIds: row.audience.departmentIds,
    officeIds: row.audience.officeIds,
    roles: row.audience.roles,
  };
}

/** What the audit trail keeps of an announcement. */
function snapshot(row: AnnouncementRow) {
  return {
    title: row.title,
    body: row.body,
    priority: row.priority,
    pinned: row.pinned,
    status: row.status,
    audience: audienceOf(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A publication that has been committed and now has to be told to people. */
interface Publication {
  row: AnnouncementRow;
  recipients: string[];
  stored: Awaited<ReturnType<NotificationsService['store']>>;
  publisherUserId: string | null;
}

export interface AnnouncementsServiceDeps {
  db: Database;
  clock: Clock;
  realtime: RealtimeService;
  audit: AuditService;
  notifications: NotificationsService;
}

export class AnnouncementsService {
  constructor(private readonly deps: AnnouncementsServiceDeps) {}

  /** A department merged into another: audiences naming it name the other (in the merge's transaction). */
  retargetDepartment(tx: Database, fromId: string, intoId: string): Promise<void> {
    return replaceAudienceDepartment(tx, fromId, intoId);
  }

  /** Writers: every announcement in any status, newest first, filtered by status and text. */
  async list(
    actor: Actor,
    query: {
      page: number;
      limit: number;
      status?: AnnouncementStatus | undefined;
      search?: string | undefined;
    },
  ): Promise<AnnouncementListResponse> {
    requirePermission(actor, 'announcements:write');
    const { rows, total } = await listAll(this.deps.db, query);
    return { items: await this.toAnnouncements(actor, rows), total, page: query.page, limit: query.limit };
  }

  /** Everyone: what is published to them and not expired, pinned first, then newest. */
  async listPublished(
    actor: Actor,
    query: { page: number; limit: number; search?: string | undefined },
  ): Promise<AnnouncementListResponse> {
    requirePermission(actor, 'announcements:read');
    const viewer = await this.viewerOf(actor);
    const { rows, total } = await listFeed(this.deps.db, viewer, this.deps.clock.now(), query);
    return { items: await this.toAnnouncements(actor, rows), total, page: query.page, limit: query.limit };
  }

  /**
   * Writers may open any announcement; readers only one on their feed. Opening one on the caller's
   * feed records that they have read it.
   */
  async get(actor: Actor, id: string): Promise<Announcement> {
    requirePermission(actor, 'announcements:read');
    const { db, clock } = this.deps;
    const now = clock.now();
    const viewer = await this.viewerOf(actor);
    const onFeed = await findOnFeed(db, id, viewer, now);
    const row =
      onFeed ?? (can(actor.role, 'announcements:write') ? await findAnnouncement(db, id) : undefined);
    if (!row) throw notFound();
    if (onFeed) {
      await recordRead(db, id, actor.userId, now);
      // Opening it is reading its notification too, in every open tab.
      await this.deps.notifications.markReadByLink(actor.userId, announcementLink(id));
    }
    const [announcement] = await this.toAnnouncements(actor, [row]);
    return announcement!;
  }

  async create(actor: Actor, body: CreateAnnouncementBody): Promise<Announcement> {
    requirePermission(actor, 'announcements:write');
    const { db, clock, audit } = this.deps;
    const now = clock.now();
    await this.checkAudience(body.audience);
    const publishAt = toDate(body.publishAt);
    const expiresAt = toDate(body.expiresAt);
    const status = nextStatus('draft', body.action, publishAt, now);
    checkTimes(status, publishAt, expiresAt, now);

    const { row, publication } = await withTransaction(db, async (tx) => {
      const row = await insertAnnouncement(tx, {
        title: body.title,
        body: body.body,
        priority: body.priority,
        pinned: body.pinned,
        status,
        audienceEveryone: body.audience.everyone,
        audience: listsOf(body.audience),
        publishAt,
        expiresAt,
        publishedAt: status === 'published' ? now : null,
        authorUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'announcement.create',
        entityType: 'announcement',
        entityId: row.id,
        before: null,
        after: snapshot(row),
      });
      const publication = status === 'published' ? await this.prepare(tx, row, actor.userId) : null;
      return { row, publication };
    });

    if (publication) this.announce(publication);
    else this.tellChange(row, 'create');
    const [announcement] = await this.toAnnouncements(actor, [row]);
    return announcement!;
  }

  async update(actor: Actor, id: string, body: UpdateAnnouncementBody): Promise<Announcement> {
    requirePermission(actor, 'announcements:write');
    const { db, clock, audit } = this.deps;
    const now = clock.now();
    if (body.audience) await this.checkAudience(body.audience);

    const outcome = await withTransaction(db, async (tx) => {
      const before = await findAnnouncementForUpdate(tx, id);
      if (!before) throw notFound();
      const publishAt = body.publishAt === undefined ? before.publishAt : toDate(body.publishAt);
      const expiresAt = body.expiresAt === undefined ? before.expiresAt : toDate(body.expiresAt);
      const status = nextStatus(before.status, body.action, publishAt, now);
      // An edit that leaves the times and the status alone is not held to them (an expired one can be fixed).
      if (body.publishAt !== undefined || body.expiresAt !== undefined || status !== before.status) {
        checkTimes(status, publishAt, expiresAt, now);
      }

      const becomesPublished = status === 'published' && before.status !== 'published';
      const row = await updateAnnouncement(tx, id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.priority !== undefined ? { priority: body.priority } : {}),
        ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
        ...(body.audience
          ? { audienceEveryone: body.audience.everyone, audience: listsOf(body.audience) }
          : {}),
        publishAt,
        expiresAt,
        status,
        publishedAt: becomesPublished ? now : status === 'draft' ? null : before.publishedAt,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action:
          status === 'archived' && before.status !== 'archived'
            ? 'announcement.archive'
            : 'announcement.update',
        entityType: 'announcement',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row),
      });
      const publication = becomesPublished ? await this.prepare(tx, row, actor.userId) : null;
      // Who saw it before the change must hear of it too (it may have left their feed).
      const previousReaders =
        before.status === 'published' ? await audienceUserIds(tx, audienceOf(before)) : [];
      const currentReaders =
        status === 'published' && !becomesPublished ? await audienceUserIds(tx, audienceOf(row)) : [];
      return { row, publication, readers: [...new Set([...previousReaders, ...currentReaders])] };
    });

    if (outcome.publication) this.announce(outcome.publication);
    const type =
      outcome.row.status === 'published' || outcome.row.status === 'scheduled' ? 'update' : 'delete';
    this.tellChange(outcome.row, outcome.publication ? null : 'update', outcome.readers, type);
    const [announcement] = await this.toAnnouncements(actor, [outcome.row]);
    return announcement!;
  }

  async remove(actor: Actor, id: string): Promise<DeleteAnnouncementResponse> {
    requirePermission(actor, 'announcements:write');
    const { db, clock, audit } = this.deps;
    const now = clock.now();
    const { row, outcome, readers } = await withTransaction(db, async (tx) => {
      const before = await findAnnouncementForUpdate(tx, id);
      if (!before) throw notFound();
      const readers = before.status === 'published' ? await audienceUserIds(tx, audienceOf(before)) : [];
      if (before.status === 'published') {
        const row = await updateAnnouncement(tx, id, { status: 'archived', updatedAt: now });
        await audit.record(tx, actor, {
          action: 'announcement.archive',
          entityType: 'announcement',
          entityId: id,
          before: snapshot(before),
          after: snapshot(row),
        });
        return { row, outcome: 'archived' as const, readers };
      }
      await deleteAnnouncement(tx, id);
      await audit.record(tx, actor, {
        action: 'announcement.delete',
        entityType: 'announcement',
        entityId: id,
        before: snapshot(before),
        after: null,
      });
      return { row: before, outcome: 'deleted' as const, readers };
    });
    this.tellChange(row, 'delete', readers, 'delete');
    return { ok: true, outcome };
  }

  /**
   * The scheduler's tick: publishes every scheduled announcement that is due and tells its audience.
   * Safe to run in several processes at once; each announcement is published by exactly one.
   * Returns the ids it published.
   */
  async publishDue(): Promise<string[]> {
    const now = this.deps.clock.now();
    const publications = await withTransaction(this.deps.db, async (tx) => {
      const claimed = await claimDue(tx, now);
      const prepared: Publication[] = [];
      for (const row of claimed) prepared.push(await this.prepare(tx, row, null));
      return prepared;
    });
    for (const publication of publications) this.announce(publication);
    return publications.map((p) => p.row.id);
  }

  /** Inside the publishing transaction: the audience, and a stored notification for each of them. */
  private async prepare(
    tx: Database,
    row: AnnouncementRow,
    publisherUserId: string | null,
  ): Promise<Publication> {
    const now = this.deps.clock.now();
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
    const recipients = expired ? [] : await audienceUserIds(tx, audienceOf(row));
    const stored = await this.deps.notifications.store(
      tx,
      recipients.filter((userId) => userId !== publisherUserId),
      {
        type: row.priority === 'urgent' || row.priority === 'high' ? 'warning' : 'info',
        event: 'announcements',
        title: 'New announcement',
        message: row.title,
        module: ANNOUNCEMENTS_MODULE,
        link: announcementLink(row.id),
      },
    );
    return { row, recipients, stored, publisherUserId };
  }

  /**
   * After the commit: `announcement-update` first (what every open feed refreshes on), then the
   * stored notifications, then `dashboard:update`.
   */
  private announce({ row, recipients, stored, publisherUserId }: Publication): void {
    const { realtime, notifications, clock } = this.deps;
    const timestamp = clock.now().toISOString();
    const told = recipients.filter((userId) => userId !== publisherUserId);
    // Readers' feeds, writers' lists and the publisher's own pages refresh; the readers are told by
    // the stored notification, the one thing in their bell.
    realtime.emitTo(
      { users: [...told, ...(publisherUserId ? [publisherUserId] : [])], roles: WRITER_ROLES },
      'announcement-update',
      { id: row.id, type: 'create', timestamp } satisfies UpdatePayload,
    );
    notifications.deliver(stored);
    realtime.emitTo({ users: recipients }, ServerEvent.dashboardUpdate, {
      module: ANNOUNCEMENTS_MODULE,
      timestamp,
    });
  }

  /** A change nobody is notified of: writers' lists and the affected readers' feeds refresh. */
  private tellChange(
    row: AnnouncementRow,
    writerType: UpdatePayload['type'] | null,
    readers: readonly string[] = [],
    readerType: UpdatePayload['type'] = 'update',
  ): void {
    const timestamp = this.deps.clock.now().toISOString();
    const { realtime } = this.deps;
    if (readers.length > 0) {
      realtime.emitTo({ users: readers }, 'announcement-update', {
        id: row.id,
        type: readerType,
        timestamp,
      } satisfies UpdatePayload);
    }
    if (writerType) {
      realtime.emitTo({ roles: WRITER_ROLES, exceptUsers: readers }, 'announcement-update', {
        id: row.id,
        type: writerType,
        timestamp,
      } satisfies UpdatePayload);
    }
  }

  private async viewerOf(actor: Actor): Promise<Viewer> {
    const placement = actor.employeeId
      ? await findPlacement(this.deps.db, actor.employeeId)
      : { departmentId: null, officeId: null };
    return { userId: actor.userId, role: actor.role, ...placement };
  }

  private async checkAudience(audience: CreateAnnouncementBody['audience']): Promise<void> {
    const [departments, offices] = await Promise.all([
      unknownDepartmentIds(this.deps.db, audience.departmentIds),
      unknownOfficeIds(this.deps.db, audience.officeIds),
    ]);
    const issues: FieldIssue[] = [
      ...departments.map(() => ({
        field: 'body.audience.departmentIds',
        message: 'No such department',
      })),
      ...offices.map(() => ({ field: 'body.audience.officeIds', message: 'No such office' })),
    ];
    if (issues.length > 0) throw validationFailed(issues);
  }

  private async toAnnouncements(actor: Actor, rows: AnnouncementRow[]): Promise<Announcement[]> {
    const { db } = this.deps;
    const [names, read] = await Promise.all([
      userDisplayNames(
        db,
        rows.map((r) => r.authorUserId),
      ),
      readIds(
        db,
        actor.userId,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      priority: row.priority,
      pinned: row.pinned,
      audience: audienceOf(row),
      status: row.status,
      publishAt: iso(row.publishAt),
      expiresAt: iso(row.expiresAt),
      publishedAt: iso(row.publishedAt),
      author: { id: row.authorUserId, name: names.get(row.authorUserId) ?? 'Unknown user' },
      read: read.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}

function listsOf(audience: CreateAnnouncementBody['audience']) {
  return {
    departmentIds: [...new Set(audience.departmentIds.map((id) => id.toLowerCase()))],
    officeIds: [...new Set(audience.officeIds.map((id) => id.toLowerCase()))],
    roles: [...new Set(audience.roles)],
  };
}

/** Where an action takes an announcement; no action keeps the status (a due scheduled one is published). */
function nextStatus(
  current: AnnouncementStatus,
  action: 'draft' | 'publish' | 'archive' | undefined,
  publishAt: Date | null,
  now: Date,
): AnnouncementStatus {
  const publish = (): AnnouncementStatus =>
    publishAt !== null && publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
  switch (action) {
    case 'draft':
      return 'draft';
    case 'archive':
      if (current !== 'published' && current !== 'archived') {
        throw new AppError('CONFLICT', 'Only a published announcement can be archived.');
      }
      return 'archived';
    case 'publish':
      return current === 'published' ? 'published' : publish();
    case undefined:
      return current === 'scheduled' ? publish() : current;
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown action ${String(unhandled)}`);
    }
  }
}

/** An announcement expires after it is published, and one going out must not have expired already. */
function checkTimes(
  status: AnnouncementStatus,
  publishAt: Date | null,
  expiresAt: Date | null,
  now: Date,
): void {
  const issues: FieldIssue[] = [];
  if (expiresAt && publishAt && expiresAt.getTime() <= publishAt.getTime()) {
    issues.push({ field: 'body.expiresAt', message: 'Must be after the publish time' });
  } else if (
    expiresAt &&
    (status === 'published' || status === 'scheduled') &&
    expiresAt.getTime() <= now.getTime()
  ) {
    issues.push({ field: 'body.expiresAt', message: 'Must be in the future' });
  }
  if (issues.length > 0) throw validationFailed(issues);
}
