/**
 * First-run setup: a server started on an empty database without the demo has nobody who can sign
 * in, so it prints a one-time address (`/setup?token=…`, valid 24 hours or until used; only the
 * token's hash is kept, in the configuration table). Through it, or through `npm run create-admin` on
 * the server, the company, its first office and the first admin are made in one transaction, audited
 * with no actor. Once an account exists both are refused.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type FirstAdminInput,
  SETUP_TOKEN_HOURS,
  SetupMessages,
  type SetupResponse,
  type SetupStatusResponse,
} from '@hrms/contracts/setup';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttemptStore } from '../../lib/attempt-counter';
import { calendarDateIn } from '../../lib/calendar-date';
import { type Clock, HOUR_MS } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { AuditService } from '../audit/audit.service';
import type { checkNewPassword } from '../auth/new-password-rules';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import {
  hasCompanyOrAccount,
  insertCompany,
  insertEmployee,
  insertOffice,
  insertUser,
  lockSetup,
} from './setup.repository';

/** The configuration key holding the setup token's hash and expiry (never the token). */
export const SETUP_TOKEN_KEY = 'setup.token';
export const SETUP_TOKEN_TTL_MS = SETUP_TOKEN_HOURS * HOUR_MS;
/** Setup attempts one address may make in a minute, as many as sign-in attempts. */
export const SETUP_ATTEMPTS_PER_MINUTE = 10;
/** The first person's employee code; hr renumbers at will. */
export const FIRST_EMPLOYEE_CODE = 'EMP-0001';

const WINDOW_MS = 60_000;

const StoredTokenSchema = z.object({ hash: z.string(), expiresAt: z.string() });

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** How the first admin was made, for the audit row. */
export type SetupChannel = 'setup_page' | 'command_line';

export interface SetupServiceDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  configuration: ConfigurationService;
  policy: Pick<SecurityPolicyService, 'current'>;
  /** How a new password is judged: the auth module's rules, the same as for every password. */
  checkNewPassword: typeof checkNewPassword;
  attempts: AttemptStore;
  /** The setup address starts here, e.g. `https://hr.example.com`. */
  publicUrl: string;
  /**
   * What the modules give a new company, in the setup's transaction (the leave types of product
   * decisions): a company that starts without the demo is ready for its first leave request.
   */
  companyCreated?: (tx: Database, companyId: string) => Promise<void>;
}

export class SetupService {
  constructor(private readonly deps: SetupServiceDeps) {}

  /** Whether the server still waits for its company and first admin (no company, no account). */
  async needed(): Promise<boolean> {
    return !(await hasCompanyOrAccount(this.deps.db));
  }

  /** `GET /setup/status`: public; says only that setup is to be done, or refuses once it is. */
  async status(): Promise<SetupStatusResponse> {
    if (!(await this.needed())) throw new AppError('CONFLICT', SetupMessages.alreadyDone);
    return { needed: true };
  }

