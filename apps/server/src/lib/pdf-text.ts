/**
 * Text in PDFs (pdfkit), set in DejaVu Sans (₹, Latin, Greek, Cyrillic) and, for the Indian scripts
 * DejaVu lacks, Noto Sans of that script: which fonts a text needs, each font parsed once a process,
 * and a typesetter that sets a line run by run in the font each script needs and fits it to a box.
 * Salary slips and report files use it. The fonts live in apps/server/assets/fonts and are found
 * from the server package's folder, as the migrations are, so one path serves src/ and dist/main.js.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_PACKAGE_DIR } from '../config';

/** Text's colour unless a style says otherwise. */
export const TEXT_COLOUR = '#111827';

const FONTS_DIR = path.join(SERVER_PACKAGE_DIR, 'assets', 'fonts');

/** Unicode blocks U+0900 to U+0D7F, 128 code points each, in order. */
const INDIC_BLOCKS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const;
export type IndicScript = (typeof INDIC_BLOCKS)[number];
export type FontKey = 'regular' | 'bold' | IndicScript;
export type Weight = 'regular' | 'bold';

const fontFile = (key: FontKey) =>
  key === 'regular'
    ? 'DejaVuSans.ttf'
    : key === 'bold'
      ? 'DejaVuSans-Bold.ttf'
      : `NotoSans${key}-Regular.ttf`;

export function indicScriptOf(codePoint: number): IndicScript | null {
  if (codePoint >= 0x0900 && codePoint < 0x0d80) return INDIC_BLOCKS[(codePoint - 0x0900) >> 7]!;
  // Devanagari Extended and Vedic Extensions.
  if ((codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff)) {
    return 'Devanagari';
  }
  return null;
}

type Script = IndicScript | 'latin';
interface Run {
  script: Script;
  text: string;
}

/**
 * Splits text into runs that one font can set. Spaces and joiners stay with the run they are in, and
 * so do the dandas (in the Devanagari block, shared by the other Indian scripts).
 */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let script: Script | null = null;
  let buffer = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    let next: Script = indicScriptOf(codePoint) ?? 'latin';
    const shared =
      char === ' ' ||
      codePoint === 0x200c ||
      codePoint === 0x200d ||
      ((codePoint === 0x0964 || codePoint === 0x0965) && script !== 'latin');
    if (shared && script) next = script;
    if (next !== script && buffer) {
      runs.push({ script: script!, text: buffer });
      buffer = '';
    }
    script = next;
    buffer += char;
  }
  if (buffer) runs.push({ script: script!, text: buffer });
  return runs;
}

/** One line of text: composed characters, no control characters, runs of white space as one space. */
export function clean(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

/** fontkit's parsed font; pdfkit sets text with one as readily as with a file. */
type ParsedFont = object;
interface Fontkit {
  create(buffer: Uint8Array): ParsedFont;
}

let fontkitModule: Fontkit | undefined;
const parsedFonts = new Map<FontKey, Promise<ParsedFont>>();

/**
 * pdfkit parses a font file anew for every document (20 ms a slip for two DejaVu faces); given a font
 * fontkit has parsed, it uses that. So each font is read and parsed once a process, with the fontkit
 * pdfkit itself depends on (required from pdfkit's folder), and only when a slip first needs it.
 */
export function loadFont(key: FontKey): Promise<ParsedFont> {
  let font = parsedFonts.get(key);
  if (!font) {
    font = readFile(path.join(FONTS_DIR, fontFile(key))).then((bytes) => {
      fontkitModule ??= createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as Fontkit;
      return fontkitModule.create(bytes);
    });
    parsedFonts.set(key, font);
    // A failed read is tried again by the next slip rather than remembered.
    font.catch(() => parsedFonts.delete(key));
  }
  return font;
}

/** The fonts a text needs: regular and bold, and each Indian script it is written in. */
export function fontsFor(text: string): FontKey[] {
  const scripts = new Set<IndicScript>();
  for (const char of text) {
    const script = indicScriptOf(char.codePointAt(0)!);
    if (script) scripts.add(script);
  }
  return ['regular', 'bold', ...scripts];
}

/** Registers these fonts, loaded, with a document under their keys. */
export async function registerFonts(doc: PDFKit.PDFDocument, keys: readonly FontKey[]): Promise<void> {
  const fonts = await Promise.all(keys.map(loadFont));
  keys.forEach((key, i) => {
    // pdfkit's types name only file sources; it sets text with a parsed font as well.
    doc.registerFont(key, fonts[i] as PDFKit.Mixins.PDFFontSource);
  });
}

/** The document's bytes once it ends (call `doc.end()` after this). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}
export interface TextBox {
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** Text may shrink to this share of its size to fit its box before it is cut short with "…". */
export const MIN_SHRINK = 0.8;

/**
 * Sets text run by run in the font each script needs, on a baseline, and fits it to a box. An
 * Indian-script run in bold is drawn filled and outlined: the Noto faces are shipped in one weight.
 */
export class Typesetter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private use(script: Script, weight: Weight, size: number): void {
    this.doc.font(script === 'latin' ? weight : script).fontSize(size);
  }

  private measureRuns(runs: readonly Run[], size: number, weight: Weight): number {
    let width = 0;
    for (const run of runs) {
      this.use(run.script, weight, size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  width(text: string, style: TextStyle): number {
    return this.measureRuns(runsOf(clean(text)), style.size, style.weight ?? 'regular');
  }

  draw(text: string, x: number, baseline: number, style: TextStyle, box?: TextBox): void {
    const weight = style.weight ?? 'regular';
    let value = clean(text);
    let size = style.size;
    let runs = runsOf(value);
    let width = this.measureRuns(runs, size, weight);
    if (box && width > box.width) {
      size = Math.max(size * MIN_SHRINK, (size * box.width) / width);
      width = this.measureRuns(runs, size, weight);
      if (width > box.width) {
        value = this.cut(value, box.width, size, weight);
        runs = runsOf(value);
        width = this.measureRuns(runs, size, weight);
      }
    }
    if (box?.align === 'right') x += box.width - width;
    else if (box?.align === 'center') x += (box.width - width) / 2;

    const color = style.color ?? TEXT_COLOUR;
    this.doc.fillColor(color);
    for (const run of runs) {
      this.use(run.script, weight, size);
      const fakeBold = weight === 'bold' && run.script !== 'latin';
      if (fakeBold) this.doc.lineWidth(size * 0.035).strokeColor(color);
      this.doc.text(run.text, x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...(fakeBold ? { fill: true, stroke: true } : {}),
      });
      x += this.doc.widthOfString(run.text);
    }
  }

  /** The longest start of `value` that fits `width` with "…" after it. */
  private cut(value: string, width: number, size: number, weight: Weight): string {
    const chars = [...value];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const candidate = `${chars.slice(0, mid).join('').trimEnd()}…`;
      if (this.measureRuns(runsOf(candidate), size, weight) <= width) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}…`;
  }

  /** Lines from `wrap`, one below the other from `baseline`, each fitted to `width`. */
  lines(
    lines: readonly string[],
    x: number,
    baseline: number,
    style: TextStyle,
    width: number,
    leading = 11,
  ) {
    lines.forEach((line, i) => {
      this.draw(line, x, baseline + i * leading, style, { width });
    });
  }

  /** Word-wrapped lines, at most `maxLines`; the last one takes the rest and is fitted when drawn. */
  wrap(text: string, width: number, style: TextStyle, maxLines: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of clean(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || this.width(candidate, style) <= width) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
  }
}
