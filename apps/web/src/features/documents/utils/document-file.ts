import { DOCUMENT_MAX_BYTES_DEFAULT, DOCUMENT_TYPES } from '@hrms/contracts/documents';
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

/** `PDF, PNG, JPEG, Word (DOCX), Excel (XLSX) or CSV`, for hints under the picker. */
export const ACCEPTED_TYPES_TEXT = (() => {
  const labels = DOCUMENT_TYPES.map((t) => t.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
})();

/**
 * What the browser can tell before sending: a file is chosen, it is not empty and not over the limit.
 * The type is the server's call (it reads the content), so a wrong extension is only a hint here.
 */
export function validateDocumentFile(
  file: File | null | undefined,
  maxBytes: number = DOCUMENT_MAX_BYTES_DEFAULT,
): string | null {
  if (!file) return 'Choose a file to upload';
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > maxBytes) {
    return `This file is ${formatFileSize(file.size)}. Files can be at most ${formatFileSize(maxBytes)}.`;
  }
  return null;
}
