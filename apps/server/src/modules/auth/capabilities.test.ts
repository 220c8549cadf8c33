/**
 * `GET /auth/capabilities`: Recruitment is in the menu of admin and hr, of a hiring manager and of
 * an interviewer, whatever their role, and of nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Matrix, matrixFor } from '../../test/access-matrix';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T05:00:00Z');
  companyId = (await ctx.factories.company()).id;
  matrix = await matrixFor(ctx, companyId);
});
afterAll(() => ctx.close());

async function capabilitiesOf(person: Person) {
  const { token } = await ctx.factories.session(person.user.id);
  const res = await ctx.app.inject({ url: '/api/auth/capabilities', headers: ctx.bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function opening(hiringManagerId: string | null): Promise<string> {
  const res = await matrix.call('hr', 'POST', '/api/recruitment/openings', {
    title: 'Backend engineer',
    hiringManagerId,
    status: 'open',
    criteria: ['Skills'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('GET /auth/capabilities', () => {
  it('gives Recruitment to admin and hr, and to a manager or employee only once they take part in hiring', async () => {
    const { people } = matrix;
    expect(await capabilitiesOf(people.admin)).toEqual({ canRecruit: true });
    expect(await capabilitiesOf(people.hr)).toEqual({ canRecruit: true });
    expect(await capabilitiesOf(people.manager)).toEqual({ canRecruit: false });
    expect(await capabilitiesOf(people.employee)).toEqual({ canRecruit: false });

    // The manager becomes the hiring manager of an opening.
    const openingId = await opening(people.manager.employee.id);
    expect(await capabilitiesOf(people.manager)).toEqual({ canRecruit: true });
    expect(await capabilitiesOf(people.employee)).toEqual({ canRecruit: false });

    // The employee is put on an interview's panel.
    const applied = await matrix.call('hr', 'POST', '/api/recruitment/applications', {
      openingId,
      name: 'Referred Candidate',
      email: 'referred.candidate@example.com',
      source: 'referral',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const scheduled = await matrix.call(
      'hr',
      'POST',
      `/api/recruitment/applications/${applied.json().id}/interviews`,
      {
        startsAt: '2026-03-11T05:00:00Z',
        location: 'Video call',
        interviewerIds: [people.employee.employee.id],
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(await capabilitiesOf(people.employee)).toEqual({ canRecruit: true });

    // Someone else in the company still has no Recruitment.
    const bystander = await ctx.factories.person(companyId, { role: 'employee' });
    expect(await capabilitiesOf(bystander)).toEqual({ canRecruit: false });
  });

  it('needs a sign-in', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/capabilities' })).statusCode).toBe(401);
  });
});
