/**
 * Settings → Company: the company's details with their format checks, the logo (content-checked,
 * size-limited by its setting, served publicly by key) and offices (an office with people is not
 * deleted), every change audited; and the permission matrix of its routes.
 */
import { CompanySettingsResponseSchema, gstinProblem } from '@hrms/contracts/organization';
import type { Access } from '@hrms/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/organization';
import { DEMO_COMPANY } from '../../demo/data';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  matrixFor,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { damagedJpeg, damagedPng, jpegImage, pngImage } from '../../test/images';
import { multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let companyId: string;

/** A whole PNG of `size` bytes. */
const png = (size = 128) => pngImage({ bytes: size });

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  matrix = await matrixFor(ctx, companyId);
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const settings = async () => {
  const res = await call('hr', 'GET', '/api/settings/company');
  expect(res.statusCode, res.body).toBe(200);
  return CompanySettingsResponseSchema.parse(res.json());
};
async function sendForm(caller: Caller, fields: Record<string, string>, logo?: Buffer | string) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(logo === undefined ? [] : [{ name: 'logo', fileName: 'logo.png', content: logo }]),
  ]);
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/settings/company',
    headers: { ...(await matrix.headersOf(caller)), ...form.headers },
    payload: form.payload,
  });
}
let officeCount = 0;
const newOffice = async (caller: Caller = 'hr') => {
  officeCount += 1;
  return call(caller, 'POST', '/api/settings/company/offices', { name: `Office ${officeCount}` });
};

describe('declared access', () => {
  it('declares every company settings route', () => {
    const expected: Record<string, Access> = {
      'GET /api/settings/company': 'settings:read',
      'PATCH /api/settings/company': 'settings:write',
      'GET /api/settings/company/logo/:key': 'public',
      'POST /api/settings/company/offices': 'settings:write',
      'PATCH /api/settings/company/offices/:id': 'settings:write',
      'DELETE /api/settings/company/offices/:id': 'settings:write',
    };
    expectDeclaredAccess(ctx, expected, ['/api/settings/company']);
  });
});

describe('every company settings route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const logo = await sendForm('admin', {}, png());
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = logo.json().logoUrl as string;
    const hrOnly = [200, 200, 403, 403, 401];
    await expectMatrix([
      ['GET /api/settings/company', (c) => call(c, 'GET', '/api/settings/company'), hrOnly],
      [
        'PATCH /api/settings/company',
        (c) => call(c, 'PATCH', '/api/settings/company', { legalName: `Set by ${c}` }),
        hrOnly,
      ],
      ['GET /api/settings/company/logo/:key', (c) => call(c, 'GET', logoUrl), [200, 200, 200, 200, 200]],
      [
        'GET /api/settings/company/logo/:key (not the logo)',
        (c) => call(c, 'GET', `/api/settings/company/logo/logo-${'0'.repeat(32)}`),
        [404, 404, 404, 404, 404],
      ],
      ['POST /api/settings/company/offices', (c) => newOffice(c), [201, 201, 403, 403, 401]],
      [
        'PATCH /api/settings/company/offices/:id',
        async (c) => {
          const id = (await newOffice()).json().id;
          return call(c, 'PATCH', `/api/settings/company/offices/${id}`, { city: 'Pune' });
        },
        hrOnly,
      ],
      [
        'DELETE /api/settings/company/offices/:id',
        async (c) => call(c, 'DELETE', `/api/settings/company/offices/${(await newOffice()).json().id}`),
        hrOnly,
      ],
      [
        'DELETE /api/settings/company/offices/:id (unknown)',
        (c) => call(c, 'DELETE', `/api/settings/company/offices/${UNKNOWN_ID}`),
        [404, 404, 403, 403, 401],
      ],
    ]);
  });
});

