/**
 * Helpers for account security tests: sign-in through the API from distinct client addresses (so
 * the per-address throttle only bites where a test means it to), codes from an authenticator app,
 * and mail read back from the outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { totp } from '../lib/totp';
import type { TestContext } from './test-app';

let addresses = 0;
/** A client address no other call in this process has used. */
export function nextAddress(): string {
  addresses++;
  return `10.${(process.pid >> 8) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface CallOptions {
  /** Client address; a fresh one by default. */
  ip?: string;
  userAgent?: string;
  token?: string;
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextAddress(),
    headers: {
      'user-agent': options.userAgent ?? CHROME_LINUX,
      ...(options.token ? ctx.bearer(options.token) : {}),
    },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export function login(
  ctx: TestContext,
  body: { email: string; password: string; device?: Record<string, unknown> },
  options: CallOptions = {},
) {
  return call(ctx, 'POST', '/api/auth/login', body, options);
}

/** The code an authenticator app shows now for `secret`, `offset` steps away. */
export function codeFor(secret: string, at: Date, offset = 0): string {
  return totp(secret, at, offset);
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** Quoted-printable undone, its bytes read as UTF-8. */
function quotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  return unfolded.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Every message in DATA_DIR/outbox, oldest first. */
export async function readOutbox(ctx: TestContext): Promise<OutboxMail[]> {
  await ctx.app.services.passwords.drain();
  await ctx.app.services.notificationMail.drain();
  const dir = path.join(ctx.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (name: string) =>
        decodeWords(head.replace(/\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '');
      const text = quotedPrintable(body.join('\n\n'));
      return { file, to: header('To'), subject: header('Subject'), text };
    }),
  );
}

/** The reset link's token in the newest mail to `email`. */
export async function resetTokenMailedTo(ctx: TestContext, email: string): Promise<string | undefined> {
  const tokens = (await readOutbox(ctx))
    .filter((m) => m.to.includes(email))
    .map((m) => m.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1]);
  return tokens.filter((token) => token !== undefined).at(-1);
}
