import { IdParamsSchema, IdSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  BonusBodySchema,
  BonusResultSchema,
  BulkGenerateQuerySchema,
  CreateSalaryConfigBodySchema,
  CreateStatutoryRuleBodySchema,
  DefaultTemplateResponseSchema,
  FinalizeMonthResponseSchema,
  FullAndFinalQuerySchema,
  FullAndFinalSchema,
  GratuityBodySchema,
  GratuityResultSchema,
  MySalarySlipsQuerySchema,
  MyTaxDeclarationResponseSchema,
  PayrollAnalyticsQuerySchema,
  PayrollAnalyticsSchema,
  PayrollExportParamsSchema,
  PayrollOpenMonthSchema,
  PayrollPeriodParamsSchema,
  PayrollRunSchema,
  PayrollSettingsSchema,
  PayrollSummaryQuerySchema,
  PayrollSummarySchema,
  PersonPeriodParamsSchema,
  SalaryConfigResponseSchema,
  SalarySlipListQuerySchema,
  SalarySlipListResponseSchema,
  SalarySlipSchema,
  StatutoryRuleListQuerySchema,
  StatutoryRuleListResponseSchema,
  StatutoryRuleRowSchema,
  TaxDeclarationBodySchema,
  TaxDeclarationDecisionBodySchema,
  TaxDeclarationListQuerySchema,
  TaxDeclarationListResponseSchema,
  TaxDeclarationSchema,
  UpdatePayrollSettingsBodySchema,
  UpdateSalaryConfigBodySchema,
  UpdateSalarySlipBodySchema,
} from '@hrms/contracts/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import { settingsRoutes } from '../../lib/settings-routes';
import type { PayrollConfigService } from './payroll-config.service';
import type { PayrollFilesService } from './payroll-files.service';
import type { PayrollRunsService } from './payroll-runs.service';
import type { PayrollSettlementService } from './payroll-settlement.service';
import type { PayrollSlipsService } from './payroll-slips.service';
import type { PayrollSummaryService } from './payroll-summary.service';
import type { TaxDeclarationsService } from './tax-declarations.service';

const EmployeeParamsSchema = z.strictObject({ employeeId: IdSchema });

