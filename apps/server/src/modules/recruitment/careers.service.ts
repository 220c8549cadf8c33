/**
 * The careers page: open roles for anyone, and a visitor's application.
 *
 * Rules:
 * - The careers page lists open roles to anyone. An application needs a résumé that is really a PDF
 *   or a Word document; a role that is not open refuses it; one address applies once per role (a
 *   unique index holds it); a filled honeypot is thanked and dropped; an address sends at most
 *   `applicationsPerMinute` a minute.
 * - The hiring manager hears of each new application.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  ApplyFieldsSchema,
  type PublicOpening,
  type PublicOpeningListResponse,
  RECRUITMENT_LIMITS,
} from '@hrms/contracts/recruitment';
import { withTransaction } from '../../db/client';
import { AppError, fieldIssuesOf, validationFailed } from '../../lib/app-error';
import { cleanFileName } from '../../lib/file-name';
import { detectFileKind } from '../../lib/file-type';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { findCompany } from '../../people/people.repository';
import { addApplication, tellHiringManager } from './applications.service';
import { openOpenings, type PublicOpeningRow } from './openings.repository';
import { ensureStages } from './openings.service';
import { type RecruitmentDeps, tellRecruitment } from './recruitment-context';

export class CareersService {
  constructor(private readonly deps: RecruitmentDeps) {}

  async publicOpenings(): Promise<PublicOpeningListResponse> {
    return { items: (await openOpenings(this.deps.db)).map(toPublicOpening) };
  }

  async publicOpening(id: string): Promise<PublicOpening> {
    const [found] = await openOpenings(this.deps.db, id);
    if (!found) throw new AppError('NOT_FOUND', 'This role is not open for applications.');
    return toPublicOpening(found);
  }

  /** A visitor's application from the careers page; `ip` counts their submissions. */
  async apply(openingId: string, ip: string, receive: ReceiveUpload): Promise<{ ok: true; message: string }> {
    const { db, clock, attempts, storage, notifications } = this.deps;
    const now = clock.now();
    const windowMs = 60_000;
    const seen = await attempts.hit(`careers:${ip}`, now.getTime(), windowMs);
    if (seen > RECRUITMENT_LIMITS.applicationsPerMinute) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many applications from this address. Please wait a minute and try again.',
      ).retryAfter(windowMs - (now.getTime() % windowMs));
    }
    const { fields, file } = await receive(RECRUITMENT_LIMITS.maxResumeBytes);
    const thanks = { ok: true as const, message: 'Thank you for applying. We will be in touch by email.' };
    // Robots fill every field; people never see this one.
    if (fields.website) {
      this.deps.audit.nothingChanged();
      return thanks;
    }

    const [opening] = await openOpenings(db, openingId);
    if (!opening) {
      throw new AppError('CONFLICT', 'This role is no longer open for applications.');
    }
    let answersJson: unknown = {};
    try {
      answersJson = fields.answers ? JSON.parse(fields.answers) : {};
    } catch {
      throw validationFailed([{ field: 'body.answers', message: 'Answers must be sent as JSON' }]);
    }
    const parsed = ApplyFieldsSchema.safeParse({ ...fields, answers: answersJson });
    const issues: FieldIssue[] = parsed.success ? [] : fieldIssuesOf(parsed.error);
    const answers = parsed.success ? parsed.data.answers : {};
    for (const q of opening.questions) {
      if (q.required && !answers[q.id]?.trim())
        issues.push({ field: `body.answers.${q.id}`, message: 'Answer this question' });
    }
    if (!file || file.bytes.length === 0)
      issues.push({ field: 'body.resume', message: 'Attach your résumé' });
    if (issues.length > 0 || !parsed.success || !file) throw validationFailed(issues);
    const kind = detectFileKind(file.bytes);
    if (kind !== 'pdf' && kind !== 'docx') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Attach your résumé as a PDF or a Word (.docx) document.');
    }
    const known = new Set(opening.questions.map((q) => q.id));
    const kept = Object.fromEntries(Object.entries(answers).filter(([id, text]) => known.has(id) && text));

    await ensureStages(db, opening.companyId);
    const resumeKey = await storage.put('resume', file.bytes);
    try {
      const { created, notices } = await withTransaction(db, async (tx) => {
        const application = await addApplication(this.deps, tx, null, {
          opening,
          name: parsed.data.name,
          email: parsed.data.email,
          phone: parsed.data.phone,
          source: 'careers',
          answers: kept,
          resume: { key: resumeKey, name: cleanFileName(file.fileName, `resume.${kind}`), kind },
        });
        const notices = await tellHiringManager(this.deps, tx, opening, parsed.data.name, application.id);
        return { created: application, notices };
      });
      notifications.deliver(notices);
      await tellRecruitment(this.deps, { id: created.id, type: 'create' }, [opening.hiringManagerId]);
      return thanks;
    } catch (error) {
      await storage.delete(resumeKey).catch(() => undefined);
      throw error;
    }
  }

  /** The installation's company, for the careers page header. */
  async careersCompany(): Promise<string> {
    return (await findCompany(this.deps.db, null))?.name ?? '';
  }
}

function toPublicOpening(o: PublicOpeningRow): PublicOpening {
  return {
    id: o.id,
    title: o.title,
    company: o.company,
    department: o.department,
    office: o.office,
    description: o.description,
    questions: o.questions,
    openedAt: o.openedAt?.toISOString() ?? null,
  };
}
