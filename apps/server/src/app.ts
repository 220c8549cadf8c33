/**
 * Builds the Fastify app from its dependencies; `main.ts` listens, tests call `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ServerEvent } from '@hrms/contracts/realtime';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { EventBus } from './events/event-bus';
import { JOB_POLL_MS, JobQueue } from './jobs/job-queue';
import { QueuedMailer } from './jobs/queued-mailer';
import { type AttemptStore, RateLimiterAttemptStore } from './lib/attempt-counter';
import { type Clock, systemClock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { closeRedis, connectRedis } from './lib/redis';
import { type FileStorage, LocalFileStorage } from './lib/storage';
import { AccessService } from './modules/access/access.service';
import { announcementsEvents } from './modules/announcements/announcements.events';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { announcementsSchedules } from './modules/announcements/announcements.schedules';
import { AnnouncementsService } from './modules/announcements/announcements.service';
import { attendanceEvents } from './modules/attendance/attendance.events';
import { attendanceReads } from './modules/attendance/attendance.reads';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { AttendanceService } from './modules/attendance/attendance.service';
import { AttendanceDerivationService } from './modules/attendance/attendance-derivation.service';
import { RegularizationsService } from './modules/attendance/attendance-regularizations.service';
import { auditReads } from './modules/audit/audit.reads';
import { AuditService } from './modules/audit/audit.service';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { AuditLogService } from './modules/audit/audit-log.service';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthService } from './modules/auth/auth.service';
import { createAuthServices } from './modules/auth/create-auth-services';
import { demoAccountsAllowed } from './modules/auth/demo-mode';
import { lockoutsRoutes } from './modules/auth/lockouts.routes';
import type { PasswordService } from './modules/auth/password.service';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { ConfigurationService } from './modules/configuration/configuration.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { DocumentsService } from './modules/documents/documents.service';
import { employeesRoutes } from './modules/employees/employees.routes';
import { EmployeesService } from './modules/employees/employees.service';
import { rolesRoutes } from './modules/employees/roles.routes';
import { RolesService } from './modules/employees/roles.service';
import { healthRoutes } from './modules/health/health.routes';
import { HealthService } from './modules/health/health.service';
import { holidaysRoutes } from './modules/holidays/holidays.routes';
import { holidaysSchedules } from './modules/holidays/holidays.schedules';
import { HolidaysService } from './modules/holidays/holidays.service';
import { insertDefaultLeaveTypes } from './modules/leave/default-leave-types';
import { leaveEvents } from './modules/leave/leave.events';
import { leaveReads } from './modules/leave/leave.reads';
import { leaveRoutes } from './modules/leave/leave.routes';
import { leaveSchedules } from './modules/leave/leave.schedules';
import { LeaveService } from './modules/leave/leave.service';
import { LeaveBalancesService } from './modules/leave/leave-balances.service';
import { LeaveDelegationsService } from './modules/leave/leave-delegations.service';
import { leaveEncashment } from './modules/leave/leave-encashment';
import { LeaveRequestsService } from './modules/leave/leave-requests.service';
import { NotificationMail } from './modules/notifications/notification-mail';
import { NotificationSettingsService } from './modules/notifications/notification-settings.service';
import {
  notificationSettingsRoutes,
  notificationsRoutes,
} from './modules/notifications/notifications.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { notificationSocketHandlers } from './modules/notifications/notifications.socket';
import { onboardingEvents } from './modules/onboarding/onboarding.events';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { onboardingSchedules } from './modules/onboarding/onboarding.schedules';
import { OnboardingService } from './modules/onboarding/onboarding.service';
import { companySettingsRoutes } from './modules/organization/company-settings.routes';
import { CompanySettingsService } from './modules/organization/company-settings.service';
import { organizationRoutes, orgChartRoutes } from './modules/organization/organization.routes';
import { OrganizationService } from './modules/organization/organization.service';
import { payrollEvents } from './modules/payroll/payroll.events';
import { payrollRoutes, payrollSettingsRoutes } from './modules/payroll/payroll.routes';
import { PayrollConfigService } from './modules/payroll/payroll-config.service';
import { PayrollFilesService } from './modules/payroll/payroll-files.service';
import { PayrollRunsService } from './modules/payroll/payroll-runs.service';
import { PayrollSettlementService } from './modules/payroll/payroll-settlement.service';
import { PayrollSlipsService } from './modules/payroll/payroll-slips.service';
import { PayrollSummaryService } from './modules/payroll/payroll-summary.service';
import { SlipCalculator } from './modules/payroll/slip-calculator';
import { SlipPdfPool } from './modules/payroll/slip-pdf-pool';
import { TaxDeclarationsService } from './modules/payroll/tax-declarations.service';
import { careersRoutes } from './modules/recruitment/careers.routes';
import { InterviewsService } from './modules/recruitment/interviews.service';
import { OffersService } from './modules/recruitment/offers.service';
import { recruitmentRoutes } from './modules/recruitment/recruitment.routes';
import { RecruitmentService } from './modules/recruitment/recruitment.service';
import { RecruitmentReports } from './modules/recruitment/recruitment-report';
import { MonthlyReportMail, reportsSchedules } from './modules/reports/monthly-report-mail';
import { reportSettingsRoutes, reportsRoutes } from './modules/reports/reports.routes';
import { ReportsService } from './modules/reports/reports.service';
import { RoomsService } from './modules/rooms/rooms.service';
import { roomSocketHandlers } from './modules/rooms/rooms.socket';
import { dataExportRoutes } from './modules/settings/data-export.routes';
import { DataExportService } from './modules/settings/data-export.service';
import { jobsRoutes } from './modules/settings/jobs.routes';
import { JobsService } from './modules/settings/jobs.service';
import { securityPolicyRoutes } from './modules/settings/settings.routes';
import { SecurityPolicyService } from './modules/settings/settings.service';
import { setupRoutes } from './modules/setup/setup.routes';
import { SetupService } from './modules/setup/setup.service';
import { timeTrackingReads } from './modules/time-tracking/time-tracking.reads';
import { timeTrackingRoutes, timeTrackingSettingsRoutes } from './modules/time-tracking/time-tracking.routes';
import { timeTrackingSchedules } from './modules/time-tracking/time-tracking.schedules';
import { TimeTrackingService } from './modules/time-tracking/time-tracking.service';
import { trainingEvents } from './modules/training/training.events';
import { trainingRoutes } from './modules/training/training.routes';
import { TrainingService } from './modules/training/training.service';
import { TrainingCertificates } from './modules/training/training-certificate';
import { gendersOf } from './people/people.repository';
import { accessControlPlugin } from './plugins/access-control';
import { apiDocsRoutes, openApiPlugin } from './plugins/api-docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';
import { type ThrottleName, throttlePlugin } from './plugins/throttle';
import { registerWebApp } from './plugins/web-app';
import { RealtimeService } from './realtime/realtime.service';
import { closeRealtimeServer, createRealtimeServer } from './realtime/realtime-server';
import { connectRedisFanOut } from './realtime/redis-adapter';

export const APP_VERSION: string = packageJson.version;

/** Told to this process's sockets as it shuts down; the web reconnects (to another process, if any). */
const SHUTDOWN_NOTICE = {
  type: 'info',
  title: 'Server restarting',
  message: 'The connection will be restored in a moment.',
} as const;

