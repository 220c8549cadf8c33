import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  ChecklistDetailSchema,
  ChecklistListResponseSchema,
  CommentListResponseSchema,
  CreateCommentBodySchema,
  CreateTemplateBodySchema,
  ListChecklistsQuerySchema,
  ListTasksQuerySchema,
  ListTemplatesQuerySchema,
  StartChecklistBodySchema,
  TaskCommentSchema,
  TaskListResponseSchema,
  TaskSchema,
  TemplateListResponseSchema,
  TemplateSchema,
  UpdateChecklistBodySchema,
  UpdateTaskBodySchema,
  UpdateTemplateBodySchema,
} from '@hrms/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { OnboardingService } from './onboarding.service';

/**
 * Templates and starting or cancelling checklists are for admin and hr (`onboarding:manage`); the
 * board of checklists for managers too (`onboarding:read`, their line's). A checklist, a task and
 * its comments are open to whoever the service finds may see them (the person, an assignee), and
 * everyone reads the tasks given to them.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  const common = { tags: ['onboarding'], security: [{ bearer: [] }] };

  app.get(
    '/templates',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Templates of onboarding and offboarding tasks',
        querystring: ListTemplatesQuerySchema,
        response: withErrors({ 200: TemplateListResponseSchema }),
      },
    },
    (request) => onboarding.listTemplates(actorOf(request), request.query),
  );

  app.post(
    '/templates',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Create a template',
        body: CreateTemplateBodySchema,
        response: withErrors({ 201: TemplateSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await onboarding.createTemplate(actorOf(request), request.body)),
  );

  app.patch(
    '/templates/:id',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Change a template (checklists already started keep their tasks), archive or restore it',
        params: IdParamsSchema,
        body: UpdateTemplateBodySchema,
        response: withErrors({ 200: TemplateSchema }),
      },
    },
    (request) => onboarding.updateTemplate(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/templates/:id',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Delete a template no checklist was started from',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => onboarding.deleteTemplate(actorOf(request), request.params.id),
  );

  app.get(
    '/checklists',
    {
      config: { access: 'onboarding:read' },
      schema: {
        ...common,
        summary: 'The board: checklists with their progress (a manager sees their line’s)',
        querystring: ListChecklistsQuerySchema,
        response: withErrors({ 200: ChecklistListResponseSchema }),
      },
    },
    (request) => onboarding.listChecklists(actorOf(request), request.query),
  );

  app.post(
    '/checklists',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Start a checklist for a person from a template (the best fit when none is named)',
        body: StartChecklistBodySchema,
        response: withErrors({ 201: ChecklistDetailSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await onboarding.startChecklist(actorOf(request), request.body)),
  );

  app.get(
    '/checklists/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'A checklist with its tasks',
        params: IdParamsSchema,
        response: withErrors({ 200: ChecklistDetailSchema }),
      },
    },
    (request) => onboarding.getChecklist(actorOf(request), request.params.id),
  );

  app.patch(
    '/checklists/:id',
    {
      config: { access: 'onboarding:manage' },
      schema: {
        ...common,
        summary: 'Cancel a checklist under way',
        params: IdParamsSchema,
        body: UpdateChecklistBodySchema,
        response: withErrors({ 200: ChecklistDetailSchema }),
      },
    },
    (request) => onboarding.cancelChecklist(actorOf(request), request.params.id),
  );

  app.get(
    '/tasks',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'The tasks given to me (and to the hr team, for admin and hr), open first',
        querystring: ListTasksQuerySchema,
        response: withErrors({ 200: TaskListResponseSchema }),
      },
    },
    (request) => onboarding.listMyTasks(actorOf(request), request.query),
  );

  app.patch(
    '/tasks/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Mark a task done or open again; admin and hr also skip, reassign and re-date it',
        params: IdParamsSchema,
        body: UpdateTaskBodySchema,
        response: withErrors({ 200: TaskSchema }),
      },
    },
    (request) => onboarding.updateTask(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/tasks/:id/comments',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'The comments on a task, oldest first',
        params: IdParamsSchema,
        response: withErrors({ 200: CommentListResponseSchema }),
      },
    },
    (request) => onboarding.listComments(actorOf(request), request.params.id),
  );

  app.post(
    '/tasks/:id/comments',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Comment on a task',
        params: IdParamsSchema,
        body: CreateCommentBodySchema,
        response: withErrors({ 201: TaskCommentSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await onboarding.addComment(actorOf(request), request.params.id, request.body)),
  );
};
