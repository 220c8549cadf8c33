/**
 * The reach rules every module's scope checks rest on: admin and hr reach everyone, a manager the
 * people below them (through any number of levels), everyone their own record, colleagues a card.
 */
import type { Role } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { AccessService } from './access.service';

let ctx: TestContext;
let access: AccessService;
let head: Person; // manager of `lead`
let lead: Person; // manager of `member`, reports to `head`
let member: Person;
let outsider: Person; // a manager of nobody in this line
let hr: Person;
let admin: Person;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const actorOf = (p: Person, role: Role = p.user.role): Actor => ({
  userId: p.user.id,
  role,
  employeeId: p.employee.id,
  sessionId: 'test',
});

beforeAll(async () => {
  ctx = await createTestContext();
  access = new AccessService({ db: ctx.db });
  const company = (await ctx.factories.company()).id;
  head = await ctx.factories.person(company, { role: 'manager' });
  lead = await ctx.factories.person(company, { role: 'manager', employee: { managerId: head.employee.id } });
  member = await ctx.factories.person(company, { employee: { managerId: lead.employee.id } });
  outsider = await ctx.factories.person(company, { role: 'manager' });
  hr = await ctx.factories.person(company, { role: 'hr' });
  admin = await ctx.factories.person(company, { role: 'admin' });
});
afterAll(() => ctx.close());

/** The one target's reach that a check answers. */
const one = async (levels: Promise<Map<string, string>>, id: string) => (await levels).get(id);

async function refusal(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('reach over a person', () => {
  it('is full for admin and hr, team for any manager above, self for oneself, a card otherwise', async () => {
    const target = member.employee.id;
    expect(await access.levelOf(actorOf(admin), target)).toBe('full');
    expect(await access.levelOf(actorOf(hr), target)).toBe('full');
    expect(await access.levelOf(actorOf(lead), target)).toBe('team');
    expect(await access.levelOf(actorOf(head), target)).toBe('team');
    expect(await access.levelOf(actorOf(outsider), target)).toBe('card');
    expect(await access.levelOf(actorOf(member), target)).toBe('self');
    expect(await access.levelOf(actorOf(member), lead.employee.id)).toBe('card');
    // A report's manager role alone gives no reach: it is the line that does.
    expect(await access.levelOf(actorOf(member, 'manager'), lead.employee.id)).toBe('card');
    expect(await access.levelOf(actorOf(admin), UNKNOWN)).toBeNull();
    expect(await access.levelOf(actorOf(admin), 'not-an-id')).toBeNull();
  });
});

describe('require over people', () => {
  it('checks the permission before anything else', async () => {
    expect(
      await refusal(
        access.require({ actor: actorOf(member), permission: 'employees:write', ids: [member.employee.id] }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('lets a manager reach the whole line below, and hides everyone else', async () => {
    const levels = await access.require({
      actor: actorOf(head),
      permission: 'employees:directory',
      ids: [lead.employee.id, member.employee.id],
    });
    expect(Object.fromEntries(levels)).toEqual({ [lead.employee.id]: 'team', [member.employee.id]: 'team' });
    expect(
      await refusal(
        access.require({
          actor: actorOf(outsider),
          permission: 'employees:directory',
          ids: [member.employee.id],
        }),
      ),
    ).toBe('NOT_FOUND');
    // One target out of reach refuses the whole request.
    expect(
      await refusal(
        access.require({
          actor: actorOf(lead),
          permission: 'employees:directory',
          ids: [member.employee.id, head.employee.id],
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await refusal(
        access.require({ actor: actorOf(admin), permission: 'employees:directory', ids: [UNKNOWN] }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('asks for the person themselves or hr where the operation needs it, with the refusal given', async () => {
    const refused = () => new AppError('FORBIDDEN', 'Only the person or hr.');
    const own = { least: 'self' as const, refused };
    expect(
      await one(
        access.require({
          actor: actorOf(member),
          permission: 'profile:self',
          ids: [member.employee.id],
          ...own,
        }),
        member.employee.id,
      ),
    ).toBe('self');
    expect(
      await one(
        access.require({ actor: actorOf(hr), permission: 'profile:self', ids: [member.employee.id], ...own }),
        member.employee.id,
      ),
    ).toBe('full');
    expect(
      await refusal(
        one(
          access.require({
            actor: actorOf(lead),
            permission: 'profile:self',
            ids: [member.employee.id],
            ...own,
          }),
          member.employee.id,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await refusal(
        one(
          access.require({ actor: actorOf(admin), permission: 'profile:self', ids: [UNKNOWN], ...own }),
          UNKNOWN,
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('the reporting line', () => {
  it('answers who stands above whom, never oneself', async () => {
    expect(await access.isAbove(lead.employee.id, member.employee.id)).toBe(true);
    expect(await access.isAbove(head.employee.id, member.employee.id)).toBe(true);
    expect(await access.isAbove(member.employee.id, lead.employee.id)).toBe(false);
    expect(await access.isAbove(outsider.employee.id, member.employee.id)).toBe(false);
    expect(await access.isAbove(member.employee.id, member.employee.id)).toBe(false);
    expect(await access.isAbove(UNKNOWN, member.employee.id)).toBe(false);
  });

  it('lists a team through every level, and who hears of a change to a person', async () => {
    expect((await access.teamIds(head.employee.id)).sort()).toEqual(
      [lead.employee.id, member.employee.id].sort(),
    );
    expect(await access.teamIds(member.employee.id)).toEqual([]);
    expect((await access.followersOf([member.employee.id])).sort()).toEqual(
      [member.user.id, lead.user.id, head.user.id].sort(),
    );
  });
});
