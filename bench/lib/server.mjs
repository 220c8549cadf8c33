// Starts the server as a child process and times it until /api/health answers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `command` defaults to the built server itself; `['npm', 'start']` times what a newcomer runs.
 * The child leads its own process group, so stopping it stops whatever it started.
 * @param {{ port: number, dataDir: string, env?: Record<string, string>, command?: string[] }} options
 */
export async function startServer({ port, dataDir, env = {}, command = [process.execPath, SERVER_MAIN] }) {
  const started = performance.now();
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, {
    cwd: ROOT,
    detached: true,
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
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    }
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
    pid: /** @type {number} */ (child.pid),
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
    /** No shutdown at all: the process and whatever it started die where they stand. */
    async kill() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}
