import {
  type Announcement,
  AnnouncementListResponseSchema,
  AnnouncementSchema,
  announcementLink,
} from '@hrms/contracts/announcements';
import { type Notification, ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import { JobQueue } from '../../jobs/job-queue';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { Person } from '../../test/factories';
import { listen, record, SocketPool, settle, sleep } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';
import { announcementsSchedules } from './announcements.schedules';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();

type Name = 'admin' | 'hr' | 'manager' | 'e1' | 'e2' | 'e3';
const NAMES: Name[] = ['admin', 'hr', 'manager', 'e1', 'e2', 'e3'];
let people: Record<Name, Person>;
let departments: { d1: string; d2: string };
let offices: { o1: string; o2: string };
let leaver: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  departments = {
    d1: (await ctx.factories.department(company.id)).id,
    d2: (await ctx.factories.department(company.id)).id,
  };
  offices = {
    o1: (await ctx.factories.office(company.id)).id,
    o2: (await ctx.factories.office(company.id)).id,
  };
  const make = async (role: Role, departmentId: string, officeId: string, status?: 'inactive') => {
    const person = await ctx.factories.person(company.id, {
      role,
      employee: { departmentId, officeId, ...(status ? { status } : {}) },
    });
    return person;
  };
  people = {
    admin: await make('admin', departments.d1, offices.o1),
    hr: await make('hr', departments.d2, offices.o2),
    manager: await make('manager', departments.d1, offices.o2),
    e1: await make('employee', departments.d1, offices.o1),
    e2: await make('employee', departments.d2, offices.o1),
    e3: await make('employee', departments.d2, offices.o2),
  };
  // Inactive: no session can be made to work, and nobody notifies them.
  leaver = await make('employee', departments.d1, offices.o1, 'inactive');
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

/** A fresh session each time: tests move the clock by hours, past the idle and absolute limits. */
async function tokenOf(who: Name): Promise<string> {
  return (await ctx.factories.session(people[who].user.id)).token;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(who: Name | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? ctx.bearer(await tokenOf(who)) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let titles = 0;
const nextTitle = () => `Announcement ${++titles} ${Math.random().toString(36).slice(2, 8)}`;

async function create(body: Record<string, unknown>, as: Name = 'hr'): Promise<Announcement> {
  const res = await api(as, 'POST', '/api/announcements', {
    title: nextTitle(),
    body: 'Hello **team**',
    audience: { everyone: true },
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AnnouncementSchema.parse(res.json());
}

async function feed(who: Name, query = ''): Promise<Announcement[]> {
  const res = await api(who, 'GET', `/api/announcements/published${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AnnouncementListResponseSchema.parse(res.json()).items;
}

async function storedFor(userId: string, link: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link)));
}

/** Sockets for everyone, recording what reaches each. */
async function listeners() {
  const entries = await Promise.all(
    NAMES.map(async (name) => {
      const socket = await sockets.connect(baseUrl, await tokenOf(name));
      return [
        name,
        {
          socket,
          updates: record<UpdatePayload>(socket, 'announcement-update'),
          notes: record<Notification>(socket, ServerEvent.notification),
          dashboard: record(socket, ServerEvent.dashboardUpdate),
        },
      ] as const;
    }),
  );
  const byName = Object.fromEntries(entries) as Record<
    Name,
    { socket: Socket; updates: UpdatePayload[]; notes: Notification[]; dashboard: unknown[] }
  >;
  return {
    byName,
    async settled() {
      await Promise.all(NAMES.map((name) => settle(byName[name].socket)));
      return byName;
    },
  };
}

describe('audience: who sees it, who is told', () => {
  const cases: { name: string; audience: Record<string, unknown>; reaches: () => Name[] }[] = [
    { name: 'everyone', audience: { everyone: true }, reaches: () => NAMES },
    {
      name: 'a department',
      audience: { everyone: false, departmentIds: ['d1'] },
      reaches: () => ['admin', 'manager', 'e1'],
    },
    {
      name: 'an office',
      audience: { everyone: false, officeIds: ['o2'] },
      reaches: () => ['hr', 'manager', 'e3'],
    },
    { name: 'a role', audience: { everyone: false, roles: ['employee'] }, reaches: () => ['e1', 'e2', 'e3'] },
    {
      name: 'a union of department, office and role',
      audience: { everyone: false, departmentIds: ['d2'], officeIds: ['o1'], roles: ['manager'] },
      reaches: () => ['admin', 'hr', 'manager', 'e1', 'e2', 'e3'],
    },
    {
      name: 'a union of a department and a role',
      audience: { everyone: false, departmentIds: ['d1'], roles: ['hr'] },
      reaches: () => ['admin', 'hr', 'manager', 'e1'],
    },
  ];

  for (const { name, audience, reaches } of cases) {
    it(`publishes to ${name}: feed, GET by id, stored notification and events for the audience only`, async () => {
      const resolved = {
        ...audience,
        ...(audience.departmentIds
          ? { departmentIds: (audience.departmentIds as ('d1' | 'd2')[]).map((d) => departments[d]) }
          : {}),
        ...(audience.officeIds
          ? { officeIds: (audience.officeIds as ('o1' | 'o2')[]).map((o) => offices[o]) }
          : {}),
      };
      const live = await listeners();
      const published = await create({ audience: resolved, action: 'publish' }, 'hr');
      expect(published).toMatchObject({ status: 'published', audience: { ...resolved } });
      const audienceNames = reaches();
      const seen = await live.settled();

      for (const who of NAMES) {
        const inAudience = audienceNames.includes(who);
        const onFeed = (await feed(who)).some((a) => a.id === published.id);
        expect(onFeed, `${who} feed`).toBe(inAudience);
        const opened = await api(who, 'GET', `/api/announcements/${published.id}`);
        // Writers may open anything; a reader only what is published to them.
        const writer = who === 'admin' || who === 'hr';
        expect(opened.statusCode, `${who} GET by id`).toBe(inAudience || writer ? 200 : 404);

        // The publisher (hr) is not notified of their own announcement.
        const told = inAudience && who !== 'hr';
        const stored = await storedFor(people[who].user.id, announcementLink(published.id));
        expect(stored.length, `${who} stored notifications`).toBe(told ? 1 : 0);
        if (told) {
          expect(stored[0]).toMatchObject({
            module: 'announcements',
            title: 'New announcement',
            message: published.title,
          });
        }
        const notes = seen[who].notes.filter((n) => n.link === announcementLink(published.id));
        expect(notes.length, `${who} notification events`).toBe(told ? 1 : 0);

        // Opening it read its notification.
        if (told) expect(stored[0]!.readAt, `${who} notification read on opening`).not.toBeNull();

        // The update refreshes; it carries no message, so the bell holds the stored notification only.
        const updates = seen[who].updates.filter((u) => u.id === published.id);
        expect(updates, `${who} updates`).toEqual(
          told || writer ? [{ id: published.id, type: 'create', timestamp: expect.any(String) }] : [],
        );
      }
      expect(await storedFor(leaver.user.id, announcementLink(published.id))).toEqual([]);
    });
  }

  it('sends dashboard:update to the audience', async () => {
    const live = await listeners();
    await create({ audience: { everyone: false, roles: ['employee'] }, action: 'publish' });
    const seen = await live.settled();
    expect(seen.e1.dashboard).toEqual([{ module: 'announcements', timestamp: expect.any(String) }]);
    expect(seen.manager.dashboard).toEqual([]);
  });
});

describe('reading', () => {
  it('lists pinned first, then newest; searches; and records a read when a reader opens one', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const older = await create({ title: `Older ${tag}`, action: 'publish' });
    ctx.clock.advance(MINUTE_MS);
    const pinned = await create({ title: `Pinned ${tag}`, pinned: true, action: 'publish' });
    ctx.clock.advance(MINUTE_MS);
    const newer = await create({ title: `Newer ${tag} 100%`, action: 'publish' });
    const draft = await create({ title: `Draft ${tag}` });

    const mine = await feed('e2', `?search=${tag}`);
    expect(mine.map((a) => a.id)).toEqual([pinned.id, newer.id, older.id]);
    expect(mine.every((a) => a.read === false)).toBe(true);
    expect((await feed('e2', `?search=${encodeURIComponent('100%')}`)).map((a) => a.id)).toEqual([newer.id]);
    expect((await feed('e2', `?search=${encodeURIComponent('_')}`)).map((a) => a.id)).not.toContain(older.id);

    const opened = await api('e2', 'GET', `/api/announcements/${older.id}`);
    expect(opened.json()).toMatchObject({ id: older.id, read: true, author: { id: people.hr.user.id } });
    expect((await feed('e2', `?search=${tag}`)).map((a) => [a.id, a.read])).toEqual([
      [pinned.id, false],
      [newer.id, false],
      [older.id, true],
    ]);
    // Someone else's reads are their own.
    expect((await feed('e3', `?search=${tag}`)).every((a) => !a.read)).toBe(true);
    // A writer opening a draft does not count as reading it.
    expect((await api('admin', 'GET', `/api/announcements/${draft.id}`)).json()).toMatchObject({
      read: false,
    });
  });

  it('keeps the Markdown body exactly as written', async () => {
    const body = '# Heading\n\n<script>alert(1)</script> and [link](javascript:alert(1)) _em_';
    const a = await create({ body, action: 'publish' });
    expect((await api('e1', 'GET', `/api/announcements/${a.id}`)).json().body).toBe(body);
  });

  it('leaves an expired announcement off the feed, and a reader cannot open it', async () => {
    const a = await create({
      action: 'publish',
      expiresAt: new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    expect((await feed('e1')).map((x) => x.id)).toContain(a.id);
    ctx.clock.advance(2 * HOUR_MS);
    expect((await feed('e1')).map((x) => x.id)).not.toContain(a.id);
    expect((await api('e1', 'GET', `/api/announcements/${a.id}`)).statusCode).toBe(404);
    expect((await api('hr', 'GET', `/api/announcements/${a.id}`)).statusCode).toBe(200);
  });

  it('never lets a reader open a draft, a scheduled or an archived one, or an unknown id', async () => {
    const draft = await create({});
    const scheduled = await create({
      action: 'publish',
      publishAt: new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const archived = await create({ action: 'publish' });
    expect(
      (await api('hr', 'PATCH', `/api/announcements/${archived.id}`, { action: 'archive' })).statusCode,
    ).toBe(200);
    for (const id of [draft.id, scheduled.id, archived.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api('e1', 'GET', `/api/announcements/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Announcement not found.' });
    }
  });
});

describe('writers: GET /api/announcements', () => {
  it('lists every status, newest first, filtered by status and search', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const draft = await create({ title: `W ${tag} draft` });
    ctx.clock.advance(1000);
    const published = await create({ title: `W ${tag} published`, action: 'publish' });
    ctx.clock.advance(1000);
    const scheduled = await create({
      title: `W ${tag} scheduled`,
      action: 'publish',
      publishAt: new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const all = await api('admin', 'GET', `/api/announcements?search=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((a: Announcement) => [a.id, a.status])).toEqual([
      [scheduled.id, 'scheduled'],
      [published.id, 'published'],
      [draft.id, 'draft'],
    ]);
    const drafts = await api('admin', 'GET', `/api/announcements?search=${tag}&status=draft`);
    expect(drafts.json()).toMatchObject({ total: 1, items: [{ id: draft.id }] });
    const paged = await api('hr', 'GET', `/api/announcements?search=${tag}&limit=2&page=2`);
    expect(paged.json()).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ id: draft.id }] });
  });
});

describe('scheduled publishing', () => {
  it('is invisible before its time and published exactly once when due, however many ticks run', async () => {
    const publishAt = new Date(ctx.clock.now().getTime() + HOUR_MS);
    const a = await create({
      action: 'publish',
      publishAt: publishAt.toISOString(),
      audience: { everyone: false, roles: ['employee'] },
    });
    expect(a).toMatchObject({ status: 'scheduled', publishedAt: null, publishAt: publishAt.toISOString() });
    const live = await listeners();

    ctx.clock.advance(HOUR_MS - MINUTE_MS);
    await ctx.app.services.announcements.publishDue();
    expect((await feed('e1')).map((x) => x.id)).not.toContain(a.id);
    expect((await api('e1', 'GET', `/api/announcements/${a.id}`)).statusCode).toBe(404);

    ctx.clock.advance(MINUTE_MS);
    const { announcements } = ctx.app.services;
    const [first, second, third] = await Promise.all([
      announcements.publishDue(),
      announcements.publishDue(),
      announcements.publishDue(),
      ctx.app.services.jobs.runSchedule('announcements.publish'),
    ]);
    // The schedule's own run may have got there first; nobody publishes it twice.
    expect([...first!, ...second!, ...third!].filter((id) => id === a.id).length).toBeLessThanOrEqual(1);
    expect((await feed('e1')).find((x) => x.id === a.id)).toMatchObject({ status: 'published' });
    for (const who of ['e1', 'e2', 'e3'] as const) {
      expect(await storedFor(people[who].user.id, announcementLink(a.id))).toHaveLength(1);
    }
    expect(await storedFor(people.manager.user.id, announcementLink(a.id))).toHaveLength(0);
    const seen = await live.settled();
    expect(seen.e1.updates.filter((u) => u.id === a.id)).toEqual([
      { id: a.id, type: 'create', timestamp: expect.any(String) },
    ]);
    expect(seen.e1.notes.filter((n) => n.link === announcementLink(a.id))).toHaveLength(1);
    expect(seen.manager.updates.filter((u) => u.id === a.id)).toEqual([]);
    // Ticks later change nothing.
    ctx.clock.advance(HOUR_MS);
    await announcements.publishDue();
    expect(await storedFor(people.e1.user.id, announcementLink(a.id))).toHaveLength(1);
  });

  it('runs by itself on the job queue’s schedule, from the injected clock', async () => {
    const a = await create({
      action: 'publish',
      publishAt: new Date(ctx.clock.now().getTime() + 10 * MINUTE_MS).toISOString(),
    });
    // Another process, looking for due work every 20 ms.
    const scheduler = new JobQueue({ db: ctx.db, clock: ctx.clock, log: ctx.app.log, pollMs: 20 });
    for (const schedule of announcementsSchedules(ctx.app.services.announcements)) scheduler.every(schedule);
    scheduler.start();
    try {
      await sleep(100);
      expect((await api('hr', 'GET', `/api/announcements/${a.id}`)).json().status).toBe('scheduled');
      ctx.clock.advance(10 * MINUTE_MS);
      for (let i = 0; i < 100; i++) {
        if ((await api('hr', 'GET', `/api/announcements/${a.id}`)).json().status === 'published') break;
        await sleep(20);
      }
      expect((await api('hr', 'GET', `/api/announcements/${a.id}`)).json().status).toBe('published');
    } finally {
      await scheduler.stop();
    }
  });

  it('can be rescheduled, returned to draft, or published at once', async () => {
    const soon = new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString();
    const a = await create({ action: 'publish', publishAt: soon });
    const later = new Date(ctx.clock.now().getTime() + 2 * HOUR_MS).toISOString();
    expect(
      (await api('hr', 'PATCH', `/api/announcements/${a.id}`, { publishAt: later })).json(),
    ).toMatchObject({
      status: 'scheduled',
      publishAt: later,
    });
    expect(
      (await api('hr', 'PATCH', `/api/announcements/${a.id}`, { action: 'draft' })).json(),
    ).toMatchObject({
      status: 'draft',
    });
    const now = await api('hr', 'PATCH', `/api/announcements/${a.id}`, {
      action: 'publish',
      publishAt: null,
    });
    expect(now.json()).toMatchObject({ status: 'published', publishedAt: ctx.clock.now().toISOString() });
  });
});

describe('editing and deleting', () => {
  it('deletes drafts and scheduled ones; archives a published one first, then deletes it; audits each', async () => {
    const draft = await create({});
    const scheduled = await create({
      action: 'publish',
      publishAt: new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const published = await create({ action: 'publish' });

    ctx.clock.advance(1000);
    expect((await api('hr', 'DELETE', `/api/announcements/${draft.id}`)).json()).toEqual({
      ok: true,
      outcome: 'deleted',
    });
    expect((await api('hr', 'GET', `/api/announcements/${draft.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'DELETE', `/api/announcements/${scheduled.id}`)).json()).toEqual({
      ok: true,
      outcome: 'deleted',
    });

    const live = await listeners();
    ctx.clock.advance(1000);
    expect((await api('hr', 'DELETE', `/api/announcements/${published.id}`)).json()).toEqual({
      ok: true,
      outcome: 'archived',
    });
    const seen = await live.settled();
    expect(seen.e1.updates).toEqual([{ id: published.id, type: 'delete', timestamp: expect.any(String) }]);
    expect((await api('hr', 'GET', `/api/announcements/${published.id}`)).json().status).toBe('archived');
    expect((await feed('e1')).map((a) => a.id)).not.toContain(published.id);
    ctx.clock.advance(1000);
    expect((await api('hr', 'DELETE', `/api/announcements/${published.id}`)).json()).toEqual({
      ok: true,
      outcome: 'deleted',
    });
    expect((await api('hr', 'DELETE', `/api/announcements/${published.id}`)).statusCode).toBe(404);

    const audit = await ctx.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorUserId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.entityId, published.id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(audit.map((r) => r.action)).toEqual([
      'announcement.create',
      'announcement.archive',
      'announcement.delete',
    ]);
    expect(audit[0]).toMatchObject({
      actor: people.hr.user.id,
      before: null,
      after: { status: 'published' },
    });
    expect(audit[2]).toMatchObject({ before: { status: 'archived' }, after: null });
  });

  it('changes only the fields sent, audits the update, and tells the readers', async () => {
    const a = await create({ priority: 'high', pinned: true, action: 'publish' });
    const live = await listeners();
    const res = await api('admin', 'PATCH', `/api/announcements/${a.id}`, { title: 'A better title' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'A better title',
      priority: 'high',
      pinned: true,
      status: 'published',
      body: a.body,
    });
    const seen = await live.settled();
    expect(seen.e2.updates).toEqual([{ id: a.id, type: 'update', timestamp: expect.any(String) }]);
    expect(seen.e2.notes).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, 'announcement.update')));
    expect(row).toMatchObject({ before: { title: a.title }, after: { title: 'A better title' } });
  });

  it('refuses to archive what is not published (409) and answers unknown ids with 404', async () => {
    const draft = await create({});
    const res = await api('hr', 'PATCH', `/api/announcements/${draft.id}`, { action: 'archive' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await api('hr', 'PATCH', `/api/announcements/${unknown}`, { title: 'Nothing here' })).statusCode,
    ).toBe(404);
    expect((await api('hr', 'DELETE', `/api/announcements/${unknown}`)).statusCode).toBe(404);
    expect((await api('hr', 'GET', `/api/announcements/${unknown}`)).statusCode).toBe(404);
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  const inAnHour = () => new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString();
  const valid = () => ({ title: 'A fine title', body: 'Text', audience: { everyone: true } });

  it('on POST', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.title'],
      [{ ...valid(), title: 'ab' }, 'body.title'],
      [{ ...valid(), body: '   ' }, 'body.body'],
      [{ ...valid(), audience: { everyone: false } }, 'body.audience.everyone'],
      [{ ...valid(), audience: undefined }, 'body.audience'],
      [{ ...valid(), audience: { everyone: false, departmentIds: ['x'] } }, 'body.audience.departmentIds.0'],
      [
        {
          ...valid(),
          audience: { everyone: false, departmentIds: ['00000000-0000-4000-8000-000000000000'] },
        },
        'body.audience.departmentIds',
      ],
      [
        { ...valid(), audience: { everyone: false, officeIds: ['00000000-0000-4000-8000-000000000000'] } },
        'body.audience.officeIds',
      ],
      [{ ...valid(), audience: { everyone: false, roles: ['boss'] } }, 'body.audience.roles.0'],
      [{ ...valid(), audience: { everyone: true, extra: 1 } }, 'body.audience.extra'],
      [{ ...valid(), priority: 'mega' }, 'body.priority'],
      [{ ...valid(), pinned: 'yes' }, 'body.pinned'],
      [{ ...valid(), action: 'archive' }, 'body.action'],
      [{ ...valid(), publishAt: 'tomorrow' }, 'body.publishAt'],
      [{ ...valid(), publishAt: inAnHour(), expiresAt: ctx.clock.now().toISOString() }, 'body.expiresAt'],
      [{ ...valid(), action: 'publish', expiresAt: ctx.clock.now().toISOString() }, 'body.expiresAt'],
      [{ ...valid(), title: 'x'.repeat(201) }, 'body.title'],
      [{ ...valid(), surprise: true }, 'body.surprise'],
      [[], 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await api('hr', 'POST', '/api/announcements', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...ctx.bearer(await tokenOf('hr')), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('on PATCH, GET and DELETE', async () => {
    const a = await create({});
    const patches: [unknown, string][] = [
      [{ title: '' }, 'body.title'],
      [{ action: 'burn' }, 'body.action'],
      [{ audience: { everyone: false, roles: [] } }, 'body.audience.everyone'],
      [{ expiresAt: 'soon' }, 'body.expiresAt'],
      [{ publishAt: inAnHour(), expiresAt: ctx.clock.now().toISOString() }, 'body.expiresAt'],
      [{ id: a.id }, 'body.id'],
    ];
    for (const [payload, field] of patches) {
      const res = await api('hr', 'PATCH', `/api/announcements/${a.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const urls: [Method, string, string][] = [
      ['GET', '/api/announcements/not-a-uuid', 'params.id'],
      ['DELETE', '/api/announcements/123', 'params.id'],
      ['PATCH', '/api/announcements/abc', 'params.id'],
      ['GET', '/api/announcements?status=gone', 'query.status'],
      ['GET', '/api/announcements?limit=1000', 'query.limit'],
      ['GET', '/api/announcements?page=-1', 'query.page'],
      ['GET', '/api/announcements/published?status=draft', 'query.status'],
      ['GET', `/api/announcements/published?search=${'x'.repeat(101)}`, 'query.search'],
    ];
    for (const [method, url, field] of urls) {
      const res = await api('hr', method, url, method === 'PATCH' ? { title: 'Valid title' } : undefined);
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        url,
      ).toContain(field);
    }
  });
});
