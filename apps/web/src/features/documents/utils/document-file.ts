import { DOCUMENT_MAX_BYTES_DEFAULT, DOCUMENT_TYPES } from '@hrms/contracts/documents';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** `532` → `532 B`, `1536` → `1.5 KB`, `10485760` → `10 MB`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  let value = bytes / 1024;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${unit}`;
}

/**
 * The kinds of file taken, for hints under the picker: `list` (`PDF, PNG, JPEG, Word (DOCX),
 * Excel (XLSX)`) and the `last` one (`CSV`), which the hint's sentence joins with its own `or`.
 */
export const ACCEPTED_TYPES = (() => {
  const labels = DOCUMENT_TYPES.map((t) => t.label);
  return { list: labels.slice(0, -1).join(', '), last: labels.at(-1) ?? '' };
})();

/**
 * What the browser can tell before sending: a file is chosen, it is not empty and not over the limit.
 * The type is the server's call (it reads the content), so a wrong extension is only a hint here.
 */
export function validateDocumentFile(
  file: File | null | undefined,
  maxBytes: number = DOCUMENT_MAX_BYTES_DEFAULT,
): string | null {
  if (!file) return i18n._(msg`Choose a file to upload`);
  if (file.size === 0) return i18n._(msg`This file is empty. Choose another one.`);
  if (file.size > maxBytes) {
    const size = formatFileSize(file.size);
    const limit = formatFileSize(maxBytes);
    return i18n._(msg`This file is ${size}. Files can be at most ${limit}.`);
  }
  return null;
}
