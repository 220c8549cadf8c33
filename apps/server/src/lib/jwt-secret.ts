/** The token signing secret: JWT_SECRET, or 48 random bytes generated once and kept in the data folder. */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export async function ensureJwtSecret(config: AppConfig): Promise<AppConfig & { jwtSecret: string }> {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return { ...config, jwtSecret: existing };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process won the race; then read theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return { ...config, jwtSecret: secret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...config, jwtSecret: (await readFile(file, 'utf8')).trim() };
  }
}
