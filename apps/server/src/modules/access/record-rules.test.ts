/**
 * Every record rule the modules contribute to the access registry (decision 039), proven from the
 * registry: a rule registered without a case below fails the suite, and a case is typed for every
 * record permission a module declares. For each case, admin, hr, a manager and an employee reach
 * exactly the records the case expects through `access.require` (the one call a service method
 * makes), and the rule's list condition (`access.where`) finds exactly those: a single read and a
 * list never part.
 */
import type { Role } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type Matrix, matrixFor } from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { AccessService, RecordPermission } from './access.service';

let ctx: TestContext;
let matrix: Matrix;
let access: AccessService;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T05:00:00Z');
  companyId = (await ctx.factories.company()).id;
  matrix = await matrixFor(ctx, companyId, { employeeReportsToManager: true });
  access = ctx.app.services.access;
});
afterAll(() => ctx.close());

const SIGNED_IN: readonly Role[] = ['admin', 'hr', 'manager', 'employee'];

/** Records made for a case, by name, and which of them each role reaches. */
interface RuleCase {
  records(): Promise<Record<string, string>>;
  reaches: Record<Role, readonly string[]>;
  /** The error of a record out of reach that the role may know of (403), when the rule has one. */
  refusedTo?: Partial<Record<Role, readonly string[]>>;
  /** The ids the module's list endpoint shows this role, for a rule that lists (its `where`). */
  listed?(role: Role): Promise<string[]>;
}

function actorOf(role: Role): Actor {
  const { user, employee } = matrix.people[role];
  return { userId: user.id, role, employeeId: employee.id, sessionId: 'rules' };
}