/**
 * Payroll (spec §7): salary configuration, the statutory rules and the month's slips, for admin and
 * hr (money is theirs and the person's alone); everyone reads their own finalised slips.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{
  config: PayrollConfigService;
  slips: PayrollSlipsService;
  runs: PayrollRunsService;
  summary: PayrollSummaryService;
  files: PayrollFilesService;
  settlement: PayrollSettlementService;
  declarations: TaxDeclarationsService;
}> = async (app, { config, slips, runs, summary, files, settlement, declarations }) => {
  const common = { tags: ['payroll'], security: [{ bearer: [] }] };
  const manage = { access: 'payroll:manage' as const };

  app.get(
    '/config/default/template',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The default salary structure: Basic, HRA (metro or not) and the special allowance',
        response: withErrors({ 200: DefaultTemplateResponseSchema }),
      },
    },
    (request) => config.defaultTemplate(actorOf(request)),
  );

  app.post(
    '/config',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Give a person a salary from a date: an annual CTC or components (audited)',
        body: CreateSalaryConfigBodySchema,
        response: withErrors({ 201: SalaryConfigResponseSchema }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return config.createConfig(actorOf(request), request.body);
    },
  );

  app.get(
    '/config/:employeeId',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'A person’s salary: the revision in force and every revision with its month',
        params: EmployeeParamsSchema,
        response: withErrors({ 200: SalaryConfigResponseSchema }),
      },
    },
    (request) => config.config(actorOf(request), request.params.employeeId),
  );

  app.patch(
    '/config/:employeeId',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Change the tax regime, state, PF options or declarations of the salary in force (audited)',
        params: EmployeeParamsSchema,
        body: UpdateSalaryConfigBodySchema,
        response: withErrors({ 200: SalaryConfigResponseSchema }),
      },
    },
    (request) => config.updateConfig(actorOf(request), request.params.employeeId, request.body),
  );

  app.delete(
    '/config/:employeeId',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Remove a person’s salary configuration (audited)',
        params: EmployeeParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => config.deleteConfig(actorOf(request), request.params.employeeId),
  );

  app.get(
    '/statutory-rules',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The statutory rules (EPF, ESI, professional tax, income tax), each from its date',
        querystring: StatutoryRuleListQuerySchema,
        response: withErrors({ 200: StatutoryRuleListResponseSchema }),
      },
    },
    (request) => config.statutoryRules(actorOf(request), request.query),
  );

  app.post(
    '/statutory-rules',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Add a statutory rule from a date, when the law changes (admin; audited)',
        body: CreateStatutoryRuleBodySchema,
        response: withErrors({ 201: StatutoryRuleRowSchema }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return config.addStatutoryRule(actorOf(request), request.body);
    },
  );

  slipRoutes(app, slips, runs, summary);
  declarationRoutes(app, declarations);

  app.post(
    '/calculators/gratuity',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Gratuity on the last drawn Basic + DA: 15 days a year of service after five (capped at ₹20 lakh)',
        body: GratuityBodySchema,
        response: withErrors({ 200: GratuityResultSchema }),
      },
    },
    (request) => settlement.gratuity(actorOf(request), request.body),
  );
  app.post(
    '/calculators/bonus',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The statutory bonus of a financial year from the Basic + DA its slips paid, at 8.33–20 %',
        body: BonusBodySchema,
        response: withErrors({ 200: BonusResultSchema }),
      },
    },
    (request) => settlement.bonus(actorOf(request), request.body),
  );
  app.get(
    '/full-and-final/:employeeId',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'A leaver’s full and final settlement: the last month’s pay, leave encashed, gratuity',
        params: EmployeeParamsSchema,
        querystring: FullAndFinalQuerySchema,
        response: withErrors({ 200: FullAndFinalSchema }),
      },
    },
    (request) => settlement.fullAndFinal(actorOf(request), request.params.employeeId, request.query),
  );

  const FileResponse = z.any().describe('The file');
  app.get(
    '/salary-slips/:id/pdf',
    {
      config: { access: 'payroll:self' },
      schema: {
        ...common,
        summary: 'A slip as a PDF: admin and hr any, the person their own once finalised',
        params: IdParamsSchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => sendFile(reply, await files.slipPdf(actorOf(request), request.params.id)),
  );
  app.get(
    '/exports/:month/:year/:kind',
    {
      config: { ...manage, throttle: 'exports' },
      schema: {
        ...common,
        summary:
          'A finalised month’s file: bank transfer (CSV), EPF return (ECR text), ESI contributions (XLSX), PT by state (CSV), or every slip’s PDF (ZIP, streamed)',
        params: PayrollExportParamsSchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const { kind, year, month } = request.params;
      const actor = actorOf(request);
      const file =
        kind === 'slips'
          ? await files.monthZip(actor, year, month)
          : await files.monthFile(actor, kind, year, month);
      return sendFile(reply, file);
    },
  );
};

/** The month's slips: made, calculated, adjusted, finalised; and the month's run and summary. */
function slipRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  slips: PayrollSlipsService,
  runs: PayrollRunsService,
  summary: PayrollSummaryService,
) {
  const common = { tags: ['payroll'], security: [{ bearer: [] }] };
  const manage = { access: 'payroll:manage' as const };

  app.post(
    '/generate/:employeeId/:month/:year',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Make a person’s draft slip of a month; one that exists is answered as it is',
        params: PersonPeriodParamsSchema,
        response: withErrors({ 200: SalarySlipSchema }),
      },
    },
    (request) =>
      slips.generate(actorOf(request), request.params.employeeId, request.params.year, request.params.month),
  );
  app.post(
    '/calculate/:employeeId/:month/:year',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Calculate a person’s slip of a month (a finalised slip is a 409)',
        params: PersonPeriodParamsSchema,
        response: withErrors({ 200: SalarySlipSchema }),
      },
    },
    (request) =>
      slips.calculate(actorOf(request), request.params.employeeId, request.params.year, request.params.month),
  );
  app.get(
    '/salary-slips',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Salary slips, filtered by month, status, department or person, paged',
        querystring: SalarySlipListQuerySchema,
        response: withErrors({ 200: SalarySlipListResponseSchema }),
      },
    },
    (request) => slips.list(actorOf(request), request.query),
  );
  app.get(
    '/salary-slips/:id',
    {
      config: { access: 'payroll:self' },
      schema: {
        ...common,
        summary: 'One slip: admin and hr any, the person their own once finalised',
        params: IdParamsSchema,
        response: withErrors({ 200: SalarySlipSchema }),
      },
    },
    (request) => slips.get(actorOf(request), request.params.id),
  );
  app.patch(
    '/salary-slips/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Set a slip’s one-off earnings and deductions, each with a reason; calculated again (audited)',
        params: IdParamsSchema,
        body: UpdateSalarySlipBodySchema,
        response: withErrors({ 200: SalarySlipSchema }),
      },
    },
    (request) => slips.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/salary-slips/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Delete a draft slip (only a draft; audited)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => slips.remove(actorOf(request), request.params.id),
  );
  app.patch(
    '/salary-slips/:id/finalize',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Finalise a calculated slip: it never changes after, and the person is told',
        params: IdParamsSchema,
        response: withErrors({ 200: SalarySlipSchema }),
      },
    },
    (request) => slips.finalize(actorOf(request), request.params.id),
  );
  app.post(
    '/bulk-generate/:month/:year',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Start a month’s run for everyone (or a department): answers the run at once',
        params: PayrollPeriodParamsSchema,
        querystring: BulkGenerateQuerySchema,
        response: withErrors({ 202: PayrollRunSchema }),
      },
    },
    async (request, reply) => {
      reply.code(202);
      return runs.startRun(
        actorOf(request),
        request.params.year,
        request.params.month,
        request.query.departmentId,
      );
    },
  );
  app.get(
    '/runs/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'A run’s progress and the people whose slip could not be made',
        params: IdParamsSchema,
        response: withErrors({ 200: PayrollRunSchema }),
      },
    },
    (request) => runs.run(actorOf(request), request.params.id),
  );
  app.patch(
    '/finalize/:month/:year',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Finalise every calculated slip of a month (or a department) at once: all or none; each person is told',
        params: PayrollPeriodParamsSchema,
        querystring: BulkGenerateQuerySchema,
        response: withErrors({ 200: FinalizeMonthResponseSchema }),
      },
    },
    (request) =>
      slips.finalizeMonth(
        actorOf(request),
        request.params.year,
        request.params.month,
        request.query.departmentId,
      ),
  );
  app.get(
    '/summary/:month/:year',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'A month’s slips by status and department, with gross, deductions, net and employer cost',
        params: PayrollPeriodParamsSchema,
        querystring: PayrollSummaryQuerySchema,
        response: withErrors({ 200: PayrollSummarySchema }),
      },
    },
    (request) =>
      summary.summary(
        actorOf(request),
        request.params.year,
        request.params.month,
        request.query.departmentId,
      ),
  );
  app.get(
    '/open-month',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The month the payroll page opens on: the first not yet finalised, at most next month',
        response: withErrors({ 200: PayrollOpenMonthSchema }),
      },
    },
    (request) => summary.openMonth(actorOf(request)),
  );
  app.get(
    '/analytics',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'What payroll costs: finalised pay by month, department and component (the last twelve months unless asked)',
        querystring: PayrollAnalyticsQuerySchema,
        response: withErrors({ 200: PayrollAnalyticsSchema }),
      },
    },
    (request) => summary.analytics(actorOf(request), request.query),
  );
  app.get(
    '/my-salary-slips',
    {
      config: { access: 'payroll:self' },
      schema: {
        ...common,
        summary: 'My finalised salary slips, newest first',
        querystring: MySalarySlipsQuerySchema,
        response: withErrors({ 200: SalarySlipListResponseSchema }),
      },
    },
    (request) => slips.mine(actorOf(request), request.query),
  );
}

