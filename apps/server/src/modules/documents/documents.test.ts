import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  DOCUMENT_MAX_BYTES_DEFAULT,
  DOCUMENT_MAX_BYTES_SETTING,
  type Document,
  DocumentListResponseSchema,
  DocumentSchema,
  DocumentSearchResponseSchema,
} from '@hrms/contracts/documents';
import { NotificationListResponseSchema } from '@hrms/contracts/notifications';
import type { Role } from '@hrms/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { configuration } from '../../db/schema/configuration';
import { employeeDocuments } from '../../db/schema/documents';
import { HOUR_MS } from '../../lib/clock';
import { disposition } from '../../test/downloads';
import type { Person } from '../../test/factories';
import { formWithFile, type MultipartBody, multipart } from '../../test/multipart';
import { listen, nextEvent, record, SocketPool, settle } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let people: Record<Role, Person>;
/** Reports to `people.manager`. */
let report: Person;
/** Reports to nobody here. */
let outsider: Person;

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company();
  const manager = await f.person(company.id, {
    role: 'manager',
    employee: { firstName: 'Meera', lastName: 'Manager' },
  });
  people = {
    admin: await f.person(company.id, { role: 'admin' }),
    hr: await f.person(company.id, { role: 'hr', employee: { firstName: 'Hema', lastName: 'Reviewer' } }),
    manager,
    employee: await f.person(company.id, { employee: { managerId: manager.employee.id } }),
  };
  report = await f.person(company.id, {
    employee: { firstName: 'Ravi', lastName: 'Report', managerId: people.employee.employee.id },
  });
  outsider = await f.person(company.id, { employee: { firstName: 'Olga', lastName: 'Outsider' } });
});
afterAll(() => ctx.close());

let listening: string | undefined;
/** The app on a real port, for sockets; it listens once. */
const serverUrl = async () => {
  listening ??= await listen(ctx.app);
  return listening;
};

async function headersOf(who: Role | Person): Promise<Record<string, string>> {
  const person = typeof who === 'string' ? people[who] : who;
  return ctx.bearer((await ctx.factories.session(person.user.id)).token);
}

async function send(who: Role | Person, employee: Person, form: MultipartBody) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${employee.employee.id}/documents`,
    headers: { ...(await headersOf(who)), ...form.headers },
    payload: form.payload,
  });
}

async function upload(
  who: Role | Person,
  employee: Person,
  file: { fileName: string; content: Uint8Array | string } = { fileName: 'passport.pdf', content: PDF },
  fields: Record<string, string> = { category: 'id_proof' },
): Promise<Document> {
  const res = await send(who, employee, formWithFile(fields, file));
  expect(res.statusCode, res.body).toBe(201);
  return DocumentSchema.parse(res.json());
}

async function get(who: Role | Person, url: string) {
  return ctx.app.inject({ url, headers: await headersOf(who) });
}

async function notificationsOf(person: Person) {
  return NotificationListResponseSchema.parse((await get(person, '/api/notifications?limit=100')).json())
    .items;
}

async function patchStatus(who: Role | Person, doc: Document, body: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/employees/${doc.employeeId}/documents/${doc.id}/status`,
    headers: await headersOf(who),
    payload: body,
  });
}

