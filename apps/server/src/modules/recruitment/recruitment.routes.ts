import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  ApplicationDetailSchema,
  ApplicationListResponseSchema,
  ApplicationSchema,
  CreateApplicationBodySchema,
  CreateNoteBodySchema,
  CreateOpeningBodySchema,
  DecideOfferBodySchema,
  HireBodySchema,
  HirePreviewSchema,
  HireResponseSchema,
  InterviewListResponseSchema,
  InterviewSchema,
  ListApplicationsQuerySchema,
  ListInterviewsQuerySchema,
  ListOpeningsQuerySchema,
  MoveApplicationBodySchema,
  NoteSchema,
  OfferSchema,
  OpeningListResponseSchema,
  OpeningSchema,
  RecruitmentReportQuerySchema,
  RecruitmentReportSchema,
  ReplaceStagesBodySchema,
  SaveOfferBodySchema,
  ScheduleInterviewBodySchema,
  StageListResponseSchema,
  SubmitScorecardBodySchema,
  UpdateInterviewBodySchema,
  UpdateOpeningBodySchema,
} from '@hrms/contracts/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import { PDF_CONTENT_TYPE } from '../../lib/table-pdf';
import type { InterviewsService } from './interviews.service';
import type { OffersService } from './offers.service';
import type { RecruitmentService } from './recruitment.service';
import type { RecruitmentReports } from './recruitment-report';

export interface RecruitmentRoutesOptions {
  recruitment: RecruitmentService;
  interviews: InterviewsService;
  offers: OffersService;
  reports: RecruitmentReports;
}

/**
 * Stages, openings, offers, hires and the report are for admin and hr (`recruitment:manage`). The
 * pipeline, applications, notes and interviews open to any signed-in person the service finds
 * involved: a hiring manager with their openings, an interviewer with the applications of their
 * panels; others see none (404).
 */