describe('the company', () => {
  it('changes its details, audited with the fields before and after', async () => {
    const res = await call('hr', 'PATCH', '/api/settings/company', {
      name: 'Nimbus Labs',
      legalName: 'Nimbus Labs Private Limited',
      address: '4th floor, 80 Feet Road\nKoramangala, Bengaluru 560034',
      pan: 'aagcb7383j',
      tan: 'BLRN12345C',
      gstin: '29AAGCB7383J1Z4',
      financialYearStartMonth: 4,
      locale: 'en-IN',
      timezone: 'Asia/Kolkata',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nimbus Labs', pan: 'AAGCB7383J', gstin: '29AAGCB7383J1Z4' });
    expect((await settings()).company.tan).toBe('BLRN12345C');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.update'))
      .orderBy(auditLog.createdAt);
    expect(audit).toBeDefined();
    const last = (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'))).find(
      (a) => (a.after as { name?: string }).name === 'Nimbus Labs',
    );
    expect(last).toMatchObject({ actorUserId: matrix.people.hr.user.id, entityId: companyId });
    expect(last!.after).toMatchObject({ pan: 'AAGCB7383J', tan: 'BLRN12345C' });
    expect((await ctx.app.inject({ url: '/api/auth/login-options' })).json().companyName).toBe('Nimbus Labs');
    // Clearing an optional field.
    const cleared = await call('hr', 'PATCH', '/api/settings/company', { tan: '' });
    expect(cleared.json().tan).toBeNull();
  });

  it('checks PAN, TAN and GSTIN (format, state, check character, the PAN inside), and changes nothing on refusal', async () => {
    // A real GSTIN passes the check, and so do the demo company's made-up numbers.
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinProblem(DEMO_COMPANY.gstin)).toBeNull();
    expect(DEMO_COMPANY.gstin.slice(2, 12)).toBe(DEMO_COMPANY.pan);
    const before = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    const cases: [object, string][] = [
      [{ pan: 'ABCDE12345' }, 'body.pan: Must be a PAN like AAACN1234F'],
      [{ tan: 'BLR12345C' }, 'body.tan: Must be a TAN like BLRN12345C'],
      [
        { gstin: '29AAGCB7383J1Z5' },
        'body.gstin: The check character does not match: look for a typing mistake',
      ],
      [{ gstin: '99AAGCB7383J1Z4' }, 'body.gstin: Must start with a state code from 01 to 38'],
      [
        { gstin: '29AAGCB7383J1' },
        expect.stringMatching(/^body\.gstin: Must be 15 characters/) as unknown as string,
      ],
      // A valid GSTIN of another PAN than the company's.
      [{ gstin: '29AAACN1234F1ZT' }, 'body.gstin: A GSTIN carries the company’s PAN in characters 3 to 12'],
      [{ name: '  ' }, 'body.name: Give the company a name'],
      [{ timezone: 'Mars/Olympus' }, 'body.timezone: Must be a time zone like Asia/Kolkata'],
      [{ financialYearStartMonth: 13 }, 'body.financialYearStartMonth: Choose a month'],
      [{ currency: 'USD' }, 'body.currency: Only Indian rupees (INR) are supported'],
      [{ website: 'x' }, expect.any(String) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const res = await call('admin', 'PATCH', '/api/settings/company', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toEqual(message);
    }
    expect(await ctx.db.select().from(companies).where(eq(companies.id, companyId))).toEqual(before);
  });
});

describe('the logo', () => {
  it('takes a PNG or JPEG by content, serves it by key to anyone, and removes it', async () => {
    const set = await sendForm('admin', { name: 'Nimbus Labs' }, png(200));
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json().logoUrl as string;
    expect(url).toMatch(/^\/api\/settings\/company\/logo\/logo-[0-9a-f]{32}$/);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png(200));
    expect((await ctx.app.inject({ url: '/api/auth/login-options' })).json().logoUrl).toBe(url);

    // A new logo replaces the old one, which is no longer served.
    const replaced = await sendForm('hr', {}, png(300));
    const next = replaced.json().logoUrl as string;
    expect(next).not.toBe(url);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);

    const removed = await sendForm('hr', { removeLogo: 'true' });
    expect(removed.json().logoUrl).toBeNull();
    expect((await ctx.app.inject({ url: next })).statusCode).toBe(404);
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'company'))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['company.logo.update', 'company.logo.delete']));
  });

  it('refuses a file that is not an image, and one over the size setting, keeping the logo', async () => {
    await sendForm('admin', {}, png());
    const before = (await settings()).company.logoUrl;
    const text = await sendForm('admin', { name: 'Renamed' }, '<svg onload="alert(1)"></svg>');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('A logo must be a PNG or JPEG image.');

    const limit = await call('admin', 'PATCH', '/api/configuration/company.logoMaxBytes', {
      value: 10 * 1024,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect((await settings()).logoMaxBytes).toBe(10 * 1024);
    const big = await sendForm('admin', {}, png(10 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large. The largest file allowed is 10 KB.');
    expect((await sendForm('admin', {}, png(10 * 1024))).statusCode).toBe(200);
    await call('admin', 'PATCH', '/api/configuration/company.logoMaxBytes', { value: 1024 * 1024 });

    expect((await settings()).company.name).not.toBe('Renamed');
    expect(before).not.toBeNull();
  });
});

describe('a logo that starts like an image but does not read through', () => {
  it('is refused with a message saying so, and the logo in place stays', async () => {
    const set = await sendForm('admin', {}, jpegImage());
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json().logoUrl as string;
    expect((await ctx.app.inject({ url })).headers['content-type']).toBe('image/jpeg');

    for (const broken of [damagedPng(), damagedPng({ alpha: false }), damagedJpeg()]) {
      const refused = await sendForm('hr', { name: 'Renamed' }, broken);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(
        'This logo cannot be read: the image is damaged or incomplete. Open it in an image editor, save it again as a PNG or JPEG and upload that.',
      );
    }
    expect((await settings()).company).toMatchObject({ logoUrl: url });
    expect((await settings()).company.name).not.toBe('Renamed');
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);
  });
});

describe('offices', () => {
  it('adds, edits and deactivates an office; an inactive one leaves the pickers', async () => {
    const created = await call('hr', 'POST', '/api/settings/company/offices', {
      name: 'Pune',
      city: 'Pune',
      region: 'Maharashtra',
      address: 'Baner Road',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Pune',
      timezone: 'Asia/Kolkata',
      active: true,
      headcount: 0,
    });
    const id = created.json().id as string;

    const same = await call('hr', 'POST', '/api/settings/company/offices', { name: 'Pune' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('There is an office named "Pune" already: choose another name.');

    const bad = await call('hr', 'PATCH', `/api/settings/company/offices/${id}`, { timezone: 'Pune/Time' });
    expect(bad.statusCode).toBe(400);

    const off = await call('hr', 'PATCH', `/api/settings/company/offices/${id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const picker = (await call('hr', 'GET', '/api/organization/offices')).json().items as {
      id: string;
    }[];
    expect(picker.some((o) => o.id === id)).toBe(false);
    expect((await settings()).offices.find((o) => o.id === id)).toMatchObject({ active: false });

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['office.create', 'office.update']);
    expect(audits.find((a) => a.action === 'office.update')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });

  it('does not delete an office with people, naming how many', async () => {
    const office = await ctx.factories.office(companyId, { name: 'Chennai' });
    await ctx.factories.person(companyId, { employee: { officeId: office.id } });
    await ctx.factories.person(companyId, { employee: { officeId: office.id } });
    const res = await call('admin', 'DELETE', `/api/settings/company/offices/${office.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '2 people are placed at Chennai: move them to another office first, or deactivate it.',
    );
    expect((await settings()).offices.find((o) => o.id === office.id)).toMatchObject({ headcount: 2 });

    const empty = (await newOffice()).json().id as string;
    expect((await call('admin', 'DELETE', `/api/settings/company/offices/${empty}`)).statusCode).toBe(200);
    expect((await settings()).offices.some((o) => o.id === empty)).toBe(false);
  });
});