async function remove(who: Role | Person, doc: Document) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/employees/${doc.employeeId}/documents/${doc.id}`,
    headers: await headersOf(who),
  });
}

async function storageKeyOf(documentId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ key: employeeDocuments.storageKey })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.id, documentId));
  return row!.key;
}

const storedPath = (key: string) =>
  path.join(
    ctx.config.dataDir,
    'files',
    'document',
    key.slice('document-'.length, 'document-'.length + 2),
    key,
  );

async function storedFileCount(): Promise<number> {
  const root = path.join(ctx.config.dataDir, 'files', 'document');
  const dirs = await readdir(root).catch(() => [] as string[]);
  let n = 0;
  for (const dir of dirs) n += (await readdir(path.join(root, dir))).length;
  return n;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('uploading', () => {
  it('stores a document under a generated key, pending, with the type read from the content', async () => {
    ctx.clock.advance(HOUR_MS);
    const doc = await upload('employee', people.employee, { fileName: 'scan.png', content: PNG });
    expect(doc).toMatchObject({
      employeeId: people.employee.employee.id,
      category: 'id_proof',
      title: 'scan',
      fileName: 'scan.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      status: 'pending',
      reviewedBy: null,
      uploadedBy: { id: people.employee.user.id },
    });
    const key = await storageKeyOf(doc.id);
    expect(key).toMatch(/^document-[0-9a-f]{32}$/);
    expect(await exists(storedPath(key))).toBe(true);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, 'document.upload')));
    expect(audit).toMatchObject({ actorUserId: people.employee.user.id, before: null });
    expect(audit!.after).toMatchObject({ fileName: 'scan.png', status: 'pending' });
  });

  it('keeps a hostile file name harmless: no path in the name shown, the file under a generated key', async () => {
    const doc = await upload('employee', people.employee, {
      fileName: '../../../../etc/cron.d/evil\u202Efdp.pdf',
      content: PDF,
    });
    expect(doc.fileName).toBe('evilfdp.pdf');
    expect(doc.fileName).not.toMatch(/[\\/]/);
    expect(await storageKeyOf(doc.id)).toMatch(/^document-[0-9a-f]{32}$/);
    expect(await exists(path.join(ctx.config.dataDir, 'etc'))).toBe(false);
    expect(await exists(path.join(ctx.config.dataDir, 'files', 'etc'))).toBe(false);
    const download = await get('employee', `/api/employees/${doc.employeeId}/documents/${doc.id}/download`);
    expect(disposition(download.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: 'evilfdp.pdf',
    });
  });

  it('refuses an HTML page renamed .pdf with 415 and stores nothing', async () => {
    const before = await storedFileCount();
    const res = await send(
      'employee',
      people.employee,
      formWithFile(
        { category: 'other' },
        {
          fileName: 'invoice.pdf',
          content: '<html><script>alert(1)</script></html>',
          contentType: 'application/pdf',
        },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.json().message).toContain('PDF, PNG, JPEG, DOCX, XLSX or CSV');
    expect(await storedFileCount()).toBe(before);
  });

  it('accepts Word, Excel and CSV files by their content', async () => {
    const office = (main: string) =>
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), [main]: strToU8('<x/>') });
    const docx = await upload('employee', people.employee, {
      fileName: 'offer.docx',
      content: office('word/document.xml'),
    });
    const xlsx = await upload('employee', people.employee, {
      fileName: 'marks.xlsx',
      content: office('xl/workbook.xml'),
    });
    const csv = await upload('employee', people.employee, { fileName: 'marks.csv', content: 'a,b\n1,2\n' });
    expect([docx.mimeType, xlsx.mimeType, csv.mimeType]).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ]);
  });

  it('takes the fields after the file as well as before it', async () => {
    const res = await send(
      'employee',
      people.employee,
      multipart([
        { name: 'file', fileName: 'degree.pdf', content: PDF },
        { name: 'category', value: 'education' },
        { name: 'title', value: 'B.Tech degree' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'education', title: 'B.Tech degree' });
  });

  it('says what is missing or wrong in the form', async () => {
    const noCategory = await send(
      'employee',
      people.employee,
      formWithFile({}, { fileName: 'a.pdf', content: PDF }),
    );
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().details).toEqual([{ field: 'body.category', message: 'Choose a category' }]);

    const noFile = await send('employee', people.employee, multipart([{ name: 'category', value: 'other' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([{ field: 'body.file', message: 'Choose a file to upload' }]);

    const empty = await send(
      'employee',
      people.employee,
      formWithFile({ category: 'other' }, { fileName: 'a.pdf', content: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'body.file', message: 'The file is empty' }]);

    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${people.employee.employee.id}/documents`,
      headers: await headersOf('employee'),
      payload: { category: 'other' },
    });
    expect(json.statusCode).toBe(415);
  });

  describe('size limit', () => {
    afterEach(async () => {
      await ctx.db.delete(configuration).where(eq(configuration.key, DOCUMENT_MAX_BYTES_SETTING));
    });

    it('refuses a file over the configured limit with 413 and accepts one exactly at it', async () => {
      const limit = 100 * 1024;
      const set = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/configuration/${DOCUMENT_MAX_BYTES_SETTING}`,
        headers: await headersOf('hr'),
        payload: { value: limit },
      });
      expect(set.statusCode).toBe(200);
      const before = await storedFileCount();
      const over = await send(
        'employee',
        people.employee,
        formWithFile({ category: 'other' }, { fileName: 'big.csv', content: 'a'.repeat(limit + 1) }),
      );
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is too large. The largest file allowed is 100 KB.',
      });
      // The list tells the upload form the same limit, so it can say so before sending.
      const list = await get('employee', `/api/employees/${people.employee.employee.id}/documents`);
      expect(list.json().maxUploadBytes).toBe(limit);
      expect(await storedFileCount()).toBe(before);
      await upload('employee', people.employee, { fileName: 'exact.csv', content: 'a'.repeat(limit) });
    });

    it('holds to the default limit when nothing is configured', async () => {
      const res = await send(
        'employee',
        people.employee,
        formWithFile(
          { category: 'other' },
          { fileName: 'huge.csv', content: Buffer.alloc(DOCUMENT_MAX_BYTES_DEFAULT + 1, 0x61) },
        ),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('10 MB');
    });
  });

  it('tells the reviewers a document waits for review, once, and never the person who uploaded it', async () => {
    const sockets = new SocketPool();
    try {
      const baseUrl = await serverUrl();
      const hr = await sockets.connect(baseUrl, (await ctx.factories.session(people.hr.user.id)).token);
      const event = nextEvent<{ id: string; type: string; message?: string }>(hr, 'employee-update');
      const note = nextEvent<{ title: string; link: string }>(hr, 'notification');
      await upload(
        'employee',
        people.employee,
        { fileName: 'payslip-june.pdf', content: PDF },
        { category: 'other' },
      );
      expect(await event).toEqual({
        id: people.employee.employee.id,
        type: 'create',
        timestamp: expect.any(String),
      });
      expect(await note).toMatchObject({
        title: 'Document uploaded',
        link: '/document-management?tab=review',
      });
    } finally {
      sockets.closeAll();
    }
    const about = (n: { message: string }) => n.message.includes('"payslip-june"');
    for (const reviewer of [people.hr, people.admin]) {
      const notes = (await notificationsOf(reviewer)).filter(about);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: 'Document uploaded', module: 'documents', read: false });
      expect(notes[0]!.message).toMatch(/uploaded "payslip-june"; it waits for review/);
    }
    expect((await notificationsOf(people.employee)).filter(about)).toEqual([]);
    expect((await notificationsOf(people.manager)).filter(about)).toEqual([]);
  });

  it('tells the owner when hr adds a document to their record, and hr nothing', async () => {
    await upload(
      'hr',
      people.employee,
      { fileName: 'offer-letter.pdf', content: PDF },
      { category: 'contract' },
    );
    const about = (n: { message: string }) => n.message.includes('"offer-letter"');
    const mine = (await notificationsOf(people.employee)).filter(about);
    expect(mine).toMatchObject([{ title: 'Document added', link: '/document-management' }]);
    expect((await notificationsOf(people.hr)).filter(about)).toEqual([]);
    expect((await notificationsOf(people.admin)).filter(about)).toEqual([]);
  });

  it("tells a report's managers up the line, except of an ID proof", async () => {
    const sockets = new SocketPool();
    try {
      const baseUrl = await serverUrl();
      const connect = async (who: Role | Person) => {
        const person = typeof who === 'string' ? people[who] : who;
        return sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
      };
      // A new report of `employee`, who reports to `manager`; the outsider is in nobody's line.
      const newcomer = await ctx.factories.person(report.employee.companyId, {
        employee: { firstName: 'Nia', lastName: 'New', managerId: people.employee.employee.id },
      });
      const listeners = await Promise.all(
        (['manager', 'employee', outsider] as const).map(async (who) => {
          const socket = await connect(who);
          return { socket, heard: record<{ id: string; message?: string }>(socket, 'employee-update') };
        }),
      );
      await upload(newcomer, newcomer, { fileName: 'degree.pdf', content: PDF }, { category: 'education' });
      await upload(newcomer, newcomer, { fileName: 'aadhaar.pdf', content: PDF }, { category: 'id_proof' });
      for (const l of listeners) await settle(l.socket);
      // A refresh of the record, without a message: nothing for the bell.
      expect(listeners.map((l) => l.heard.map((e) => [e.id, e.message]))).toEqual([
        [[newcomer.employee.id, undefined]],
        [[newcomer.employee.id, undefined]],
        [],
      ]);
    } finally {
      sockets.closeAll();
    }
  });
});

describe('seeing documents', () => {
  it("lists a person's documents newest first, filtered by category and status", async () => {
    const first = await upload(report, report, { fileName: 'old.pdf', content: PDF });
    ctx.clock.advance(60_000);
    const second = await upload(
      report,
      report,
      { fileName: 'new.pdf', content: PDF },
      { category: 'education' },
    );
    const all = DocumentListResponseSchema.parse(
      (await get(report, `/api/employees/${report.employee.id}/documents`)).json(),
    );
    expect(all.items.map((d) => d.id)).toEqual([second.id, first.id]);
    const education = DocumentListResponseSchema.parse(
      (await get(report, `/api/employees/${report.employee.id}/documents?category=education`)).json(),
    );
    expect(education.items.map((d) => d.id)).toEqual([second.id]);
    const verified = (
      await get(report, `/api/employees/${report.employee.id}/documents?status=verified`)
    ).json();
    expect(verified.items).toEqual([]);
  });

  it("keeps an employee out of another's documents, and lets a manager into the whole team's", async () => {
    const doc = await upload(outsider, outsider);
    for (const url of [
      `/api/employees/${outsider.employee.id}/documents`,
      `/api/employees/${outsider.employee.id}/documents/${doc.id}/download`,
    ]) {
      expect((await get('employee', url)).statusCode, url).toBe(404);
      expect((await get('manager', url)).statusCode, url).toBe(404);
    }
    // `report` reports to `employee`, who reports to the manager: indirect reports are the team too.
    const teamDoc = await upload(
      report,
      report,
      { fileName: 'degree.pdf', content: PDF },
      { category: 'education' },
    );
    const listed = await get('manager', `/api/employees/${report.employee.id}/documents`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((d: Document) => d.id)).toContain(teamDoc.id);
    const download = await get(
      'manager',
      `/api/employees/${report.employee.id}/documents/${teamDoc.id}/download`,
    );
    expect(download.statusCode).toBe(200);
    // An ID proof carries a national id: the person, admin and hr see it, a manager does not.
    const idProof = await upload(report, report);
    const idProofUrl = `/api/employees/${report.employee.id}/documents/${idProof.id}/download`;
    expect((await get('manager', idProofUrl)).statusCode).toBe(404);
    expect((await get('hr', idProofUrl)).statusCode).toBe(200);
    expect((await get(report, idProofUrl)).statusCode).toBe(200);
    const again = (await get('manager', `/api/employees/${report.employee.id}/documents`)).json();
    expect(again.items.map((d: Document) => d.id)).not.toContain(idProof.id);
    // A document id under someone else's record is not found, even for hr.
    expect(
      (await get('hr', `/api/employees/${report.employee.id}/documents/${doc.id}/download`)).statusCode,
    ).toBe(404);
  });

  it('serves the file as an attachment that is never sniffed or cached', async () => {
    const doc = await upload('employee', people.employee, { fileName: 'Zoë résumé.pdf', content: PDF });
    const res = await get('employee', `/api/employees/${doc.employeeId}/documents/${doc.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(disposition(res.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: 'Zoë résumé.pdf',
    });
    expect(res.headers['content-disposition']).toContain('filename="Zoe resume.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(Buffer.from(PDF))).toBe(true);
  });

  it('names the download after what the file is when its name said otherwise', async () => {
    const doc = await upload('employee', people.employee, { fileName: 'photo.pdf', content: PNG });
    const res = await get('employee', `/api/employees/${doc.employeeId}/documents/${doc.id}/download`);
    expect(res.headers['content-type']).toBe('image/png');
    expect(disposition(res.headers['content-disposition']).fileName).toBe('photo.pdf.png');
  });
});

describe('review', () => {
  it('verifies a document, records the reviewer and tells the owner', async () => {
    const doc = await upload('employee', people.employee, { fileName: 'aadhaar.pdf', content: PDF });
    const res = await patchStatus('hr', doc, { status: 'verified', comments: 'Matches the original' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'verified',
      reviewComments: 'Matches the original',
      reviewedBy: { id: people.hr.user.id, name: 'Hema Reviewer' },
      reviewedAt: ctx.clock.now().toISOString(),
    });
    const notice = (await notificationsOf(people.employee)).find((n) => n.message.includes('"aadhaar"'));
    expect(notice).toMatchObject({
      type: 'success',
      title: 'Document verified',
      message: 'Your document "aadhaar" was verified: Matches the original',
      module: 'documents',
      link: '/document-management',
      read: false,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, 'document.verify')));
    expect(audit).toMatchObject({ actorUserId: people.hr.user.id, reason: 'Matches the original' });
  });

  it('needs comments to reject, and passes them on to the owner', async () => {
    const doc = await upload('employee', people.employee, { fileName: 'blurry.png', content: PNG });
    const bare = await patchStatus('hr', doc, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: 'body.comments', message: 'Say why the document is rejected' },
    ]);
    const blank = await patchStatus('hr', doc, { status: 'rejected', comments: '   ' });
    expect(blank.statusCode).toBe(400);

    const res = await patchStatus('admin', doc, { status: 'rejected', comments: 'The scan is unreadable' });
    expect(res.statusCode).toBe(200);
    const notice = (await notificationsOf(people.employee)).find((n) => n.message.includes('"blurry"'));
    expect(notice).toMatchObject({
      type: 'warning',
      title: 'Document rejected',
      message: 'Your document "blurry" was rejected: The scan is unreadable',
    });
  });

  it('goes from pending to a decision, and back to pending only', async () => {
    const doc = await upload('employee', people.employee);
    expect((await patchStatus('hr', doc, { status: 'pending' })).statusCode).toBe(409);
    expect((await patchStatus('hr', doc, { status: 'verified' })).statusCode).toBe(200);
    expect((await patchStatus('hr', doc, { status: 'verified' })).statusCode).toBe(409);
    const jump = await patchStatus('hr', doc, { status: 'rejected', comments: 'Changed my mind' });
    expect(jump.statusCode).toBe(409);
    const reopened = await patchStatus('hr', doc, { status: 'pending' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'pending', reviewComments: null });
    expect((await patchStatus('hr', doc, { status: 'rejected', comments: 'Expired' })).statusCode).toBe(200);
  });

  it('lets nobody review their own document', async () => {
    const doc = await upload('hr', people.hr);
    const res = await patchStatus('hr', doc, { status: 'verified' });
    expect(res.statusCode).toBe(403);
    expect((await patchStatus('admin', doc, { status: 'verified' })).statusCode).toBe(200);
  });
});

