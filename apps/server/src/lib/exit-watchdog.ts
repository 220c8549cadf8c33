/**
 * The last resort of a shutdown: a process that cannot die is killed from outside.
 *
 * Node's exit can deadlock: under load a server was seen inside `process.exit`, joining a V8 worker
 * thread stuck in a compile that waited for a garbage collection, and a second SIGTERM could not
 * break it. No timer or thread of the stuck process runs then, so the watchdog is a small process of
 * its own. It holds a pipe from us: when we exit (however), the pipe closes and it leaves at once;
 * if the pipe is still open when its time runs out, we are stuck, and it sends SIGKILL.
 */
import { spawn } from 'node:child_process';

const WATCHDOG = `
const pid = Number(process.argv[1]);
const timer = setTimeout(() => {
  try { process.kill(pid, 'SIGKILL'); } catch {}
  process.exit(0);
}, Number(process.argv[2]));
process.stdin.on('end', () => { clearTimeout(timer); process.exit(0); });
process.stdin.on('error', () => { clearTimeout(timer); process.exit(0); });
process.stdin.resume();
`;

/** Arms the watchdog: this process is killed `ms` from now unless it has exited by then. */
export function armExitWatchdog(ms: number): void {
  const child = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(Math.max(0, ms))], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  child.on('error', () => undefined);
  child.unref();
  // The pipe must not keep this process alive: it only tells the watchdog when we are gone.
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
}