export const recruitmentRoutes: FastifyPluginAsyncZod<RecruitmentRoutesOptions> = async (
  app,
  { recruitment, interviews, offers, reports },
) => {
  const common = { tags: ['recruitment'], security: [{ bearer: [] }] };

  app.get(
    '/stages',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'The pipeline: stages in order with the applications in each',
        response: withErrors({ 200: StageListResponseSchema }),
      },
    },
    (request) => recruitment.listStages(actorOf(request)),
  );

  app.put(
    '/stages',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Replace the pipeline (stages keep their id; a removed stage must be empty)',
        body: ReplaceStagesBodySchema,
        response: withErrors({ 200: StageListResponseSchema }),
      },
    },
    (request) => recruitment.replaceStages(actorOf(request), request.body),
  );

  app.get(
    '/openings',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Job openings (a hiring manager sees theirs)',
        querystring: ListOpeningsQuerySchema,
        response: withErrors({ 200: OpeningListResponseSchema }),
      },
    },
    (request) => recruitment.listOpenings(actorOf(request), request.query),
  );

  app.post(
    '/openings',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Create a job opening',
        body: CreateOpeningBodySchema,
        response: withErrors({ 201: OpeningSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recruitment.createOpening(actorOf(request), request.body)),
  );

  app.get(
    '/openings/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'One job opening',
        params: IdParamsSchema,
        response: withErrors({ 200: OpeningSchema }),
      },
    },
    (request) => recruitment.getOpening(actorOf(request), request.params.id),
  );

  app.patch(
    '/openings/:id',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Change a job opening: its fields, or open, hold or close it',
        params: IdParamsSchema,
        body: UpdateOpeningBodySchema,
        response: withErrors({ 200: OpeningSchema }),
      },
    },
    (request) => recruitment.updateOpening(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/openings/:id',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Delete an opening nobody applied for (close it otherwise)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => recruitment.deleteOpening(actorOf(request), request.params.id),
  );

  app.get(
    '/applications',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Applications, in pipeline order (hr every one; a hiring manager and an interviewer theirs)',
        querystring: ListApplicationsQuerySchema,
        response: withErrors({ 200: ApplicationListResponseSchema }),
      },
    },
    (request) => recruitment.listApplications(actorOf(request), request.query),
  );

  app.post(
    '/applications',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Add a candidate who came another way (referral, agency, ...)',
        body: CreateApplicationBodySchema,
        response: withErrors({ 201: ApplicationSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recruitment.createApplication(actorOf(request), request.body)),
  );

  app.get(
    '/applications/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'An application with its answers, history, notes and offer',
        params: IdParamsSchema,
        response: withErrors({ 200: ApplicationDetailSchema }),
      },
    },
    (request) => recruitment.getApplication(actorOf(request), request.params.id),
  );

  app.post(
    '/applications/:id/move',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary:
          'Move an application to another stage (hr and the hiring manager); hired only through the hire',
        params: IdParamsSchema,
        body: MoveApplicationBodySchema,
        response: withErrors({ 200: ApplicationSchema }),
      },
    },
    (request) => recruitment.move(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/applications/:id/notes',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Write a note on an application, mentioning colleagues who see it',
        params: IdParamsSchema,
        body: CreateNoteBodySchema,
        response: withErrors({ 201: NoteSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recruitment.addNote(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/interviews',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Interviews: mine, or of one application, or (hr) every one',
        querystring: ListInterviewsQuerySchema,
        response: withErrors({ 200: InterviewListResponseSchema }),
      },
    },
    (request) => interviews.list(actorOf(request), request.query),
  );

  app.post(
    '/applications/:id/interviews',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Schedule an interview; the panel gets a calendar invitation by mail',
        params: IdParamsSchema,
        body: ScheduleInterviewBodySchema,
        response: withErrors({ 201: InterviewSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await interviews.schedule(actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/interviews/:id',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Move or cancel an interview; the panel gets the updated invitation',
        params: IdParamsSchema,
        body: UpdateInterviewBodySchema,
        response: withErrors({ 200: InterviewSchema }),
      },
    },
    (request) => interviews.update(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/interviews/:id/scorecard',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Submit my scorecard for an interview I am on the panel of (once)',
        params: IdParamsSchema,
        body: SubmitScorecardBodySchema,
        response: withErrors({ 200: InterviewSchema }),
      },
    },
    (request) => interviews.submitScorecard(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/applications/:id/offer',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Make or change the offer of an application in the offer stage',
        params: IdParamsSchema,
        body: SaveOfferBodySchema,
        response: withErrors({ 200: OfferSchema }),
      },
    },
    (request) => offers.save(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/applications/:id/offer/decision',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Record the offer sent, accepted, declined or withdrawn',
        params: IdParamsSchema,
        body: DecideOfferBodySchema,
        response: withErrors({ 200: OfferSchema }),
      },
    },
    (request) => offers.decide(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/applications/:id/hire-preview',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary:
          'What the hire proposes: the next employee code and a work email in the company’s patterns, and what the panel has not done',
        params: IdParamsSchema,
        response: withErrors({ 200: HirePreviewSchema }),
      },
    },
    (request) => offers.hirePreview(actorOf(request), request.params.id),
  );

  app.post(
    '/applications/:id/hire',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary:
          'Hire a candidate with an accepted offer: creates the employee, invites them and starts onboarding',
        params: IdParamsSchema,
        body: HireBodySchema,
        response: withErrors({ 201: HireResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await offers.hire(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/report',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'Funnel and sources: applications per stage, time to hire, per opening and source',
        querystring: RecruitmentReportQuerySchema,
        response: withErrors({ 200: RecruitmentReportSchema }),
      },
    },
    (request) => reports.report(actorOf(request), request.query),
  );

  app.get(
    '/applications/:id/resume',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'The résumé sent with an application',
        params: IdParamsSchema,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      },
    },
    async (request, reply) => {
      const file = await recruitment.resume(actorOf(request), request.params.id);
      return sendFile(reply, { body: file.bytes, contentType: file.contentType, fileName: file.fileName });
    },
  );

  app.get(
    '/applications/:id/offer/letter.pdf',
    {
      config: { access: 'recruitment:manage' },
      schema: {
        ...common,
        summary: 'The offer letter, as PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await offers.letter(actorOf(request), request.params.id);
      return sendFile(reply, { body: bytes, contentType: PDF_CONTENT_TYPE, fileName });
    },
  );
};
