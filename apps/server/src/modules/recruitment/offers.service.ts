/**
 * The offer of an application, its letter as PDF, and the hire.
 *
 * Rules (admin and hr):
 * - An offer is made to an application in the offer stage; it can be changed until it is accepted
 *   (a change takes it back to draft). Sent, then accepted or declined by the candidate, or
 *   withdrawn by the company.
 * - The letter is the offer's text with the candidate, role, company, CTC and dates filled in.
 * - Hire: only with an accepted offer, once. The people module creates the employee (with their
 *   invitation to sign in) and, in the same transaction, the application moves to hired and the
 *   joining checklist starts; an opening whose positions are all filled closes.
 */

import { CreateEmployeeBodySchema } from '@hrms/contracts/employees';
import {
  applicationLink,
  type DecideOfferBody,
  type HireBodySchema,
  type HirePreview,
  OFFER_STATUS_LABELS,
  type Offer,
  type OfferStatus,
  RECRUITMENT_MODULE,
  type SaveOfferBodySchema,
} from '@hrms/contracts/recruitment';
import type { z } from 'zod';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, fieldIssuesOf, validationFailed } from '../../lib/app-error';
import { calendarDateText } from '../../lib/calendar-text';
import { cleanFileName } from '../../lib/file-name';
import { clean, fontsFor, loadFont, pdfBytes, registerFonts } from '../../lib/pdf-text';
import { findCompany, findPeople } from '../../people/people.repository';
import { findApplication, findApplicationForUpdate, insertStageEvent } from './applications.repository';
import { codesAfter, emailPatternOf, emailsFor } from './hire-suggestions';
import { panelProgress } from './interviews.repository';
import {
  commonCodeShape,
  findOffer,
  recentWorkEmails,
  takenCodesAndEmails,
  updateOffer,
  upsertOffer,
} from './offers.repository';
import { findOpening, findOpeningForUpdate, firstStageOfKind, hiredCount } from './openings.repository';
import { applicationWrites, openingWrites, type Viewer } from './recruitment.repository';
import {
  applicationNotFound,
  type RecruitmentDeps,
  tellRecruitment,
  toOffer,
  viewerOf,
} from './recruitment-context';

/** Which answers an offer in each status may get. */
const NEXT: Record<OfferStatus, readonly OfferStatus[]> = {
  draft: ['sent', 'withdrawn'],
  sent: ['accepted', 'declined', 'withdrawn'],
  accepted: ['withdrawn'],
  declined: [],
  withdrawn: [],
};

