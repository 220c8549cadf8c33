import { IdSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  CreateSalaryConfigBodySchema,
  CreateStatutoryRuleBodySchema,
  DefaultTemplateResponseSchema,
  PayrollSettingsSchema,
  SalaryConfigResponseSchema,
  StatutoryRuleListQuerySchema,
  StatutoryRuleListResponseSchema,
  StatutoryRuleRowSchema,
  UpdatePayrollSettingsBodySchema,
  UpdateSalaryConfigBodySchema,
} from '@hrms/contracts/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { PayrollConfigService } from './payroll-config.service';

const EmployeeParamsSchema = z.strictObject({ employeeId: IdSchema });

/**
 * Payroll (spec §7): salary configuration and the statutory rules, for admin and hr only (money is
 * theirs and the person's alone); an admin adds a statutory rule.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{ config: PayrollConfigService }> = async (
  app,
  { config },
) => {
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
};

/** `GET/PATCH /settings/payroll`: how a month's days are counted, and whether slips are locked. */
export const payrollSettingsRoutes: FastifyPluginAsyncZod<{ config: PayrollConfigService }> = async (
  app,
  { config },
) => {
  const common = { tags: ['settings'], security: [{ bearer: [] }] };
  app.get(
    '/',
    {
      config: { access: 'settings:read' },
      schema: {
        ...common,
        summary: 'Payroll settings: the basis of payable days, and password-protected slips',
        response: withErrors({ 200: PayrollSettingsSchema }),
      },
    },
    (request) => config.settings(actorOf(request)),
  );
  app.patch(
    '/',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Change the payroll settings (audited)',
        body: UpdatePayrollSettingsBodySchema,
        response: withErrors({ 200: PayrollSettingsSchema }),
      },
    },
    (request) => config.updateSettings(actorOf(request), request.body),
  );
};
