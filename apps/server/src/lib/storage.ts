/**
 * Where uploaded files live (documents, photos, the company's logo). Files are stored under keys this module generates
 * (`<kind>-<32 hex>`), never under a name from the upload, so a hostile file name cannot reach the
 * file system. The local implementation keeps them under DATA_DIR/files.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error';

export const STORAGE_KINDS = ['document', 'photo', 'logo', 'resume'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const KEY_PATTERN = /^(document|photo|logo|resume)-[0-9a-f]{32}$/;

/** True for a key this module could have generated; anything else is refused before touching disk. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export interface FileStorage {
  /** Stores the bytes and returns the generated key. */
  put(kind: StorageKind, bytes: Uint8Array): Promise<string>;
  /** The bytes under a key; NOT_FOUND when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found.');
    const [kind, hex] = key.split('-') as [string, string];
    // Two levels of fan-out keep directories small with many files.
    return path.join(this.root, kind, hex.slice(0, 2), key);
  }

  async put(kind: StorageKind, bytes: Uint8Array): Promise<string> {
    const key = `${kind}-${randomBytes(16).toString('hex')}`;
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppError('NOT_FOUND', 'File not found.');
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
