/**
 * What a file is, from its content rather than its name (product-decisions.md "Documents and
 * files"): PDF, PNG and JPEG by their signatures; DOCX and XLSX as ZIP packages holding the part
 * that makes them a Word or Excel file; CSV as UTF-8 text that is not markup. A `.html` renamed
 * `.pdf` is text starting with `<`, so it is none of these.
 */
import { unzipSync } from 'fflate';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'xlsx' | 'csv';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function officeKind(bytes: Uint8Array): 'docx' | 'xlsx' | null {
  const names: string[] = [];
  try {
    // Read the directory only: the filter sees every entry and keeps none.
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  return null;
}

function isCsvText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  // NUL anywhere, not only in the sample: no text file holds one, and the database refuses it.
  if (sample.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    // Streaming when the sample is cut from a longer file: a multi-byte character cut at its end
    // waits for bytes that are not read, instead of counting as broken UTF-8.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length });
  } catch {
    return false;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  // Markup (HTML, SVG, XML) is never accepted as CSV: a browser could render it.
  if (start.startsWith('<')) return false;
  // Control characters other than tab, CR and LF mean it is not text.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ZIP)) return officeKind(bytes);
  return isCsvText(bytes) ? 'csv' : null;
}