/** Tax declarations: one's own for the financial year, and hr's list and decisions. */
function declarationRoutes(app: Parameters<FastifyPluginAsyncZod>[0], declarations: TaxDeclarationsService) {
  const common = { tags: ['payroll'], security: [{ bearer: [] }] };
  const manage = { access: 'payroll:manage' as const };

  app.get(
    '/declarations/me',
    {
      config: { access: 'payroll:self' },
      schema: {
        ...common,
        summary: 'My tax declaration this financial year, and the regime and 80C payroll uses today',
        response: withErrors({ 200: MyTaxDeclarationResponseSchema }),
      },
    },
    (request) => declarations.mine(actorOf(request)),
  );
  app.put(
    '/declarations/me',
    {
      config: { access: 'payroll:self' },
      schema: {
        ...common,
        summary: 'Declare my regime and section 80C for this financial year; it waits for HR (audited)',
        body: TaxDeclarationBodySchema,
        response: withErrors({ 200: TaxDeclarationSchema }),
      },
    },
    (request) => declarations.submit(actorOf(request), request.body),
  );
  app.get(
    '/declarations',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The company’s tax declarations, those waiting for a decision first',
        querystring: TaxDeclarationListQuerySchema,
        response: withErrors({ 200: TaxDeclarationListResponseSchema }),
      },
    },
    (request) => declarations.list(actorOf(request), request.query),
  );
  app.post(
    '/declarations/:id/decision',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Approve or reject a tax declaration; an approval puts it on the salary in force (audited, the person is told)',
        params: IdParamsSchema,
        body: TaxDeclarationDecisionBodySchema,
        response: withErrors({ 200: TaxDeclarationSchema }),
      },
    },
    (request) => declarations.decide(actorOf(request), request.params.id, request.body),
  );
}

/** `GET/PATCH /settings/payroll`: how a month's days are counted, and whether slips are locked. */
export const payrollSettingsRoutes = (config: PayrollConfigService) =>
  settingsRoutes({
    settings: PayrollSettingsSchema,
    change: UpdatePayrollSettingsBodySchema,
    summary: 'Payroll settings: the basis of payable days, and password-protected slips',
    read: (actor) => config.settings(actor),
    update: (actor, body) => config.updateSettings(actor, body),
  });
