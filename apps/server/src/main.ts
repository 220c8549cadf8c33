/** Starts the product: config, database (migrated, seeded on first start), HTTP + realtime, shutdown. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { backfillDemoAttendance, backfillDemoPayroll, isEmpty, seedDemo } from './demo/seed';
import { armExitWatchdog } from './lib/exit-watchdog';
import { ensureJwtSecret } from './lib/jwt-secret';
import { logOutput } from './lib/log-output';
import { warnOfDemoPasswords } from './modules/auth/demo-password-warning';

const started = performance.now();
const elapsed = () => `${Math.round(performance.now() - started)} ms`;

async function main(): Promise<void> {
  const config = await ensureJwtSecret(loadConfig());
  // An idle connection cut (the database restarting) is a line in the log, not the client's dump;
  // the pool opens a new one for the next query.
  let poolError = (error: Error & { code?: string }) =>
    console.error(`database connection lost (${error.code ?? error.message}); the pool reconnects`);
  const database = await openConfiguredDatabase(config, (error) => poolError(error));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    app = await buildApp({ config, db: database, ...(await logOutput(config)) });
    const log = app.log;
    poolError = (error) =>
      log.warn({ code: error.code, message: error.message }, 'database connection lost; the pool reconnects');
    if (config.seedDemo && (await isEmpty(database.db))) {
      const now = new Date();
      const seeded = await seedDemo(database.db, { dataDir: config.dataDir, now });
      const attendanceDays = await backfillDemoAttendance(app, seeded, now);
      const salarySlips = await backfillDemoPayroll(app, seeded, now);
      app.log.info({ ...seeded, attendanceDays, salarySlips }, 'seeded the demo company');
    }
    if (config.nodeEnv === 'production') await warnOfDemoPasswords(app.services.auth, app.log);
    await app.listen({ port: config.port, host: config.host });
    // Without the demo, an empty database has nobody who can sign in: the first admin is made
    // through this one-time address (or `npm run create-admin`).
    const setup = config.seedDemo ? null : await app.services.setup.openSetup();
    if (setup) {
      app.log.warn(
        { expiresAt: setup.expiresAt.toISOString() },
        `first-run setup: open ${setup.url} to create the company and its admin (valid 24 hours, once; or run npm run create-admin on this server)`,
      );
    }
  } catch (error) {
    console.error('Startup failed:', error);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    {
      url: `http://${shownHost}:${port}`,
      database: database.kind,
      startupMs: Math.round(performance.now() - started),
    },
    `ready in ${elapsed()}: http://${shownHost}:${port}`,
  );

  // SIGTERM or SIGINT: stop taking connections, let requests in flight finish, close the realtime
  // channel and the database. A second signal, or the grace period running out, exits at once.
  closeWithGrace(
    {
      delay: config.shutdownGraceMs || false,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      // However the exit goes, the process is gone a few seconds after its grace (lib/exit-watchdog).
      armExitWatchdog((config.shutdownGraceMs || 10_000) + 5_000);
      if (err) app.log.error({ err }, 'closing after an unhandled error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
    },
  );
}

try {
  await main();
} catch (error) {
  // A wrong setting or a data directory another server holds is said in one line, not a stack.
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