  /**
   * At start, on an empty database: a new token replaces any earlier one (an address printed before a
   * restart stops working) and the setup address is answered, to be printed in the log. Null when the
   * server is set up already.
   */
  async openSetup(): Promise<{ url: string; token: string; expiresAt: Date } | null> {
    const { db, clock, configuration, publicUrl } = this.deps;
    if (!(await this.needed())) return null;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_MS);
    await withTransaction(db, (tx) =>
      configuration.write(tx, {
        key: SETUP_TOKEN_KEY,
        category: 'setup',
        value: { hash: hashOf(token).toString('hex'), expiresAt: expiresAt.toISOString() },
        updatedBy: null,
        at: now,
      }),
    );
    return { url: `${publicUrl}/setup?token=${token}`, token, expiresAt };
  }

  /**
   * `POST /setup`: throttled per address, refused once set up (409), then the token (403 when it is
   * not the one printed or has expired), then the fields; the token dies with the setup.
   */
  async completeWithToken(
    body: FirstAdminInput & { token: string },
    ip: string | null,
  ): Promise<SetupResponse> {
    await this.throttle(ip);
    if (!(await this.needed())) throw new AppError('CONFLICT', SetupMessages.alreadyDone);
    await this.checkToken(this.deps.db, body.token);
    const { token, ...fields } = body;
    return this.create(fields, 'setup_page', token);
  }

  /** `npm run create-admin`: the same rules and the same refusal, without a token (run on the server). */
  createFirstAdmin(fields: FirstAdminInput): Promise<SetupResponse> {
    return this.create(fields, 'command_line', null);
  }

  private async create(
    fields: FirstAdminInput,
    channel: SetupChannel,
    token: string | null,
  ): Promise<SetupResponse> {
    const { db, clock, audit, configuration, policy } = this.deps;
    if (!(await this.needed())) throw new AppError('CONFLICT', SetupMessages.alreadyDone);
    const { passwordMinLength } = await policy.current();
    await this.deps.checkNewPassword(fields.password, 'body.password', passwordMinLength, {
      email: fields.email,
      names: [fields.firstName, fields.lastName],
    });
    const passwordHash = await hashPassword(fields.password);

    const made = await withTransaction(db, async (tx) => {
      await lockSetup(tx);
      // Checked again under the lock: a second setup that raced this one finds the first one's rows.
      if (await hasCompanyOrAccount(tx)) throw new AppError('CONFLICT', SetupMessages.alreadyDone);
      if (token !== null) await this.checkToken(tx, token);
      const now = clock.now();
      const company = await insertCompany(tx, {
        name: fields.companyName,
        legalName: fields.legalName ?? null,
        financialYearStartMonth: fields.financialYearStartMonth,
        timezone: fields.timezone,
        createdAt: now,
        updatedAt: now,
      });
      const office = await insertOffice(tx, {
        companyId: company.id,
        name: fields.officeName,
        city: fields.officeCity ?? null,
        region: fields.officeState ?? null,
        timezone: fields.timezone,
        createdAt: now,
        updatedAt: now,
      });
      await this.deps.companyCreated?.(tx, company.id);
      const employee = await insertEmployee(tx, {
        companyId: company.id,
        employeeCode: FIRST_EMPLOYEE_CODE,
        firstName: fields.firstName,
        lastName: fields.lastName,
        workEmail: fields.email,
        officeId: office.id,
        joinDate: calendarDateIn(now, fields.timezone),
        createdAt: now,
        updatedAt: now,
      });
      const user = await insertUser(tx, {
        email: fields.email,
        role: 'admin',
        passwordHash,
        employeeId: employee.id,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      // The token dies with the setup, whichever way it was done.
      await configuration.write(tx, {
        key: SETUP_TOKEN_KEY,
        category: 'setup',
        value: { usedAt: now.toISOString() },
        updatedBy: user.id,
        at: now,
      });
      await audit.record(
        tx,
        { userId: null, sessionId: null },
        {
          action: 'company.setup',
          entityType: 'company',
          entityId: company.id,
          before: null,
          after: {
            via: channel,
            company: {
              name: company.name,
              legalName: company.legalName,
              financialYearStartMonth: company.financialYearStartMonth,
              timezone: company.timezone,
            },
            office: { name: office.name, city: office.city, region: office.region },
            admin: {
              userId: user.id,
              employeeId: employee.id,
              email: user.email,
              name: `${employee.firstName} ${employee.lastName}`,
            },
          },
        },
      );
      return { company, user };
    });
    return {
      companyName: made.company.name,
      email: made.user.email,
      message: `${made.company.name} is set up. Sign in as ${made.user.email}.`,
    };
  }

  /** The stored hash and expiry against the token given: 403 for another token or an expired one. */
  private async checkToken(db: Database, token: string): Promise<void> {
    const stored = StoredTokenSchema.safeParse(await this.deps.configuration.value(SETUP_TOKEN_KEY, db));
    if (!stored.success) throw new AppError('FORBIDDEN', SetupMessages.invalidToken);
    const expected = Buffer.from(stored.data.hash, 'hex');
    const given = hashOf(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('FORBIDDEN', SetupMessages.invalidToken);
    }
    if (new Date(stored.data.expiresAt).getTime() <= this.deps.clock.now().getTime()) {
      throw new AppError('FORBIDDEN', SetupMessages.expiredToken);
    }
  }

  private async throttle(ip: string | null): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const seen = await this.deps.attempts.hit(`setup:${ip ?? 'unknown'}`, now, WINDOW_MS);
    if (seen > SETUP_ATTEMPTS_PER_MINUTE) {
      throw new AppError('RATE_LIMITED', SetupMessages.tooManyAttempts).retryAfter(
        WINDOW_MS - (now % WINDOW_MS),
      );
    }
  }
}
