/** People's documents: uploaded, verified, expiring, and the company's policies. */
import { defineModule, mount } from '../../composition/module';
import { documentsRoutes } from './documents.routes';
import { DocumentsService } from './documents.service';

export interface DocumentsApi {
  documents: DocumentsService;
}

export const documentsModule = defineModule({
  name: 'documents',
  build(ctx) {
    const documents = new DocumentsService({
      db: ctx.db,
      clock: ctx.clock,
      storage: ctx.storage,
      realtime: ctx.realtime,
      audit: ctx.audit,
      notifications: ctx.notifications,
      configuration: ctx.configuration,
      access: ctx.access,
      organization: ctx.use('organization').organization,
      events: ctx.events,
      log: ctx.log,
    });
    return { api: { documents }, routes: () => [mount('/api', documentsRoutes, { documents })] };
  },
});
