import { join } from 'node:path';

/**
 * Where the server of each worker lives (playwright.config.ts starts one per worker): worker N of
 * the run talks to the server on the N-th port after E2E_PORT, with its own data folder.
 */
export function serverPort(parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 3210) + parallelIndex;
}

export function serverDataDir(parallelIndex: number): string {
  return join(process.env.E2E_DATA_DIR!, `server-${parallelIndex}`);
}
