/**
 * Every action the audit trail records, by the kind of record it is about. An entry's action is one
 * of these, so a feed that describes entries (the employee activity feed) can be checked to describe
 * every one: adding an action here without its description does not compile.
 */
export const AUDIT_ACTIONS = {
  employee: [
    'employee.create',
    'employee.update',
    'employee.deactivate',
    'employee.delete',
    'employee.profile.update',
    'employee.photo.update',
    'employee.photo.delete',
    'employee.invitation.send',
  ],
  employee_document: [
    'document.upload',
    'document.delete',
    'document.verify',
    'document.reject',
    'document.reopen',
  ],
  announcement: ['announcement.create', 'announcement.update', 'announcement.archive', 'announcement.delete'],
  holiday: ['holiday.create', 'holiday.update', 'holiday.delete', 'holiday.conflict.resolve'],
  holiday_template: ['holiday.template.create', 'holiday.template.apply'],
  leave_type: ['leave.type.create', 'leave.type.update'],
  leave_request: [
    'leave.request.create',
    'leave.request.approve',
    'leave.request.reject',
    'leave.request.cancel',
    'leave.request.shorten',
    'leave.request.refund',
    'leave.request.recount',
  ],
  leave_balance: ['leave.balance.adjust', 'leave.accrual.run', 'leave.year_end.run'],
  leave_delegation: ['leave.delegation.create', 'leave.delegation.delete'],
  office: ['holiday.weekend.update', 'office.create', 'office.update', 'office.delete'],
  employee_shift: ['time.shift.set', 'time.shift.clear'],
  attendance_day: ['attendance.correct', 'attendance.regenerate'],
  attendance_regularization: [
    'attendance.regularization.request',
    'attendance.regularization.approve',
    'attendance.regularization.reject',
    'attendance.regularization.cancel',
  ],
  salary_revision: ['payroll.salary.create', 'payroll.salary.update', 'payroll.salary.delete'],
  tax_declaration: ['payroll.declaration.submit', 'payroll.declaration.decide'],
  statutory_rule: ['payroll.rule.create'],
  salary_slip: [
    'payroll.slip.create',
    'payroll.slip.calculate',
    'payroll.slip.adjust',
    'payroll.slip.delete',
    'payroll.slip.finalize',
  ],
  payroll_run: ['payroll.run.start'],
  payroll_month: ['payroll.month.finalize'],
  organization: [
    'department.create',
    'department.update',
    'department.delete',
    'department.merge',
    'designation.create',
    'designation.update',
    'designation.delete',
    'designation.merge',
  ],
  training_course: ['training.course.create', 'training.course.update', 'training.course.delete'],
  training_session: ['training.session.create', 'training.session.update', 'training.session.delete'],
  training_enrolment: [
    'training.enrolment.create',
    'training.enrolment.attended',
    'training.enrolment.absent',
    'training.enrolment.complete',
    'training.enrolment.cancel',
    'training.enrolment.promote',
  ],
  onboarding_template: [
    'onboarding.template.create',
    'onboarding.template.update',
    'onboarding.template.delete',
  ],
  onboarding_checklist: [
    'onboarding.checklist.start',
    'onboarding.checklist.cancel',
    'onboarding.checklist.complete',
  ],
  onboarding_task: [
    'onboarding.task.done',
    'onboarding.task.reopen',
    'onboarding.task.skip',
    'onboarding.task.update',
    'onboarding.task.comment',
  ],
  recruitment_stage: ['recruitment.stages.update'],
  job_opening: ['recruitment.opening.create', 'recruitment.opening.update', 'recruitment.opening.delete'],
  job_application: [
    'recruitment.application.create',
    'recruitment.application.move',
    'recruitment.application.note',
    'recruitment.application.hire',
    'recruitment.offer.save',
    'recruitment.offer.decide',
  ],
  job_interview: [
    'recruitment.interview.schedule',
    'recruitment.interview.update',
    'recruitment.interview.cancel',
    'recruitment.scorecard.submit',
  ],
  session: ['session.revoke'],
  login_lockout: ['login.unlock'],
  user: [
    'user.password.change',
    'user.password.reset',
    'user.invitation.accept',
    'user.two_factor.enable',
    'user.two_factor.disable',
    'user.two_factor.backup_codes',
    'user.calendar_feed.create',
    'user.calendar_feed.delete',
    'user.security_alerts.update',
    'user.language.update',
  ],
  company: [
    'company.setup',
    'company.update',
    'company.logo.update',
    'company.logo.delete',
    'data.export',
    'job.retry',
  ],
  configuration: [
    'settings.security.update',
    'settings.security.two_factor',
    'settings.holidays.notifications',
    'settings.leave.update',
    'settings.time_tracking.update',
    'settings.payroll.update',
    'settings.reports.update',
    'settings.documents.update',
    'settings.sign_in.update',
    'settings.company.update',
    'settings.notifications.update',
  ],
} as const;

type Actions = typeof AUDIT_ACTIONS;
export type AuditAction = Actions[keyof Actions][number];
/** What the trail records about a person's own record: the employee activity feed. */
export type EmployeeAuditAction = Actions['employee'][number];

const EMPLOYEE_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS.employee);

export function isEmployeeAuditAction(action: string): action is EmployeeAuditAction {
  return EMPLOYEE_ACTIONS.has(action);
}
