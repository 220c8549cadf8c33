import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Person } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let person: Person;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  ctx = await createTestContext();
  person = await ctx.factories.person((await ctx.factories.company()).id);
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'trace' },
    db: ctx.handle,
    clock: ctx.clock,
    logger: { stream: { write: (line) => void lines.push(line) } },
  });
  app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('boom: internal detail');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('logs', () => {
  it('never contain a password or a bearer token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    await app.inject({ url: '/api/auth/profile', headers: ctx.bearer(token) });
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(all).not.toContain(person.password);
    expect(all).not.toContain(token);
  });

  it('record a 5xx with its request id and the cause, while the caller sees neither', async () => {
    const res = await app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('internal detail');
    const requestId = res.headers['x-request-id'] as string;
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
    expect(logged).toMatchObject({ reqId: requestId, msg: 'request failed' });
    expect(JSON.stringify(logged)).toContain('internal detail');
  });
});

describe('at the default level', () => {
  it('a request that succeeds writes no line; at debug it writes its lines', async () => {
    const atLevel = async (logLevel: 'info' | 'debug') => {
      const written: string[] = [];
      const quiet = await buildApp({
        config: { ...ctx.config, logLevel },
        db: ctx.handle,
        clock: ctx.clock,
        logger: { stream: { write: (line) => void written.push(line) } },
      });
      try {
        await quiet.ready();
        written.length = 0;
        expect((await quiet.inject({ url: '/api/health' })).statusCode).toBe(200);
        return written.map((line) => (JSON.parse(line) as { msg: string }).msg);
      } finally {
        await quiet.close();
      }
    };
    expect(await atLevel('info')).toEqual([]);
    expect(await atLevel('debug')).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});

describe('a response cut short by the browser', () => {
  it('a tab closed while a file streams is a debug line, not info', async () => {
    const written: { level: number; msg: string }[] = [];
    const server = await buildApp({
      config: { ...ctx.config, logLevel: 'debug' },
      db: ctx.handle,
      clock: ctx.clock,
      logger: { stream: { write: (line) => void written.push(JSON.parse(line)) } },
    });
    // A download that keeps streaming until the client goes away.
    server.get('/api/test/endless', { config: { access: 'public' } }, async (_request, reply) => {
      const chunk = Buffer.alloc(16 * 1024, 'x');
      return reply.type('application/octet-stream').send(
        new Readable({
          read() {
            this.push(chunk);
          },
        }),
      );
    });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/test/endless' }, (res) => {
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) =>
          (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
        );
      });
      await expect.poll(() => written.find((line) => line.msg === 'stream closed prematurely')).toBeTruthy();
      expect(
        written.filter((line) => line.msg === 'stream closed prematurely').map((line) => line.level),
      ).toEqual([20]);
    } finally {
      await server.close();
    }
  });
});
