/**
 * The server's one configuration, validated once at start. Nothing else reads `process.env`.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The server package's folder (`apps/server`), from `src/` under tsx or `dist/` once bundled. */
export const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_MAIL_FROM = 'HRMS <no-reply@hrms.invalid>';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** Sender of outgoing mail (password reset links). */
  MAIL_FROM: z.string().min(3).optional(),
  /** The address people reach the product at, for links in mail; `http://localhost:PORT` when unset. */
  PUBLIC_URL: optionalUrl,
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (sign-in throttling, history). */
  TRUST_PROXY: booleanFlag.default(false),
  /** Sign-in attempts one address may make in a minute before 429 (product decisions: 10). */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, { message: 'JWT_SECRET must be at least 32 characters' }).optional(),
  ),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines; `json`: one JSON object a line. `auto`: pretty on a terminal outside production. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: booleanFlag.default(true),
  /** In production the sign-in page lists the demo accounts only when this says so (a public demo). */
  DEMO_MODE: booleanFlag.default(false),
  // A whole request (headers and body) must arrive within this; long enough for a large upload.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  // The request headers must arrive within this: a slow-headers client cannot hold a socket.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  // An idle kept-alive connection closes after this; above the usual 60 s of a proxy in front.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  // On SIGTERM/SIGINT, requests in flight get this long to finish before the process exits anyway.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Worker threads that render salary slips' PDFs; 0 renders them on the main thread. One a core, 4 at most, by default. */
  PDF_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database (`db/`), files, the mail outbox and the generated JWT secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  loginAttemptsPerMinute: number;
  /** Undefined until `ensureJwtSecret` (src/lib/jwt-secret.ts) fills it in from the data folder. */
  jwtSecret: string | undefined;
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof EnvSchema>['LOG_FORMAT'];
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV'];
  seedDemo: boolean;
  /** A public demo: in production too, the sign-in page may list the demo accounts and their password. */
  demoMode: boolean;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  pdfWorkers: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    jwtSecret: e.JWT_SECRET,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_PACKAGE_DIR, '..', 'web', 'dist')),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    nodeEnv: e.NODE_ENV,
    seedDemo: e.SEED_DEMO,
    demoMode: e.DEMO_MODE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    pdfWorkers: e.PDF_WORKERS ?? Math.min(4, availableParallelism()),
  };
}