/** ₹12,34,567.89: Indian grouping, from integer paise. */
export function rupees(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const grouped = new Intl.NumberFormat('en-IN').format(whole);
  return `₹${grouped}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

export function fillLetter(
  template: string,
  values: {
    candidate: string;
    title: string;
    company: string;
    ctc: number;
    joinDate: string;
    expiresOn: string;
  },
): string {
  const fields: Record<string, string> = {
    candidate: values.candidate,
    title: values.title,
    company: values.company,
    ctc: rupees(values.ctc),
    joinDate: calendarDateText(values.joinDate),
    expiresOn: calendarDateText(values.expiresOn),
  };
  // A value that ends a sentence with its own full stop ("… Pvt. Ltd.") takes the template's place.
  return template.replace(/\{\{\s*(\w+)\s*\}\}(\.?)/g, (whole, key: string, stop: string) => {
    const value = fields[key];
    if (value === undefined) return whole;
    return stop && value.endsWith('.') ? value : value + stop;
  });
}

export async function offerLetterPdf(text: {
  company: string;
  title: string;
  body: string;
  date: string;
}): Promise<Buffer> {
  const all = `${text.company} ${text.title} ${text.body}`;
  const keys = fontsFor(all);
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), ...keys.map(loadFont)]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    compress: true,
    lang: 'en-IN',
    info: { Title: clean(`Offer letter: ${text.title}`), Creator: 'HRMS' },
  });
  await registerFonts(doc, keys);
  const bytes = pdfBytes(doc);
  doc.font('bold').fontSize(18).fillColor('#1d4ed8').text(clean(text.company));
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor('#4b5563').text(clean(text.date));
  doc
    .moveDown(1)
    .font('bold')
    .fontSize(14)
    .fillColor('#111827')
    .text(clean(`Offer of employment: ${text.title}`));
  doc.moveDown(1).font('regular').fontSize(11);
  for (const paragraph of text.body.split(/\n{2,}/)) {
    doc.text(paragraph.split('\n').map(clean).join('\n'), { align: 'left', lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.end();
  return bytes;
}

export class OffersService {
  constructor(private readonly deps: RecruitmentDeps) {}

  async save(
    actor: Actor,
    applicationId: string,
    body: z.output<typeof SaveOfferBodySchema>,
  ): Promise<Offer> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await this.application(viewer, applicationId);
    const saved = await withTransaction(db, async (tx) => {
      const locked = await findApplicationForUpdate(tx, viewer.companyId, applicationId);
      if (!locked) throw applicationNotFound();
      if (view.stage.kind !== 'offer') {
        throw new AppError(
          'CONFLICT',
          `Move ${view.candidate.name} to the offer stage before making an offer.`,
        );
      }
      const before = await findOffer(tx, applicationId);
      if (before?.status === 'accepted') {
        throw new AppError('CONFLICT', 'The offer was accepted; withdraw it before changing its terms.');
      }
      const now = clock.now();
      const offer = await upsertOffer(tx, {
        applicationId,
        status: 'draft',
        annualCtc: body.annualCtc,
        joinDate: body.joinDate,
        expiresOn: body.expiresOn,
        letter: body.letter,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'recruitment.offer.save',
        entityType: 'job_application',
        entityId: applicationId,
        before: before
          ? { annualCtc: before.annualCtc, joinDate: before.joinDate, status: before.status }
          : null,
        after: { annualCtc: offer.annualCtc, joinDate: offer.joinDate, status: offer.status },
      });
      return offer;
    });
    await tellRecruitment(this.deps, { id: applicationId, type: 'update' }, [view.opening.hiringManagerId]);
    return toOffer(saved);
  }

  async decide(actor: Actor, applicationId: string, body: DecideOfferBody): Promise<Offer> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit, notifications } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await this.application(viewer, applicationId);
    const { offer, notices } = await withTransaction(db, async (tx) => {
      const locked = await findApplicationForUpdate(tx, viewer.companyId, applicationId);
      if (!locked) throw applicationNotFound();
      const before = await findOffer(tx, applicationId);
      if (!before) throw new AppError('CONFLICT', `${view.candidate.name} has no offer yet.`);
      if (locked.hiredEmployeeId)
        throw new AppError('CONFLICT', `${view.candidate.name} was hired: the offer is settled.`);
      if (!NEXT[before.status].includes(body.status)) {
        throw new AppError(
          'CONFLICT',
          `An offer that is ${OFFER_STATUS_LABELS[before.status].toLowerCase()} cannot become ${OFFER_STATUS_LABELS[body.status].toLowerCase()}.`,
        );
      }
      const now = clock.now();
      const offer = await updateOffer(tx, applicationId, {
        status: body.status,
        sentAt: body.status === 'sent' ? now : before.sentAt,
        decidedAt: body.status === 'sent' ? null : now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'recruitment.offer.decide',
        entityType: 'job_application',
        entityId: applicationId,
        before: { status: before.status },
        after: { status: offer.status },
      });
      // The hiring manager hears the candidate's answer.
      const manager = view.opening.hiringManagerId;
      const answer = body.status === 'accepted' || body.status === 'declined';
      const managerUser =
        manager && answer ? ((await findPeople(tx, [manager])).get(manager)?.userId ?? null) : null;
      const notices =
        managerUser && managerUser !== actor.userId
          ? await notifications.store(tx, [managerUser], {
              event: 'recruitment',
              type: body.status === 'accepted' ? 'success' : 'warning',
              title: `Offer ${body.status}: ${view.candidate.name}`,
              message: `${view.candidate.name} ${body.status} the offer for ${view.opening.title}.`,
              module: RECRUITMENT_MODULE,
              link: applicationLink(applicationId),
            })
          : [];
      return { offer, notices };
    });
    notifications.deliver(notices);
    await tellRecruitment(this.deps, { id: applicationId, type: 'update' }, [view.opening.hiringManagerId]);
    return toOffer(offer);
  }

  async letter(actor: Actor, applicationId: string): Promise<{ fileName: string; bytes: Buffer }> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await this.application(viewer, applicationId);
    const offer = await findOffer(db, applicationId);
    if (!offer) throw new AppError('NOT_FOUND', `${view.candidate.name} has no offer yet.`);
    const company = await findCompany(db, actor.employeeId);
    const companyName = company?.name ?? '';
    const body = fillLetter(offer.letter, {
      candidate: view.candidate.name,
      title: view.opening.title,
      company: companyName,
      ctc: offer.annualCtc,
      joinDate: offer.joinDate,
      expiresOn: offer.expiresOn,
    });
    const date = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'long',
      timeZone: company?.timeZone ?? 'UTC',
    }).format(offer.sentAt ?? clock.now());
    const bytes = await offerLetterPdf({ company: companyName, title: view.opening.title, body, date });
    return {
      fileName: cleanFileName(`Offer letter - ${view.candidate.name}.pdf`, 'offer-letter.pdf'),
      bytes,
    };
  }

  async hire(
    actor: Actor,
    applicationId: string,
    body: z.output<typeof HireBodySchema>,
  ): Promise<{ employeeId: string; onboardingChecklistId: string | null; message: string }> {
    requirePermission(actor, 'recruitment:manage');
    requirePermission(actor, 'employees:write');
    const { db, clock, audit, employees, onboarding } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await this.application(viewer, applicationId);
    const refuse = (message: string) => new AppError('CONFLICT', message);
    if (view.application.hiredEmployeeId) throw refuse(`${view.candidate.name} was already hired.`);
    const offer = await findOffer(db, applicationId);
    if (offer?.status !== 'accepted') {
      throw refuse(
        `${view.candidate.name} has no accepted offer: a candidate is hired only after accepting one.`,
      );
    }
    if (!body.confirmMissing) {
      const missing = await this.missing(actor, applicationId);
      if (missing.length > 0) {
        throw refuse(
          `Confirm hiring ${view.candidate.name} before the panel is done: ${missing.join('; ')}.`,
        );
      }
    }
    const opening = (await findOpening(db, viewer, view.opening.id))!;
    const hired = (await firstStageOfKind(db, viewer.companyId, 'hired'))!;
    const [first, ...rest] = view.candidate.name.split(/\s+/);
    const record = CreateEmployeeBodySchema.safeParse({
      employeeCode: body.employeeCode,
      firstName: body.firstName ?? first,
      lastName: body.lastName ?? (rest.join(' ') || first),
      workEmail: body.workEmail,
      personalEmail: view.candidate.email,
      phone: view.candidate.phone,
      departmentId: opening.departmentId,
      designationId: opening.designationId,
      officeId: opening.officeId,
      managerId: body.managerId ?? opening.hiringManagerId,
      joinDate: body.joinDate ?? offer.joinDate,
    });
    if (!record.success) throw validationFailed(fieldIssuesOf(record.error));
    let checklistId: string | null = null;
    const employee = await employees.create(actor, record.data, async (tx, employeeId) => {
      // Under the application's lock: two hires at once make one employee.
      const locked = await findApplicationForUpdate(tx, viewer.companyId, applicationId);
      if (!locked || locked.hiredEmployeeId) throw refuse(`${view.candidate.name} was already hired.`);
      const lockedOpening = (await findOpeningForUpdate(tx, viewer.companyId, view.opening.id))!;
      const now = clock.now();
      await applicationWrites.update(tx, applicationId, {
        stageId: hired.id,
        stageChangedAt: now,
        hiredEmployeeId: employeeId,
        hiredAt: now,
        updatedAt: now,
      });
      await insertStageEvent(tx, {
        applicationId,
        fromStageId: locked.stageId,
        toStageId: hired.id,
        toKind: 'hired',
        byUserId: actor.userId,
        at: now,
      });
      const filled = (await hiredCount(tx, lockedOpening.id)) >= lockedOpening.positions;
      if (filled && lockedOpening.status !== 'closed') {
        await openingWrites.update(tx, lockedOpening.id, { status: 'closed', updatedAt: now });
      }
      await audit.record(tx, actor, {
        action: 'recruitment.application.hire',
        entityType: 'job_application',
        entityId: applicationId,
        before: { stage: view.stage.name },
        after: { stage: hired.name, employeeId, openingClosed: !!filled },
      });
      const started = await onboarding.startForHire(tx, actor, employeeId, body.onboardingTemplateId);
      checklistId = started.checklistId;
      return started.after;
    });
    await tellRecruitment(this.deps, { id: applicationId, type: 'update' }, [view.opening.hiringManagerId]);
    return {
      employeeId: employee.id,
      onboardingChecklistId: checklistId,
      message: `${view.candidate.name} is now an employee; an invitation to sign in was mailed to ${body.workEmail}.${checklistId ? ' Their onboarding checklist has started.' : ''}`,
    };
  }

  /**
   * What the hire dialog proposes: the next code of the company's commonest shape and an address in
   * its commonest pattern, each one nobody has yet; and what the panel has not done.
   */
  async hirePreview(actor: Actor, applicationId: string): Promise<HirePreview> {
    requirePermission(actor, 'recruitment:manage');
    requirePermission(actor, 'employees:write');
    const { db } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await this.application(viewer, applicationId);
    const [shape, people, missing] = await Promise.all([
      commonCodeShape(db, viewer.companyId),
      recentWorkEmails(db, viewer.companyId),
      this.missing(actor, applicationId),
    ]);
    const [first = '', ...rest] = view.candidate.name.split(/\s+/);
    const pattern = emailPatternOf(people);
    const codes = shape ? codesAfter(shape) : [];
    const emails = pattern ? emailsFor(pattern, first, rest.join(' ')) : [];
    const taken = await takenCodesAndEmails(db, codes, emails);
    return {
      employeeCode: codes.find((code) => !taken.codes.has(code.toLowerCase())) ?? null,
      workEmail: emails.find((email) => !taken.emails.has(email)) ?? null,
      missing,
    };
  }

  /** Interviews still ahead, and panel members whose card is not in after theirs, in words. */
  private async missing(actor: Actor, applicationId: string): Promise<string[]> {
    const { db, clock } = this.deps;
    const [interviews, company] = await Promise.all([
      panelProgress(db, applicationId),
      findCompany(db, actor.employeeId),
    ]);
    const at = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: company?.timeZone ?? 'UTC',
      timeZoneName: 'short',
    });
    const now = clock.now();
    return interviews.flatMap((interview) => {
      const when = `the interview on ${at.format(interview.startsAt)} (${interview.location})`;
      if (interview.startsAt > now) return [`${when} has not happened yet`];
      return interview.panel
        .filter((member) => !member.submitted)
        .map((member) => `${member.name} has not sent a scorecard for ${when}`);
    });
  }

  private async application(viewer: Viewer, id: string) {
    const view = await findApplication(this.deps.db, viewer, id);
    if (!view) throw applicationNotFound();
    return view;
  }
}
