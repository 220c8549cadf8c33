/** The audit log viewer (Settings → Audit log, admin): who changed what and when, filtered and exported. */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, PageQuerySchema, paginated } from './common';
import { singleLine } from './text';

const AuditFiltersSchema = z.strictObject({
  /** An action exactly (`employee.update`), or its area (`employee`, `settings`). */
  action: singleLine(z.string().trim().max(100)).optional(),
  entityType: singleLine(z.string().trim().max(100)).optional(),
  actorUserId: IdSchema.optional(),
  /** Calendar dates in the company's time zone, both included. */
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /** Inside the record's id or the reason. */
  search: singleLine(z.string().trim().max(100)).optional(),
});

function checkRange(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the start date' });
  }
}

export const AuditQuerySchema = PageQuerySchema.extend(AuditFiltersSchema.shape).superRefine(checkRange);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditExportQuerySchema = AuditFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv'),
}).superRefine(checkRange);
export type AuditExportQuery = z.infer<typeof AuditExportQuerySchema>;

/**
 * Each action the trail records, in words: the key stays the id (filters, exports), these are what
 * a person reads. An action not here reads from its key ("Leave request recount").
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'employee.create': 'Added an employee',
  'employee.update': 'Changed an employee’s job details',
  'employee.deactivate': 'Deactivated an employee',
  'employee.delete': 'Deleted an employee',
  'employee.profile.update': 'Changed a profile',
  'employee.photo.update': 'Changed a photo',
  'employee.photo.delete': 'Removed a photo',
  'employee.invitation.send': 'Sent an invitation',
  'document.upload': 'Uploaded a document',
  'document.delete': 'Deleted a document',
  'document.verify': 'Verified a document',
  'document.reject': 'Rejected a document',
  'document.reopen': 'Reopened a document',
  'announcement.create': 'Posted an announcement',
  'announcement.update': 'Changed an announcement',
  'announcement.archive': 'Archived an announcement',
  'announcement.delete': 'Deleted an announcement',
  'holiday.create': 'Added a holiday',
  'holiday.update': 'Changed a holiday',
  'holiday.delete': 'Deleted a holiday',
  'holiday.conflict.resolve': 'Resolved a holiday conflict',
  'holiday.template.create': 'Saved a holiday list',
  'holiday.template.apply': 'Applied a holiday list',
  'leave.type.create': 'Added a leave type',
  'leave.type.update': 'Changed a leave type',
  'leave.request.create': 'Applied for leave',
  'leave.request.approve': 'Approved leave',
  'leave.request.reject': 'Rejected leave',
  'leave.request.cancel': 'Cancelled leave',
  'leave.request.shorten': 'Shortened leave',
  'leave.request.refund': 'Gave back leave days',
  'leave.request.recount': 'Counted leave again',
  'leave.balance.adjust': 'Adjusted a leave balance',
  'leave.accrual.run': 'Credited monthly leave',
  'leave.year_end.run': 'Closed the leave year',
  'leave.delegation.create': 'Delegated leave approvals',
  'leave.delegation.delete': 'Ended a delegation of approvals',
  'holiday.weekend.update': 'Changed an office’s weekend',
  'office.create': 'Added an office',
  'office.update': 'Changed an office',
  'office.delete': 'Deleted an office',
  'time.shift.set': 'Gave a person their own shift',
  'time.shift.clear': 'Took away a person’s own shift',
  'attendance.correct': 'Corrected attendance',
  'attendance.regenerate': 'Worked out attendance again',
  'attendance.regularization.request': 'Asked for an attendance correction',
  'attendance.regularization.approve': 'Approved an attendance correction',
  'attendance.regularization.reject': 'Rejected an attendance correction',
  'attendance.regularization.cancel': 'Withdrew an attendance correction',
  'payroll.salary.create': 'Set a salary',
  'payroll.salary.update': 'Changed a salary',
  'payroll.salary.delete': 'Deleted a salary revision',
  'payroll.declaration.submit': 'Submitted a tax declaration',
  'payroll.declaration.decide': 'Decided a tax declaration',
  'payroll.rule.create': 'Added a statutory rule',
  'payroll.slip.create': 'Made a salary slip',
  'payroll.slip.calculate': 'Calculated a salary slip',
  'payroll.slip.adjust': 'Adjusted a salary slip',
  'payroll.slip.delete': 'Deleted a salary slip',
  'payroll.slip.finalize': 'Finalised a salary slip',
  'payroll.run.start': 'Started a pay run',
  'payroll.month.finalize': 'Finalised a month’s payroll',
  'department.create': 'Added a department',
  'department.update': 'Changed a department',
  'department.delete': 'Deleted a department',
  'department.merge': 'Merged departments',
  'designation.create': 'Added a designation',
  'designation.update': 'Changed a designation',
  'designation.delete': 'Deleted a designation',
  'designation.merge': 'Merged designations',
  'training.course.create': 'Added a course',
  'training.course.update': 'Changed a course',
  'training.course.delete': 'Deleted a course',
  'training.session.create': 'Scheduled a training session',
  'training.session.update': 'Changed a training session',
  'training.session.delete': 'Deleted a training session',
  'training.enrolment.create': 'Enrolled a person in training',
  'training.enrolment.attended': 'Marked training attended',
  'training.enrolment.absent': 'Marked training missed',
  'training.enrolment.complete': 'Completed training',
  'training.enrolment.cancel': 'Cancelled a training enrolment',
  'training.enrolment.promote': 'Gave a waitlisted person a seat',
  'onboarding.template.create': 'Added a checklist template',
  'onboarding.template.update': 'Changed a checklist template',
  'onboarding.template.delete': 'Deleted a checklist template',
  'onboarding.checklist.start': 'Started a checklist',
  'onboarding.checklist.cancel': 'Cancelled a checklist',
  'onboarding.checklist.complete': 'Completed a checklist',
  'onboarding.task.done': 'Completed a checklist task',
  'onboarding.task.reopen': 'Reopened a checklist task',
  'onboarding.task.skip': 'Skipped a checklist task',
  'onboarding.task.update': 'Changed a checklist task',
  'onboarding.task.comment': 'Commented on a checklist task',
  'recruitment.stages.update': 'Changed the hiring stages',
  'recruitment.opening.create': 'Opened a job',
  'recruitment.opening.update': 'Changed a job opening',
  'recruitment.opening.delete': 'Deleted a job opening',
  'recruitment.application.create': 'Added an application',
  'recruitment.application.move': 'Moved an application',
  'recruitment.application.note': 'Noted on an application',
  'recruitment.application.hire': 'Hired a candidate',
  'recruitment.offer.save': 'Saved an offer',
  'recruitment.offer.decide': 'Recorded an offer’s answer',
  'recruitment.interview.schedule': 'Scheduled an interview',
  'recruitment.interview.update': 'Changed an interview',
  'recruitment.interview.cancel': 'Cancelled an interview',
  'recruitment.scorecard.submit': 'Submitted a scorecard',
  'session.revoke': 'Signed a session out',
  'login.unlock': 'Unlocked a sign-in',
  'user.password.change': 'Changed a password',
  'user.password.reset': 'Reset a password',
  'user.invitation.accept': 'Accepted an invitation',
  'user.two_factor.enable': 'Turned on two-factor',
  'user.two_factor.disable': 'Turned off two-factor',
  'user.two_factor.backup_codes': 'Made new backup codes',
  'user.calendar_feed.create': 'Made a calendar feed',
  'user.calendar_feed.delete': 'Removed a calendar feed',
  'user.security_alerts.update': 'Changed security alerts',
  'user.language.update': 'Changed their language',
  'company.setup': 'Set up the company',
  'company.update': 'Changed the company’s details',
  'company.logo.update': 'Changed the logo',
  'company.logo.delete': 'Removed the logo',
  'data.export': 'Exported all company data',
  'settings.security.update': 'Changed the security settings',
  'settings.security.two_factor': 'Changed who must use two-factor',
  'settings.holidays.notifications': 'Changed the holiday reminders',
  'settings.leave.update': 'Changed the leave settings',
  'settings.time_tracking.update': 'Changed the time-tracking settings',
  'settings.payroll.update': 'Changed the payroll settings',
  'settings.reports.update': 'Changed the report settings',
  'settings.documents.update': 'Changed the upload limit',
  'settings.sign_in.update': 'Changed the sign-in page',
  'settings.company.update': 'Changed the logo limit',
  'settings.notifications.update': 'Changed the notification defaults',
  'job.retry': 'Tried a failed job again',
};

/** `leave.year_end.run` → "Leave year end run" for an action not worded yet. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AuditLogEntrySchema = z.object({
  id: IdSchema,
  /** The action's key (`settings.time_tracking.update`), and in words. */
  action: z.string(),
  actionLabel: z.string(),
  /** The record by its name ("Ishaan Kapoor", "November 2026 pay run"); its type and id stay. */
  recordName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: InstantSchema,
  /** Who acted; null for the system (a scheduled pass) or an account since deleted. */
  actor: z.object({ userId: IdSchema, name: z.string(), email: z.string() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditListResponseSchema = paginated(AuditLogEntrySchema).extend({
  /** Every action the product records, for the filter. */
  actions: z.array(z.string()),
  /** Each action in words, by its key. */
  actionLabels: z.record(z.string(), z.string()),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