/** Body limit for JSON requests; uploads get their own limits on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  /**
   * How often the job queue looks for due jobs and schedules (default 5 s); `false` starts no runner:
   * tests run them when they mean to (`services.jobs.runDue()`, `runSchedule(name)`).
   */
  schedulerIntervalMs?: number | false;
  config: AppConfig;
  db: DatabaseHandle;
  clock?: Clock;
  /** `false` silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream: { write(line: string): void } };
  /** How mail leaves (through the job queue); by default SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Where sign-in attempts per address are counted; in this process by default. */
  attemptStore?: AttemptStore;
  /** Uploads and exports a person may make in a minute, where a test needs other limits than the product's. */
  throttlePerMinute?: Partial<Record<ThrottleName, number>>;
  /** Uploaded files; by default on disk under DATA_DIR/files. */
  storage?: FileStorage;
}

export interface AppServices {
  notifications: NotificationsService;
  /** Notification mail being sent; `drain()` waits for it. */
  notificationMail: NotificationMail;
  announcements: AnnouncementsService;
  holidays: HolidaysService;
  leave: LeaveService;
  leaveRequests: LeaveRequestsService;
  leaveBalances: LeaveBalancesService;
  time: TimeTrackingService;
  attendanceDays: AttendanceDerivationService;
  /** Salary slips: made, calculated, adjusted and finalised, a person's or a month's at once. */
  payrollSlips: PayrollSlipsService;
  /** A month's runs (a run is a `payroll.run` job: `jobs.settled()` waits for it). */
  payrollRuns: PayrollRunsService;
  auth: AuthService;
  passwords: PasswordService;
  realtime: RealtimeService;
  dashboard: DashboardService;
  health: HealthService;
  employees: EmployeesService;
  /** Onboarding and offboarding checklists; `sendOverdueReminders()` runs the reminder pass. */
  onboarding: OnboardingService;
  /** Openings, the careers page and applications. */
  recruitment: RecruitmentService;
  /** Last month's reports by mail to hr; `sendDue()` runs a pass. */
  monthlyReports: MonthlyReportMail;
  /** First-run setup: the company and its first admin on an empty database. */
  setup: SetupService;
  /** The job queue; `runDue()` runs a pass. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    io: SocketServer;
  }
}

/** Fastify's per-request lines, one level down; errors keep their own level. */
class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  /** A tab closed while a file was still streaming to it is traffic, not news: `debug`, not `info`. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      super.streamError(error, request, reply);
    } else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    }
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see lib/jwt-secret.ts)');
  const clock = deps.clock ?? systemClock;
  const startedAt = performance.now();

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Request logs carry no headers or bodies; redaction is the backstop if a header is ever logged.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'headers.authorization',
                'password',
                '*.password',
              ],
              censor: '[redacted]',
            },
            ...(deps.logger?.stream ? { stream: deps.logger.stream } : {}),
          },
    // A request is a line at `debug`, not `info`: the default level logs what happened, not traffic.
    logController: new RequestsAtDebug(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Helmet's and our own headers are set before routing; keep Fastify from guessing at bad URLs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Behind a reverse proxy the client address (throttling, login history) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = config.headersTimeoutMs;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON only: no text/plain bodies (→ 415). An empty JSON body is "no body", for POSTs like logout.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db = deps.db.db;
  const storage = deps.storage ?? new LocalFileStorage(path.join(config.dataDir, 'files'));
  const realtime = new RealtimeService();
  // What one module tells of and others follow, inside the change's transaction (decision 032).
  const events = new EventBus();
  const audit = new AuditService(clock);
  const configuration = new ConfigurationService(db);
  // Work that must survive a stopped process or a service that is down (decision 033).
  const jobs = new JobQueue({
    db,
    clock,
    log: app.log,
    pollMs: deps.schedulerIntervalMs || JOB_POLL_MS,
    soleProcess: deps.db.kind === 'pglite',
  });
  // Mail is accepted as a job and sent at once, or later when the mail server is back.
  const mailer = new QueuedMailer({
    db,
    queue: jobs,
    transport: deps.mailer ?? createMailer(config, app.log),
  });
  // Early, so any module (security alerts, leave, ...) can be handed it to notify people.
  const notificationSettings = new NotificationSettingsService({ db, clock, audit, configuration });
  const notificationMail = new NotificationMail({
    db,
    mailer,
    storage,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const notifications = new NotificationsService({
    db,
    clock,
    realtime,
    settings: notificationSettings,
    mail: notificationMail,
  });
  // Who may act on whose records: every module's scope checks (docs/decisions/010).
  const access = new AccessService({ db });
  const organization = new OrganizationService({ db, clock, audit, realtime, events });
  const company = new CompanySettingsService({ db, clock, audit, storage, configuration });
  const policy = new SecurityPolicyService({ db, clock, configuration, audit });
  const attempts = deps.attemptStore ?? (await sharedAttemptStore(app, config.redisUrl));
  const account = createAuthServices({
    db,
    clock,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    attempts,
    mailer,
    realtime,
    audit,
    configuration,
    organization,
    policy,
    // Recruitment is built below; the menu asks it whether a person hires or interviews.
    hiring: { takesPart: (employeeId) => services.recruitment.takesPartInHiring(employeeId) },
    // The employees service is built below from the auth services it needs; the profile calls it.
    people: {
      updateOwnProfile: (actor, employeeId, body) =>
        services.employees.updateOwnProfile(actor, employeeId, {
          phone: body.phone,
          personalEmail: body.personalEmail,
        }),
    },
    demoAccountsAllowed: demoAccountsAllowed(config),
    log: app.log,
  });
  const { auth } = account;
  const announcements = new AnnouncementsService({ db, clock, realtime, audit, notifications });
  const training = new TrainingService({ db, clock, realtime, audit, access, notifications });
  const documents = new DocumentsService({
    db,
    clock,
    storage,
    realtime,
    audit,
    notifications,
    configuration,
    access,
    organization,
    events,
    log: app.log,
  });
  // Holidays ask leave what a holiday meets; leave counts days with the holidays' calendar. The
  // questions reach the leave service built below.
  const holidays: HolidaysService = new HolidaysService({
    db,
    clock,
    audit,
    configuration,
    notifications,
    realtime,
    leave: {
      impactOn: (companyId, date, officeIds, planned) =>
        leaveRequests.impactOn(companyId, date, officeIds, planned),
      refundFor: (actor, companyId, date, officeIds, reason) =>
        leaveRequests.refundFor(actor, companyId, date, officeIds, reason),
      approvedLeaveOf: (employeeId, from, to) => leaveRequests.approvedLeaveOf(employeeId, from, to),
      optionalHolidaysTaken: (companyId, year) => leaveRequests.optionalHolidaysTaken(companyId, year),
    },
    events,
  });
  const leave = new LeaveService({ db, clock, audit, configuration });
  const leaveDeps = {
    db,
    clock,
    audit,
    access,
    holidays,
    notifications,
    realtime,
    documents,
    settings: leave,
    events,
  };
  const leaveRequests: LeaveRequestsService = new LeaveRequestsService(leaveDeps);
  const leaveDelegations = new LeaveDelegationsService(leaveDeps);
  const leaveBalances = new LeaveBalancesService(leaveDeps);
  // Attendance derives a day from the clock, leave and the office calendar; the clock asks it to,
  // in each punch's transaction. The clock's answers reach the time service built below.
  const attendanceDays: AttendanceDerivationService = new AttendanceDerivationService({
    db,
    clock,
    access,
    realtime,
    sources: {
      rulesFor: (tx, workers) => time.rulesFor(tx, workers),
      daySummaries: (tx, companyId, ids, from, to, now) =>
        time.daySummaries(tx, companyId, ids, from, to, now),
      leaveDays: (tx, companyId, employeeId, from, to) =>
        leaveRequests.leaveDays(tx, companyId, employeeId, from, to),
      officeCalendar: (companyId, officeId, from, to, tx) =>
        holidays.officeCalendar(companyId, officeId, from, to, tx),
      creditCompOff: (tx, person, workedOn, days) => leaveBalances.creditCompOff(tx, person, workedOn, days),
    },
  });
  const time: TimeTrackingService = new TimeTrackingService({
    db,
    clock,
    audit,
    access,
    configuration,
    realtime,
    holidays,
    events,
  });
  // What reports and payroll may read of attendance's and leave's rows.
  const attendanceRead = attendanceReads(db);
  const leaveRead = leaveReads(db);
  const payrollConfig = new PayrollConfigService({ db, clock, audit, access, configuration });
  // One calculation for a person's slip and a month's run alike.
  const payrollCalculator = new SlipCalculator({
    db,
    clock,
    config: payrollConfig,
    sources: {
      lossOfPayCentidays: attendanceRead.lossOfPayCentidays,
      workingDays: async (companyId, officeId, from, to, tx) =>
        (await holidays.officeCalendar(companyId, officeId, from, to, tx)).days.filter((d) => d.working)
          .length,
      lastWorkingDay: async (companyId, from, to, tx) =>
        (await holidays.officeCalendar(companyId, null, from, to, tx)).days.filter((d) => d.working).at(-1)
          ?.date ?? null,
      genders: gendersOf,
      unpaidLeaveCodes: leaveRead.unpaidLeaveCodes,
    },
  });
  const payrollSlips = new PayrollSlipsService({
    db,
    clock,
    audit,
    access,
    notifications,
    realtime,
    config: payrollConfig,
    calculator: payrollCalculator,
  });
  const payrollRuns = new PayrollRunsService({
    db,
    clock,
    audit,
    realtime,
    calculator: payrollCalculator,
    jobs,
  });
  const payrollSummary = new PayrollSummaryService({ db, clock, calculator: payrollCalculator });
  const taxDeclarations = new TaxDeclarationsService({ db, clock, audit, access, notifications, realtime });
  const slipPdfs = new SlipPdfPool(config.pdfWorkers);
  app.addHook('onClose', async () => slipPdfs.close());
  const payrollFiles = new PayrollFilesService({
    db,
    slips: payrollSlips,
    config: payrollConfig,
    pdfs: slipPdfs,
    storage,
  });
  const payrollSettlement = new PayrollSettlementService({
    db,
    clock,
    access,
    config: payrollConfig,
    slips: payrollSlips,
    leave: leaveEncashment(leave, leaveBalances),
  });
  // The statutory rules the product ships are written before the first request is answered, and
  // a run with no job to make it is given one.
  app.addHook('onReady', async () => {
    await payrollConfig.ensureDefaultRules();
    await payrollRuns.queueUnfinished();
  });
  const attendance = new AttendanceService({
    db,
    clock,
    audit,
    access,
    notifications,
    derivation: attendanceDays,
  });
  // Correction requests are decided by leave's rule of who decides for whom.
  const regularizations = new RegularizationsService({
    db,
    clock,
    access,
    realtime,
    audit,
    notifications,
    derivation: attendanceDays,
    approvals: {
      deciderOf: (actor, employeeId) => leaveRequests.deciderOf(actor, employeeId),
      approversToTell: (tx, employeeId) => leaveRequests.approversToTell(tx, employeeId),
    },
    times: time,
  });
  const reports = new ReportsService({
    db,
    clock,
    access,
    sources: {
      attendance: attendanceRead,
      leave: leaveRead,
      time: timeTrackingReads(db),
      audit: auditReads(db),
      payroll: (actor, query) => payrollSummary.analytics(actor, query),
    },
  });
  const monthlyReports = new MonthlyReportMail({ db, clock, audit, configuration, mailer, reports, jobs });
  const employees = new EmployeesService({
    db,
    access,
    documents,
    leave: leaveRequests,
    clock,
    audit,
    realtime,
    notifications,
    passwords: account.passwords,
    sessions: account.sessions,
    storage,
    events,
  });
  const onboarding = new OnboardingService({ db, clock, realtime, audit, access, notifications, documents });
  // Who follows which event, in this order: attendance derives days before leave counts again.
  events.subscribe('attendance', attendanceEvents(attendanceDays));
  events.subscribe('leave', leaveEvents(leaveRequests));
  events.subscribe('onboarding', onboardingEvents(onboarding));
  events.subscribe('announcements', announcementsEvents(announcements));
  events.subscribe('training', trainingEvents(training));
  events.subscribe('payroll', payrollEvents(payrollRuns));
  // Work that recurs, once a period across every process (decision 033).
  for (const schedule of [
    ...announcementsSchedules(announcements),
    ...holidaysSchedules(holidays),
    ...leaveSchedules(leaveBalances),
    ...timeTrackingSchedules(time, attendanceDays),
    ...onboardingSchedules(onboarding),
    ...reportsSchedules(monthlyReports, reports),
  ]) {
    jobs.every(schedule);
  }
  // A hire makes the employee through the people module and starts their onboarding.
  const recruitmentDeps = {
    ...{
      db,
      clock,
      realtime,
      audit,
      access,
      notifications,
      storage,
      mailer,
      attempts,
      employees,
      onboarding,
    },
    log: app.log,
  };
  const recruitment = new RecruitmentService(recruitmentDeps);
  const services: AppServices = {
    jobs,
    monthlyReports,
    notifications,
    notificationMail,
    announcements,
    holidays,
    leave,
    leaveRequests,
    leaveBalances,
    time,
    attendanceDays,
    payrollSlips,
    payrollRuns,
    auth,
    passwords: account.passwords,
    realtime,
    dashboard: new DashboardService({ db, clock }),
    health: new HealthService({ database: deps.db, version: APP_VERSION, startedAt }),
    employees,
    onboarding,
    recruitment,
    setup: new SetupService({
      db,
      clock,
      audit,
      configuration,
      policy,
      attempts,
      publicUrl: config.publicUrl,
      companyCreated: async (tx, companyId) => {
        await insertDefaultLeaveTypes(tx, companyId);
      },
    }),
  };
  app.decorate('services', services);
  app.addHook('onClose', async () => services.health.close());

  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(accessControlPlugin, { auth });
  await app.register(throttlePlugin, { attempts, clock, perMinute: deps.throttlePerMinute });
  await app.register(openApiPlugin, { version: APP_VERSION });
  // Uploads: one file per request; each upload route reads it with its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 } });

  await app.register(apiDocsRoutes);
  await app.register(healthRoutes, { prefix: '/api/health', health: services.health });
  await app.register(setupRoutes, { prefix: '/api/setup', setup: services.setup });
  await app.register(authRoutes, { prefix: '/api/auth', ...account });
  await app.register(twoFactorRoutes, { prefix: '/api/auth/2fa', twoFactor: account.twoFactor });
  await app.register(sessionsRoutes, { prefix: '/api/auth', sessions: account.sessions });
  await app.register(lockoutsRoutes, { prefix: '/api/auth', guard: account.guard });
  await app.register(securityPolicyRoutes, { prefix: '/api/settings', policy, sessions: account.sessions });
  await app.register(configurationRoutes, { prefix: '/api/configuration', configuration });
  await app.register(companySettingsRoutes, { prefix: '/api/settings/company', company });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: services.dashboard });
  await app.register(organizationRoutes, { prefix: '/api/organization', organization });
  await app.register(orgChartRoutes, { prefix: '/api/employees', organization });
  await app.register(documentsRoutes, { prefix: '/api', documents });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
  await app.register(dataExportRoutes, {
    prefix: '/api/settings/data-export',
    dataExport: new DataExportService({ db, storage, audit, clock, log: app.log }),
  });
  await app.register(auditLogRoutes, { prefix: '/api/audit', auditLog: new AuditLogService({ db }) });
  await app.register(jobsRoutes, {
    prefix: '/api/settings/jobs',
    jobs: new JobsService({ db, clock, audit }),
  });
  await app.register(rolesRoutes, {
    prefix: '/api/settings/roles',
    roles: new RolesService({ db, employees: services.employees }),
  });
  await app.register(notificationSettingsRoutes, {
    prefix: '/api/settings/notifications',
    settings: notificationSettings,
  });
  await app.register(announcementsRoutes, { prefix: '/api/announcements', announcements });
  await app.register(holidaysRoutes, { prefix: '/api/holidays', holidays: services.holidays });
  await app.register(trainingRoutes, {
    prefix: '/api/training',
    training,
    certificates: new TrainingCertificates({ db, access }),
  });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding', onboarding });
  await app.register(recruitmentRoutes, {
    prefix: '/api/recruitment',
    recruitment,
    interviews: new InterviewsService(recruitmentDeps),
    offers: new OffersService(recruitmentDeps),
    reports: new RecruitmentReports(recruitmentDeps),
  });
  await app.register(careersRoutes, { prefix: '/api/careers', recruitment });
  await app.register(leaveRoutes, {
    prefix: '/api/leave',
    leave: services.leave,
    requests: leaveRequests,
    balances: leaveBalances,
    delegations: leaveDelegations,
  });
  await app.register(timeTrackingRoutes, { prefix: '/api/time-tracking', time });
  await app.register(attendanceRoutes, { prefix: '/api/attendance', attendance, regularizations });
  await app.register(timeTrackingSettingsRoutes(time), { prefix: '/api/settings/time-tracking' });
  await app.register(payrollRoutes, {
    prefix: '/api/payroll',
    config: payrollConfig,
    slips: payrollSlips,
    runs: payrollRuns,
    summary: payrollSummary,
    files: payrollFiles,
    settlement: payrollSettlement,
    declarations: taxDeclarations,
  });
  await app.register(payrollSettingsRoutes(payrollConfig), { prefix: '/api/settings/payroll' });
  await app.register(reportsRoutes, { prefix: '/api/reports', reports });
  await app.register(reportSettingsRoutes(monthlyReports), { prefix: '/api/settings/reports' });
  await app.register(employeesRoutes, { prefix: '/api/employees', employees: services.employees });
  await registerWebApp(app, { webDistDir: config.webDistDir });

  // Several processes: the Redis adapter carries events between them; without REDIS_URL, in process.
  const fanOut = config.redisUrl ? await connectRedisFanOut(config.redisUrl, app.log) : null;
  const io = createRealtimeServer({
    httpServer: app.server,
    auth,
    realtime,
    clock,
    log: app.log,
    handlers: [roomSocketHandlers(new RoomsService({ db })), notificationSocketHandlers(notifications)],
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });
  app.decorate('io', io);
  // Sockets first, or the HTTP server would wait for them to close on their own.
  app.addHook('preClose', async () => {
    await jobs.stop();
    realtime.emitToLocalSockets(ServerEvent.systemNotification, {
      ...SHUTDOWN_NOTICE,
      timestamp: clock.now().toISOString(),
    });
    await closeRealtimeServer(io);
  });
  app.addHook('onClose', async () => fanOut?.close());
  if (deps.schedulerIntervalMs !== false) {
    app.addHook('onReady', async () => jobs.start());
  }
  app.addHook('onClose', async () => account.passwords.drain());
  app.addHook('onClose', async () => notificationMail.drain());

  return app;
}

/** Sign-in attempts are counted in Redis when there is one, so every server process counts the same. */
async function sharedAttemptStore(app: FastifyInstance, redisUrl: string | undefined): Promise<AttemptStore> {
  if (!redisUrl) return RateLimiterAttemptStore.inMemory();
  const [redis] = await connectRedis(redisUrl, ['attempts'], app.log);
  app.addHook('onClose', async () => closeRedis(redis));
  return RateLimiterAttemptStore.inRedis(redis);
}
