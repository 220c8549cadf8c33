/**
 * The embedded database's directory belongs to one process at a time: two servers (or a server and
 * `npm run restore`) writing one PGlite directory would corrupt it. The holder writes its pid to
 * `<dir>.lock`; a lock whose process is gone is stale and taken over.
 */
import { readFile, unlink, writeFile } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`The embedded database at ${dir} is in use by process ${pid}: stop that server first.`);
    this.name = 'DataDirInUseError';
  }
}

/** Takes the directory's lock; answers its release. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')) === mine) await unlink(file).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
        throw new DataDirInUseError(dir, holder);
      await unlink(file).catch(() => {});
    }
  }
  throw new Error(`Could not take the lock of ${dir}`);
}
