import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  ComplianceQuerySchema,
  ComplianceResponseSchema,
  CourseDetailSchema,
  CourseListResponseSchema,
  CourseSchema,
  CreateCourseBodySchema,
  CreateEnrolmentBodySchema,
  CreateSessionBodySchema,
  EnrolmentListResponseSchema,
  EnrolmentSchema,
  ListCoursesQuerySchema,
  ListEnrolmentsQuerySchema,
  SessionSchema,
  UpdateCourseBodySchema,
  UpdateEnrolmentBodySchema,
  UpdateSessionBodySchema,
} from '@hrms/contracts/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import { PDF_CONTENT_TYPE } from '../../lib/table-pdf';
import type { TrainingService } from './training.service';
import type { TrainingCertificates } from './training-certificate';

/**
 * Everyone (`training:read`) reads the catalogue, enrols and sees their own records; a manager their
 * line's too. Courses and sessions are managed by admin and hr (`training:manage`). Who may change
 * an enrolment is decided by the service (the learner, their manager, the trainer, admin, hr).
 */
export const trainingRoutes: FastifyPluginAsyncZod<{
  training: TrainingService;
  certificates: TrainingCertificates;
}> = async (app, { training, certificates }) => {
  const common = { tags: ['training'], security: [{ bearer: [] }] };

  app.get(
    '/courses',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'The catalogue: active courses (archived ones too for admin and hr), mandatory first',
        querystring: ListCoursesQuerySchema,
        response: withErrors({ 200: CourseListResponseSchema }),
      },
    },
    (request) => training.listCourses(actorOf(request), request.query),
  );

  app.post(
    '/courses',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Create a course',
        body: CreateCourseBodySchema,
        response: withErrors({ 201: CourseSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await training.createCourse(actorOf(request), request.body)),
  );

  app.get(
    '/courses/:id',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'A course with its sessions, soonest first',
        params: IdParamsSchema,
        response: withErrors({ 200: CourseDetailSchema }),
      },
    },
    (request) => training.getCourse(actorOf(request), request.params.id),
  );

  app.patch(
    '/courses/:id',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Change a course, archive it or bring it back',
        params: IdParamsSchema,
        body: UpdateCourseBodySchema,
        response: withErrors({ 200: CourseSchema }),
      },
    },
    (request) => training.updateCourse(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/courses/:id',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Delete a course nobody ever enrolled in (409 otherwise: archive it)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => training.deleteCourse(actorOf(request), request.params.id),
  );

  app.post(
    '/courses/:id/sessions',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Schedule a session of a taught course',
        params: IdParamsSchema,
        body: CreateSessionBodySchema,
        response: withErrors({ 201: SessionSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await training.createSession(actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/sessions/:id',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Change a session; seats added go to its waitlist in order',
        params: IdParamsSchema,
        body: UpdateSessionBodySchema,
        response: withErrors({ 200: SessionSchema }),
      },
    },
    (request) => training.updateSession(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { access: 'training:manage' },
      schema: {
        ...common,
        summary: 'Delete a session nobody is enrolled or waitlisted in',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => training.deleteSession(actorOf(request), request.params.id),
  );

  app.get(
    '/enrolments',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'Enrolments: my own; a manager also their line’s; admin and hr everyone’s',
        querystring: ListEnrolmentsQuerySchema,
        response: withErrors({ 200: EnrolmentListResponseSchema }),
      },
    },
    (request) => training.listEnrolments(actorOf(request), request.query),
  );

  app.post(
    '/enrolments',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'Enrol myself, a report (manager) or anyone (admin, hr); a full session waitlists',
        body: CreateEnrolmentBodySchema,
        response: withErrors({ 201: EnrolmentSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await training.enrol(actorOf(request), request.body)),
  );

  app.patch(
    '/enrolments/:id',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'Mark attendance, complete (with a score) or cancel an enrolment',
        params: IdParamsSchema,
        body: UpdateEnrolmentBodySchema,
        response: withErrors({ 200: EnrolmentSchema }),
      },
    },
    (request) => training.updateEnrolment(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/enrolments/:id/certificate',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'The certificate of a completed course, as PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await certificates.certificate(actorOf(request), request.params.id);
      return sendFile(reply, { body: bytes, contentType: PDF_CONTENT_TYPE, fileName });
    },
  );

  app.get(
    '/compliance',
    {
      config: { access: 'training:read' },
      schema: {
        ...common,
        summary: 'Mandatory courses × the people they apply to: completed, due or overdue',
        querystring: ComplianceQuerySchema,
        response: withErrors({ 200: ComplianceResponseSchema }),
      },
    },
    (request) => training.compliance(actorOf(request), request.query),
  );
};
