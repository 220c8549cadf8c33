/**
 * A person's calendar subscription: an iCalendar address of their office's holidays and their own
 * approved leave, which a calendar app reads with no session. Only a hash of its token is kept.
 */

import { createHash, randomBytes } from 'node:crypto';
import { type CalendarFeed, HOLIDAY_TYPE_LABELS } from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { toICalendar } from '../../lib/icalendar';
import { findCompany } from '../../people/people.repository';
import { allHolidays, deleteFeed, feedOwner, findFeed, placeOf, saveFeed } from './holidays.repository';
import type { HolidaysDeps, HolidayWrites } from './holidays-context';

export class HolidayFeedsService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
  ) {}

  async feed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    const feed = await findFeed(this.deps.db, actor.userId);
    return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null, path: null };
  }

  /** A new subscription address for me; any earlier one stops working. */
  async createFeed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    await this.writes.transact(async (tx) => {
      const before = await findFeed(tx, actor.userId);
      await saveFeed(tx, actor.userId, feedTokenHash(token), now);
      await this.deps.audit.record(tx, actor, {
        action: 'user.calendar_feed.create',
        entityType: 'user',
        entityId: actor.userId,
        before: before ? { createdAt: before.createdAt.toISOString() } : null,
        after: { createdAt: now.toISOString() },
      });
    });
    return { active: true, createdAt: now.toISOString(), path: `/api/holidays/feed/${token}.ics` };
  }

  async deleteFeed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    await this.writes.transact(async (tx) => {
      if (!(await deleteFeed(tx, actor.userId))) {
        this.deps.audit.nothingChanged();
        return;
      }
      await this.deps.audit.record(tx, actor, {
        action: 'user.calendar_feed.delete',
        entityType: 'user',
        entityId: actor.userId,
        before: null,
        after: null,
      });
    });
    return { active: false, createdAt: null, path: null };
  }

  /**
   * The subscription itself, asked for by a calendar app with no session: the token is the key. The
   * holidays of the person's office from the start of last year to the end of next year.
   */
  async feedFile(file: string): Promise<string> {
    const owner = await feedOwner(this.deps.db, feedTokenHash(file.replace(/\.ics$/, '')));
    if (!owner) throw new AppError('NOT_FOUND', 'This calendar address is not in use.');
    const place = owner.employeeId ? await placeOf(this.deps.db, owner.employeeId) : undefined;
    const companyId = place?.companyId ?? (await findCompany(this.deps.db, null))?.id;
    if (!companyId) throw new AppError('NOT_FOUND', 'This calendar address is not in use.');
    const office = place?.office ?? undefined;
    const year = Number(
      calendarDateIn(this.deps.clock.now(), office?.timezone ?? DEFAULT_TIME_ZONE).slice(0, 4),
    );
    const rows = await allHolidays(this.deps.db, companyId, {
      from: `${year - 1}-01-01`,
      to: `${year + 1}-12-31`,
      office,
    });
    // The owner's own approved leave sits beside the holidays, so a phone shows both.
    const leave =
      owner.employeeId && this.deps.leave
        ? await this.deps.leave.approvedLeaveOf(owner.employeeId, `${year - 1}-01-01`, `${year + 1}-12-31`)
        : [];
    return toICalendar(office ? `Holidays · ${office.name}` : 'Holidays', [
      ...rows.map((h) => ({
        uid: `holiday-${h.id}@hrms`,
        date: h.date,
        summary: h.type === 'optional' ? `${h.name} (optional)` : h.name,
        description: h.description,
        categories: [HOLIDAY_TYPE_LABELS[h.type].label],
        stamp: h.updatedAt,
      })),
      ...leave.map((l) => ({
        uid: `leave-${l.requestId}@hrms`,
        date: l.startDate,
        until: l.endDate,
        summary: `On leave: ${l.leaveType}${l.half ? ` (${l.half})` : ''}`,
        description: null,
        categories: ['Leave'],
        stamp: l.updatedAt,
      })),
    ]);
  }
}

const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
