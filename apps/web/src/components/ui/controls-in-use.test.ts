/**
 * Pages use the design system's controls, not the browser's bare ones: a bare select, file input or
 * date input looks foreign beside our inputs, and a date input shows the browser's format
 * (mm/dd/yyyy in an American browser) instead of the company's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');
const UI = path.join(SRC, 'components', 'ui');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === UI ? [] : sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

const BARE = [
  { what: 'a bare <select> (use NativeSelect)', pattern: /<select\b/ },
  { what: 'a bare file input (use FilePicker)', pattern: /type="file"/ },
  { what: 'a bare date input (use DateInput)', pattern: /type="date"/ },
  { what: 'a bare date-and-time input (use DateTimeInput)', pattern: /type="datetime-local"/ },
];

/** Inputs kept out of sight behind a control of ours: a drop zone, a photo button. */
const DRAWN_BY_US = new Set([
  'features/documents/components/upload-document-dialog.tsx',
  'features/employees/components/employee-header.tsx',
]);

describe('controls', () => {
  it('outside the design system, pages use its select, file and date controls', () => {
    const found = sources(SRC)
      .filter((file) => !DRAWN_BY_US.has(path.relative(SRC, file)))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return BARE.filter(({ pattern }) => pattern.test(text)).map(
          ({ what }) => `${path.relative(SRC, file)}: ${what}`,
        );
      });
    expect(found).toEqual([]);
  });
});
