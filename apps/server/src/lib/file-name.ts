/**
 * File names from uploads are shown to people and suggested when downloading, never used to store
 * or find a file. They are still cleaned: no path, no control or direction-changing characters
 * (which can make `exe.pdf` read as `fdp.exe`), nothing a file system refuses, bounded length.
 */
import { create } from 'content-disposition';

const MAX_LENGTH = 150;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
/** Refused by Windows or meaningful to shells; a downloaded name must be savable as it is. */
const RESERVED = /[<>:"|?*]/g;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
}

/** At most `max` characters (code points, so no emoji is cut in half), keeping the extension. */
function shorten(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const extension = extensionOf(name);
  const stem = Array.from(name.slice(0, name.length - extension.length));
  return stem.slice(0, max - Array.from(extension).length).join('') + extension;
}

/** The upload's name as it may be shown; `fallback` when nothing usable is left. */
export function cleanFileName(raw: string, fallback: string): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // Leading dots make hidden files, and `..` alone would name the parent directory.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  return shorten(cleaned || fallback, MAX_LENGTH);
}

/** The name with an extension matching what the file is, so the downloaded file opens in the right program. */
export function withExtension(name: string, extensions: readonly string[]): string {
  const current = extensionOf(name).slice(1).toLowerCase();
  if (extensions.includes(current)) return name;
  return shorten(`${name}.${extensions[0]}`, MAX_LENGTH);
}

/** RFC 5987 percent-encoding: `encodeURIComponent` leaves `'()*` as they are. */

/**
 * `Content-Disposition` for a download: an ASCII name for old clients (accents dropped, anything
 * else `_`) and the exact name in UTF-8 for every current browser.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return create(fileName, { fallback: ascii });
}
