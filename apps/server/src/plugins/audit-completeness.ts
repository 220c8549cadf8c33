/**
 * Audit completeness (docs/decisions/027): a request that changes data answers 2xx only after
 * writing at least one audit row, or saying it changed nothing (`AuditService.nothingChanged`), unless
 * its route is listed below with the reason it needs none.
 * Registered by the test app, so every API test that succeeds at a change is also an audit check; a
 * route that forgets its audit answers 500 AUDIT_MISSING there and its test fails.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditAccountedFor, withAuditScope } from '../modules/audit/audit-scope';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that change something yet write no audit row, each with why: what they change is the
 * caller's own session or reading state, or is a record of its own (a clock punch is its own trail).
 * Keyed by `METHOD url` as registered.
 */
const SIGN_IN = 'Signing in: the login history keeps every attempt, its device and outcome';
const OWN_SESSION = "Ends the caller's own sessions: each session keeps when and why it ended";
const OWN_INBOX = "The caller's own inbox: what they have read or cleared";
const PUNCH = 'A punch is its own record (who, when, where from); corrections go through audited routes';
const CALCULATION = 'Answers a calculation or a preview and changes nothing';

export const AUDIT_NOT_NEEDED: Readonly<Record<string, string>> = {
  'POST /api/auth/login': SIGN_IN,
  'POST /api/auth/login-2fa': SIGN_IN,
  'POST /api/auth/logout': OWN_SESSION,
  'DELETE /api/auth/sessions': OWN_SESSION,
  'DELETE /api/auth/sessions/:id': OWN_SESSION,
  'POST /api/auth/forgot-password': 'Mails a reset link; the reset itself is audited (user.password.reset)',
  'POST /api/auth/2fa/generate':
    'A new secret is not in force until confirmed; turning two-factor on is audited (user.two_factor.enable)',
  'PATCH /api/auth/security-alerts/:id/read': OWN_INBOX,
  'DELETE /api/notifications': OWN_INBOX,
  'DELETE /api/notifications/:id': OWN_INBOX,
  'PATCH /api/notifications/:id/read': OWN_INBOX,
  'PATCH /api/notifications/read-all': OWN_INBOX,
  'PATCH /api/settings/notifications':
    "A person's own choices are theirs alone; company defaults changed in the same call are audited (settings.notifications.update)",
  'POST /api/time-tracking/clock-in': PUNCH,
  'POST /api/time-tracking/clock-out': PUNCH,
  'POST /api/time-tracking/break/start': PUNCH,
  'POST /api/time-tracking/break/end': PUNCH,
  'POST /api/leave/request/preview': CALCULATION,
  'POST /api/leave/year-end/preview': CALCULATION,
  'POST /api/holidays/check-conflicts': CALCULATION,
  'POST /api/payroll/calculators/gratuity': CALCULATION,
  'POST /api/payroll/calculators/bonus': CALCULATION,
};

export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

export function changesData(method: string): boolean {
  return CHANGING_METHODS.has(method);
}

export interface AuditCompletenessOptions {
  /** Told of each route that answered 2xx to a change without an audit row (default: answer 500). */
  onMissing?: (key: string) => void;
}

export const auditCompletenessPlugin = fp(
  async (app: FastifyInstance, options: AuditCompletenessOptions) => {
    app.addHook('onRequest', (_request, _reply, done) => withAuditScope(done));
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url;
      if (url === undefined || !changesData(request.method)) return payload;
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      const key = routeKey(request.method, url);
      if (key in AUDIT_NOT_NEEDED || auditAccountedFor()) return payload;
      if (options.onMissing) {
        options.onMissing(key);
        return payload;
      }
      const message = `${key} answered ${reply.statusCode} but wrote no audit row (plugins/audit-completeness.ts)`;
      process.stderr.write(`${message}\n`);
      reply.code(500).type('application/json');
      return JSON.stringify({ error: { code: 'AUDIT_MISSING', message } });
    });
  },
  { name: 'audit-completeness' },
);
