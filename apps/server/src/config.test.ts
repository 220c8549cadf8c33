import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_PACKAGE_DIR } from './config';
import { ensureJwtSecret } from './lib/jwt-secret';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('config', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.webDistDir).toBe(path.resolve(SERVER_PACKAGE_DIR, '..', 'web', 'dist'));
  });

  it('bounds every request and the shutdown, and never waits longer for headers than for the request', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      shutdownGraceMs: 10_000,
      pdfWorkers: Math.min(4, os.availableParallelism()),
    });
    const short = loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '60000' });
    expect(short.headersTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });

  it('reads and validates the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/hrms',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@db:5432/hrms', seedDemo: false });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('reads the public address, mail sender, proxy trust and sign-in throttle', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      mailFrom: 'HRMS <no-reply@hrms.invalid>',
      trustProxy: false,
      loginAttemptsPerMinute: 10,
    });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://hr.acme.test/',
        MAIL_FROM: 'HR <hr@acme.test>',
        TRUST_PROXY: 'true',
        LOGIN_ATTEMPTS_PER_MINUTE: '100',
      }),
    ).toMatchObject({
      publicUrl: 'https://hr.acme.test',
      mailFrom: 'HR <hr@acme.test>',
      trustProxy: true,
      loginAttemptsPerMinute: 100,
    });
    expect(() => loadConfig({ PUBLIC_URL: 'hr.acme.test' })).toThrow(/PUBLIC_URL/);
  });

  it('generates a JWT secret once, keeps it private in the data folder, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hrms-config-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await ensureJwtSecret(config);
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await ensureJwtSecret(config)).jwtSecret).toBe(first.jwtSecret);
    const given = 'x'.repeat(40);
    expect((await ensureJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: given }))).jwtSecret).toBe(
      given,
    );
  });
});
