/** The audit log: who changed what, when, before and after. */
import { defineModule, mount } from '../../composition/module';
import { auditLogRoutes } from './audit-log.routes';
import { AuditLogService } from './audit-log.service';

export type AuditApi = Record<string, never>;

export const auditModule = defineModule({
  name: 'audit',
  build({ db }) {
    return {
      api: {},
      routes: () => [mount('/api/audit', auditLogRoutes, { auditLog: new AuditLogService({ db }) })],
    };
  },
});
