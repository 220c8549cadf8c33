// Starts the built server as a child process and times it until /api/health answers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

/**
 * @param {{ port: number, dataDir: string, env?: Record<string, string> }} options
 */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error('server not ready within 120 s');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
