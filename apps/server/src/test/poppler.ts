/**
 * A PDF read back as a person's reader would: poppler's pdftotext, pdfinfo, pdffonts and pdfimages (Debian's
 * poppler-utils, which .ci/run installs). Each call writes the PDF to a file of its own.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
let dir: Promise<string> | undefined;

export async function poppler(
  tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfimages',
  pdf: Buffer,
  args: string[] = [],
) {
  dir ??= mkdtemp(path.join(os.tmpdir(), 'pdf-read-'));
  const file = path.join(await dir, `${randomUUID()}.pdf`);
  await writeFile(file, pdf);
  const output = tool === 'pdftotext' ? ['-raw', '-enc', 'UTF-8', file, '-'] : [file];
  try {
    const { stdout } = await execFileAsync(tool, [...args, ...output]);
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install Debian's poppler-utils (as .ci/run does)`);
    }
    throw error;
  }
}

export const pdfText = (pdf: Buffer, args: string[] = []) => poppler('pdftotext', pdf, args);
