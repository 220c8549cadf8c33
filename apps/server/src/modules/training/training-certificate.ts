/**
 * The certificate of a completed course: A4 landscape, the company, the person, the course, the day
 * it was completed and the score if one was given. Only a completed enrolment has one, and only
 * the learner, the managers above them and admin and hr may download it.
 */
import { can } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import { cleanFileName } from '../../lib/file-name';
import { clean, fontsFor, loadFont, pdfBytes, registerFonts, Typesetter } from '../../lib/pdf-text';
import { companyIdOf } from '../../people/actor-company';
import { findCompany } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import { findCourse, findEnrolmentView } from './training.repository';

const PAGE = { width: 841.89, height: 595.28 } as const;
const ACCENT = '#1d4ed8';
const MUTED = '#4b5563';

export interface CertificateText {
  company: string;
  person: string;
  course: string;
  durationMinutes: number;
  completedOn: string;
  score: number | null;
}

const hours = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

export async function certificatePdf(text: CertificateText): Promise<Buffer> {
  const all = Object.values(text).join(' ');
  const fontKeys = fontsFor(all);
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), ...fontKeys.map(loadFont)]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: true,
    lang: 'en-IN',
    info: { Title: clean(`Certificate: ${text.course}`), Creator: 'HRMS' },
  });
  await registerFonts(doc, fontKeys);
  const bytes = pdfBytes(doc);
  const type = new Typesetter(doc);
  const width = PAGE.width - 160;
  const centred = { width, align: 'center' as const };

  doc
    .rect(30, 30, PAGE.width - 60, PAGE.height - 60)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .rect(40, 40, PAGE.width - 80, PAGE.height - 80)
    .lineWidth(0.75)
    .strokeColor(ACCENT)
    .stroke();
  type.draw(text.company, 80, 120, { size: 16, weight: 'bold', color: MUTED }, centred);
  type.draw('Certificate of completion', 80, 190, { size: 34, weight: 'bold', color: ACCENT }, centred);
  type.draw('This certifies that', 80, 250, { size: 13, color: MUTED }, centred);
  type.draw(text.person, 80, 300, { size: 28, weight: 'bold' }, centred);
  type.draw('has completed the course', 80, 345, { size: 13, color: MUTED }, centred);
  type.draw(text.course, 80, 390, { size: 22, weight: 'bold' }, centred);
  const details = [
    `${hours(text.durationMinutes)}`,
    `completed on ${text.completedOn}`,
    ...(text.score === null ? [] : [`score ${text.score} / 100`]),
  ].join(' · ');
  type.draw(details, 80, 440, { size: 12, color: MUTED }, centred);
  doc.end();
  return bytes;
}

export class TrainingCertificates {
  constructor(private readonly deps: { db: Database; access: AccessService }) {}

  async certificate(actor: Actor, enrolmentId: string): Promise<{ fileName: string; bytes: Buffer }> {
    requirePermission(actor, 'training:read');
    const { db, access } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const enrolment = await findEnrolmentView(db, companyId, enrolmentId);
    const notFound = () => new AppError('NOT_FOUND', 'Enrolment not found.');
    if (!enrolment) throw notFound();
    if (!can(actor.role, 'training:manage') && enrolment.employeeId !== actor.employeeId) {
      if ((await access.levelOf(actor, enrolment.employeeId)) !== 'team') throw notFound();
    }
    if (enrolment.status !== 'completed' || !enrolment.completedAt) {
      throw new AppError('CONFLICT', 'A certificate is given once the course is completed.');
    }
    const company = await findCompany(db, enrolment.employeeId);
    const course = (await findCourse(db, companyId, enrolment.courseId))!;
    // The company's calendar date, written as that date (noon UTC stays on it in any zone).
    const completedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${calendarDateIn(enrolment.completedAt, company?.timeZone ?? 'UTC')}T12:00:00Z`),
    );
    const bytes = await certificatePdf({
      company: company?.name ?? '',
      person: enrolment.employeeName,
      course: course.title,
      durationMinutes: course.durationMinutes,
      completedOn,
      score: enrolment.score,
    });
    return {
      fileName: cleanFileName(
        `Certificate - ${course.title} - ${enrolment.employeeName}.pdf`,
        'certificate.pdf',
      ),
      bytes,
    };
  }
}