async function created(res: Promise<{ statusCode: number; body: string; json(): { id: string } }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

/**
 * Recruitment: the manager is hiring manager of opening A; the employee sits on the panel of an
 * application to opening B, whose hiring manager is hr.
 */
let pipeline: Promise<Record<string, string>> | undefined;
function recruitmentRecords(): Promise<Record<string, string>> {
  pipeline ??= (async () => {
    const { call, people } = matrix;
    const opening = (title: string, hiringManagerId: string) =>
      created(
        call('hr', 'POST', '/api/recruitment/openings', { title, hiringManagerId, criteria: ['Skills'] }),
      );
    const application = (openingId: string, n: number) =>
      created(
        call('hr', 'POST', '/api/recruitment/applications', {
          openingId,
          name: `Rule candidate ${n}`,
          email: `rule${n}@example.com`,
          source: 'referral',
        }),
      );
    const openingA = await opening('Rules A', people.manager.employee.id);
    const openingB = await opening('Rules B', people.hr.employee.id);
    const records = {
      ofManager: await application(openingA, 1),
      onPanel: await application(openingB, 2),
      ofHr: await application(openingB, 3),
    };
    await created(
      call('hr', 'POST', `/api/recruitment/applications/${records.onPanel}/interviews`, {
        startsAt: '2026-03-10T05:00:00Z',
        location: 'Room 1',
        interviewerIds: [people.employee.employee.id],
      }),
    );
    return records;
  })();
  return pipeline;
}

/**
 * Leave approval: the employee reports to the manager; `away`, another manager, has handed their
 * approvals to the manager this week, so the manager decides for `awayReport` too; `outsider`
 * reports to nobody.
 */
let line: Promise<Record<string, string>> | undefined;
function approvalRecords(): Promise<Record<string, string>> {
  line ??= (async () => {
    const { people } = matrix;
    const away = await ctx.factories.person(companyId, { role: 'manager' });
    const awayReport = await ctx.factories.person(companyId, { employee: { managerId: away.employee.id } });
    const outsider = await ctx.factories.person(companyId);
    const handed = await ctx.app.inject({
      method: 'POST',
      url: '/api/leave/delegations',
      headers: ctx.bearer((await ctx.factories.session(away.user.id)).token),
      payload: { delegateId: people.manager.employee.id, startDate: '2026-03-01', endDate: '2026-03-06' },
    });
    expect(handed.statusCode, handed.body).toBe(201);
    return {
      ...Object.fromEntries(SIGNED_IN.map((role) => [role, people[role].employee.id])),
      away: away.employee.id,
      awayReport: awayReport.employee.id,
      outsider: outsider.employee.id,
    };
  })();
  return line;
}

const EVERYONE = ['admin', 'hr', 'manager', 'employee', 'away', 'awayReport', 'outsider'];
const everyoneBut = (name: string) => EVERYONE.filter((n) => n !== name);

/**
 * Onboarding: checklists of the employee (who reports to the manager), of the manager, and of two
 * people outside that line, the task of one of them reassigned to the employee.
 */
let checklists: Promise<Record<string, string>> | undefined;
function checklistRecords(): Promise<Record<string, string>> {
  checklists ??= (async () => {
    const { call, people } = matrix;
    await created(
      call('hr', 'POST', '/api/onboarding/templates', {
        name: 'Rules template',
        kind: 'onboarding',
        tasks: [{ title: 'Payroll set-up', assigneeRole: 'hr', dueOffsetDays: 5 }],
      }),
    );
    const checklistOf = async (employeeId: string) => {
      const res = await call('hr', 'POST', '/api/onboarding/checklists', { employeeId, kind: 'onboarding' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; tasks: { id: string }[] };
    };
    const assigned = await checklistOf((await ctx.factories.person(companyId)).employee.id);
    const reassigned = await call('hr', 'PATCH', `/api/onboarding/tasks/${assigned.tasks[0]!.id}`, {
      assigneeEmployeeId: people.employee.employee.id,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    return {
      own: (await checklistOf(people.employee.employee.id)).id,
      managers: (await checklistOf(people.manager.employee.id)).id,
      assigned: assigned.id,
      unrelated: (await checklistOf((await ctx.factories.person(companyId)).employee.id)).id,
    };
  })();
  return checklists;
}

const EVERY_CHECKLIST = ['own', 'managers', 'assigned', 'unrelated'];

const EVERY_APPLICATION = ['ofManager', 'onPanel', 'ofHr'];
const CASES: Record<RecordPermission, RuleCase> = {
  'leave.approval:decide': {
    records: approvalRecords,
    reaches: {
      admin: everyoneBut('admin'),
      hr: everyoneBut('hr'),
      manager: ['employee', 'awayReport'],
      employee: [],
    },
  },
  'onboarding.checklist:view': {
    records: checklistRecords,
    reaches: {
      admin: EVERY_CHECKLIST,
      hr: EVERY_CHECKLIST,
      manager: ['own', 'managers'],
      employee: ['own', 'assigned'],
    },
  },
  'recruitment.application:view': {
    records: recruitmentRecords,
    reaches: {
      admin: EVERY_APPLICATION,
      hr: EVERY_APPLICATION,
      manager: ['ofManager'],
      employee: ['onPanel'],
    },
    listed: async (role) => {
      const res = await matrix.call(role, 'GET', '/api/recruitment/applications?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((item: { id: string }) => item.id);
    },
  },
  'recruitment.application:move': {
    records: recruitmentRecords,
    reaches: { admin: EVERY_APPLICATION, hr: EVERY_APPLICATION, manager: ['ofManager'], employee: [] },
    refusedTo: { employee: ['onPanel'] },
  },
};

async function outcome(work: Promise<unknown>): Promise<'reached' | AppError['code']> {
  try {
    await work;
    return 'reached';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('the access registry', () => {
  it('has a case below for every record rule the modules registered, and no case without a rule', () => {
    expect(access.recordPermissions().sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(Object.entries(CASES) as [RecordPermission, RuleCase][])('%s', (permission, rule) => {
    it.each(SIGNED_IN)('reaches what the rule gives %s, one by one and as a list', async (role) => {
      const records = await rule.records();
      const actor = actorOf(role);
      const expected = Object.fromEntries(
        Object.keys(records).map((name) => {
          if (rule.reaches[role].includes(name)) return [name, 'reached'];
          return [name, rule.refusedTo?.[role]?.includes(name) ? 'FORBIDDEN' : 'NOT_FOUND'];
        }),
      );
      const got: Record<string, string> = {};
      for (const [name, id] of Object.entries(records)) {
        got[name] = await outcome(access.require({ actor, permission, ids: [id] }));
      }
      expect(got).toEqual(expected);

      // A check of several ids passes only when every one is reached.
      const ids = Object.values(records);
      const reached = Object.entries(records)
        .filter(([name]) => got[name] === 'reached')
        .map(([, id]) => id);
      if (reached.length > 0)
        expect(await outcome(access.require({ actor, permission, ids: reached }))).toBe('reached');
      if (reached.length < ids.length)
        expect(await outcome(access.require({ actor, permission, ids }))).not.toBe('reached');
      // The module's list, filtered by the rule's condition, shows exactly the records reached.
      if (rule.listed) {
        const shown = new Set(await rule.listed(role));
        expect(ids.filter((id) => shown.has(id)).sort()).toEqual([...reached].sort());
      }
    });
  });
});