describe('removing', () => {
  it('lets the owner remove a pending document and removes the file', async () => {
    const doc = await upload('employee', people.employee);
    const file = storedPath(await storageKeyOf(doc.id));
    const res = await remove('employee', doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: doc.id, deleted: true });
    expect(await exists(file)).toBe(false);
    expect(
      (await get('employee', `/api/employees/${doc.employeeId}/documents/${doc.id}/download`)).statusCode,
    ).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, 'document.delete')));
    expect(audit).toMatchObject({ actorUserId: people.employee.user.id, after: null });
  });

  it('leaves a reviewed document to hr', async () => {
    const doc = await upload('employee', people.employee);
    await patchStatus('hr', doc, { status: 'verified' });
    const res = await remove('employee', doc);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This document is verified; ask HR to remove it.');
    expect((await remove('hr', doc)).statusCode).toBe(200);
    expect((await remove('hr', doc)).statusCode).toBe(404);
  });
});

describe('searching everyone’s documents', () => {
  let docs: Record<string, Document>;
  let asha: Person;
  let vikram: Person;

  beforeAll(async () => {
    const company = await ctx.factories.company();
    asha = await ctx.factories.person(company.id, {
      employee: { firstName: 'Asha', lastName: 'Iyer', employeeCode: 'SRCH-001' },
    });
    vikram = await ctx.factories.person(company.id, {
      employee: { firstName: 'Vikram', lastName: 'Zutshi', employeeCode: 'SRCH-002' },
    });
    ctx.clock.set(new Date('2031-03-10T10:00:00Z'));
    const passport = await upload(
      asha,
      asha,
      { fileName: 'passport-scan.pdf', content: PDF },
      { category: 'id_proof' },
    );
    ctx.clock.set(new Date('2031-03-12T10:00:00Z'));
    const degree = await upload(
      vikram,
      vikram,
      { fileName: 'degree.pdf', content: PDF },
      { category: 'education', title: 'Masters degree' },
    );
    ctx.clock.set(new Date('2031-03-14T10:00:00Z'));
    const lease = await upload(
      asha,
      asha,
      { fileName: 'lease.pdf', content: PDF },
      { category: 'address_proof' },
    );
    await patchStatus('hr', lease, { status: 'verified' });
    docs = { passport, degree, lease };
  });

  async function search(query: string) {
    const res = await get('hr', `/api/documents/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return DocumentSearchResponseSchema.parse(res.json());
  }
  const ids = (r: { items: Document[] }) => r.items.map((d) => d.id);

  it('matches the title, the file name, and the employee name or code', async () => {
    expect(ids(await search('search=masters'))).toEqual([docs.degree!.id]);
    expect(ids(await search('search=passport-scan'))).toEqual([docs.passport!.id]);
    expect(ids(await search('search=asha%20iyer'))).toEqual([docs.lease!.id, docs.passport!.id]);
    expect(ids(await search('search=srch-002'))).toEqual([docs.degree!.id]);
    expect(ids(await search('search=100%25'))).toEqual([]);
  });

  it('filters by category, status, employee and upload dates', async () => {
    expect(ids(await search('search=srch&category=education'))).toEqual([docs.degree!.id]);
    expect(ids(await search('search=srch&status=verified'))).toEqual([docs.lease!.id]);
    expect(ids(await search(`employeeId=${vikram.employee.id}`))).toEqual([docs.degree!.id]);
    expect(ids(await search('search=srch&uploadedFrom=2031-03-11&uploadedTo=2031-03-12'))).toEqual([
      docs.degree!.id,
    ]);
    expect(ids(await search('search=srch&uploadedFrom=2031-03-14'))).toEqual([docs.lease!.id]);
    const backwards = await get('hr', '/api/documents/search?uploadedFrom=2031-03-14&uploadedTo=2031-03-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('sorts by an allowed column and pages with the total', async () => {
    const byEmployee = await search('search=srch&sort=employee&order=desc');
    expect(byEmployee.items.map((d) => d.employee.name)).toEqual(['Vikram Zutshi', 'Asha Iyer', 'Asha Iyer']);
    const oldestFirst = await search('search=srch&sort=createdAt&order=asc&limit=2&page=1');
    expect(oldestFirst).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(oldestFirst)).toEqual([docs.passport!.id, docs.degree!.id]);
    const second = await search('search=srch&sort=createdAt&order=asc&limit=2&page=2');
    expect(ids(second)).toEqual([docs.lease!.id]);
    expect((await get('hr', '/api/documents/search?sort=storageKey')).statusCode).toBe(400);
  });
});
