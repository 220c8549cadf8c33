/**
 * The month's files read back as the bank, the EPFO and ESIC portals and a spreadsheet would: a
 * name or a code holding a file's separators, line breaks or formula characters adds no field, no
 * line and no formula; and a logo stored damaged costs the slips their picture, never the slips.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employeeStatutory, employees } from '../../db/schema/organization';
import { LocalFileStorage } from '../../lib/storage';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { damagedPng } from '../../test/images';
import { poppler } from '../../test/poppler';
import { fixedEarning } from '../../test/salary';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z'); // May 2026 is past its pay day
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

const fixed = (code: string, amount: number) => fixedEarning(code, amount, code === 'BASIC' ? 'Basic' : code);

/**
 * A company whose people are on ₹18,500 a month (PF, ESI and Karnataka's professional tax all
 * apply), with UAN, ESIC number and bank account, and May 2026 finalised; `names` as stored.
 */
async function monthFinalised(names: readonly (readonly [first: string, last: string])[]) {
  const company = await ctx.factories.company({ name: 'Nimbus Labs Private Limited' });
  const hr = await ctx.factories.person(company.id, { role: 'hr', employee: { joinDate: '2025-01-01' } });
  const admin = await ctx.factories.person(company.id, { role: 'admin' });
  const people: Person[] = [];
  for (const [i, [firstName, lastName]] of names.entries()) {
    const person = await ctx.factories.person(company.id, {
      employee: { joinDate: '2025-01-01', firstName, lastName },
    });
    await ctx.db.insert(employeeStatutory).values({
      employeeId: person.employee.id,
      uan: `1002003004${String(i).padStart(2, '0')}`,
      esicNumber: `31001234${String(i).padStart(2, '0')}`,
      bankAccountNumber: `0012345678${String(i).padStart(2, '0')}`,
      bankIfsc: 'HDFC0001234',
    });
    const salary = await as(admin, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-04-01',
      components: [fixed('BASIC', 9_250_00), fixed('SPECIAL', 9_250_00)],
      ptState: 'KA',
    });
    expect(salary.statusCode, salary.body).toBe(201);
    people.push(person);
  }
  const slipIds: string[] = [];
  for (const person of people) {
    const slip = await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`);
    expect(slip.statusCode, slip.body).toBe(200);
    slipIds.push(slip.json().id);
  }
  for (const id of slipIds) {
    const done = await as(hr, 'PATCH', `/api/payroll/salary-slips/${id}/finalize`);
    expect(done.statusCode, done.body).toBe(200);
  }
  return { company, hr, people, slipIds };
}

/** What a spreadsheet would take as the start of a formula (product-decisions.md). */
const FORMULA_START = /^[=+\-@\t\r]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A CSV's lines, split as a naive importer splits them: on line ends and commas. */
function csvLines(body: string): string[][] {
  const text = body.replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

function expectCleanFields(lines: string[][], width: number) {
  for (const fields of lines) {
    expect(fields, fields.join(' | ')).toHaveLength(width);
    for (const field of fields) {
      expect(field, `field ${JSON.stringify(field)}`).not.toMatch(FORMULA_START);
      expect(field, `field ${JSON.stringify(field)}`).not.toMatch(CONTROL);
      expect(field, `field ${JSON.stringify(field)}`).not.toMatch(/["#~]/);
    }
  }
}

describe('the month’s files', () => {
  it('carry no separator, line break, control or formula character from a name or a code', async () => {
    const names = [
      ['=HYPERLINK("http://evil.example","Click")', 'Rao#~#999999#~#0'],
      ['+Asha, "Ash"', 'Line\nBreak\rReturn\tTab'],
      ['@SUM(A1:A9)', '-Kumar'],
      ['Zoë', 'Ñúñez\u2028\u001b[31m'],
    ] as const;
    const { hr, people } = await monthFinalised(names);
    // An employee code is checked where it is typed; one from before that, or imported, is still cleaned.
    await ctx.db
      .update(employees)
      .set({ employeeCode: '-5,"../../x"' })
      .where(eq(employees.id, people[2]!.employee.id));

    // The EPF return: a line a member, eleven fields each.
    const ecr = await as(hr, 'GET', '/api/payroll/exports/5/2026/epf-ecr');
    expect(ecr.statusCode, ecr.body).toBe(200);
    const ecrLines = ecr.body.split('\n').map((line) => line.split('#~#'));
    expect(ecrLines).toHaveLength(names.length);
    expectCleanFields(ecrLines, 11);
    expect(ecrLines.map((fields) => fields[1]).sort()).toEqual(
      [
        'HYPERLINK HTTP EVIL EXAMPLE CLICK RAO',
        'ASHA ASH LINE BREAK RETURN TAB',
        'SUM A A KUMAR',
        'ZOË ÑÚÑEZ M',
      ].sort(),
    );
    expect(ecrLines[0]!.slice(2)).toEqual(['18500', '9250', '9250', '9250', '1110', '771', '339', '0', '0']);

    // The bank transfer list: a header and a line a person, five fields each.
    const bank = await as(hr, 'GET', '/api/payroll/exports/5/2026/bank-transfer');
    expect(bank.statusCode).toBe(200);
    const bankLines = csvLines(bank.body);
    expect(bankLines).toHaveLength(1 + names.length);
    expectCleanFields(bankLines, 5);
    expect(bankLines.map((fields) => fields[1])).toEqual(
      expect.arrayContaining(['Name', 'HYPERLINK http evil example Click Rao', 'Zoë Ñúñez m']),
    );
    // The code loses what is not a code's; its leading minus is made text, as every export does.
    expect(bankLines.find((fields) => fields[1] === 'SUM A A Kumar')?.[0]).toBe("'-5x");

    // Professional tax by state.
    const pt = await as(hr, 'GET', '/api/payroll/exports/5/2026/professional-tax');
    expect(pt.statusCode).toBe(200);
    const ptLines = csvLines(pt.body);
    expectCleanFields(ptLines, 4);
    expect(ptLines[1]).toEqual(['Karnataka', '4', '74000.00', '0.00']);

    // The ESI sheet: every text cell clean, and names in A to Z and spaces, as ESIC's column asks.
    const esi = await as(hr, 'GET', '/api/payroll/exports/5/2026/esi');
    expect(esi.statusCode).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(esi.rawPayload))['xl/worksheets/sheet1.xml']!);
    const rows = [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((row) =>
      [...row[1]!.matchAll(/<(?:t xml:space="preserve"|v)>([^<]*)<\/(?:t|v)>/g)].map((cell) => cell[1]!),
    );
    expect(rows).toHaveLength(1 + names.length);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(5); // number, name, days, wages, reason code; no last working day
      for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
      expect(row[1]).toMatch(/^[A-Za-z]+( [A-Za-z]+)*$/);
    }
    expect(rows.map((row) => row[1])).toContain('Zoe Nunez m');

    // The slips' ZIP: the code names a file, never a path.
    const zip = await as(hr, 'GET', '/api/payroll/exports/5/2026/slips');
    expect(zip.statusCode).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(entries).toHaveLength(names.length);
    for (const entry of entries) expect(entry).toMatch(/^salary-slip-2026-05-[A-Za-z0-9_-]+\.pdf$/);
    expect(entries).toContain('salary-slip-2026-05--5x.pdf');
  });
});

describe('a company logo stored damaged', () => {
  it('leaves the slips their company name: each slip’s PDF and the month’s ZIP still come', async () => {
    const { company, hr, people, slipIds } = await monthFinalised([['Asha', 'Rao']]);
    // Stored before uploads were read through, or damaged in storage since: written directly.
    const logoKey = await new LocalFileStorage(path.join(ctx.config.dataDir, 'files')).put(
      'logo',
      damagedPng(),
    );
    await ctx.db.update(companies).set({ logoKey }).where(eq(companies.id, company.id));

    for (const [reader, id] of [
      [hr, slipIds[0]!],
      [people[0]!, slipIds[0]!],
    ] as const) {
      const pdf = await as(reader, 'GET', `/api/payroll/salary-slips/${id}/pdf`);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      const text = (await poppler('pdftotext', pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Nimbus Labs Private Limited');
      expect(text).toContain('Asha Rao');
    }
    const zip = await as(hr, 'GET', '/api/payroll/exports/5/2026/slips');
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toHaveLength(1);
  });
});
