/**
 * Stops a server a test started: the signal asked for, then SIGKILL once the grace is over, so a
 * server that cannot exit (a deadlock inside Node's own exit has been seen under load) costs a test
 * seconds, never the whole run.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 15_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  try {
    if ((await Promise.race([exited, late])) === 'late') {
      child.kill('SIGKILL');
      await exited;
    }
  } finally {
    clearTimeout(timer);
  }
}
