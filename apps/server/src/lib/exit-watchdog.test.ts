import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A process that arms the watchdog, then runs `then` (its own code). */
function child(ms: number, then: string) {
  const code = `
    const { armExitWatchdog } = await import(${JSON.stringify(path.join(here, 'exit-watchdog.ts'))});
    armExitWatchdog(${ms});
    ${then}
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: 'ignore',
  });
}

describe('armExitWatchdog', () => {
  it('kills a process stuck where no timer or signal handler of its own can run', async () => {
    // Blocks its main thread for good, as a deadlocked exit does; SIGTERM is ignored too.
    const stuck = child(
      300,
      `process.on('SIGTERM', () => {}); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);`,
    );
    const started = Date.now();
    const [code, signal] = (await once(stuck, 'exit')) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGKILL');
    expect(code).toBeNull();
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('leaves with a process that exits in time, and does not keep it alive', async () => {
    const started = Date.now();
    const quick = child(60_000, `setTimeout(() => process.exit(3), 50);`);
    const [code, signal] = (await once(quick, 'exit')) as [number | null, NodeJS.Signals | null];
    expect(signal).toBeNull();
    expect(code).toBe(3);
    // A process with nothing left to do ends by itself, the watchdog's pipe notwithstanding.
    const idle = child(60_000, '');
    const [idleCode] = (await once(idle, 'exit')) as [number | null];
    expect(idleCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
