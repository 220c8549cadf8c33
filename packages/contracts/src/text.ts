/**
 * What a person may type into a text field. A single-line field (a name, a city, a title, a search)
 * holds no control character (C0, DEL, C1: ESC sequences, carriage returns, line feeds, tabs) and
 * no bidirectional override or isolate, which would let a value rewrite a terminal, a log line or a
 * header, or show text in another order than it is stored. A multi-line field (an announcement's
 * body, review comments) may hold line breaks and tabs, and nothing else of the kind.
 *
 * Every free-text field of a request goes through `singleLine` or `multiLine`; text.test.ts walks
 * the request schemas to hold that.
 */
import { z } from 'zod';

const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const NOT_IN_A_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
const NOT_IN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
);

export const SINGLE_LINE_MESSAGE = 'Must be one line, without control characters';
export const MULTI_LINE_MESSAGE = 'Must not contain control characters';

/** The text schemas checked here: the walk in text.test.ts asks this. */
export const checkedText = new WeakSet<z.ZodString>();

/** A single-line text: `schema` (for example `z.string().trim().max(100)`) refusing controls. */
export function singleLine(schema: z.ZodString = z.string()): z.ZodString {
  const checked = schema.refine((value) => !NOT_IN_A_LINE.test(value), { message: SINGLE_LINE_MESSAGE });
  checkedText.add(checked);
  return checked;
}

/** A multi-line text: line breaks and tabs allowed, other controls refused. */
export function multiLine(schema: z.ZodString = z.string()): z.ZodString {
  const checked = schema.refine((value) => !NOT_IN_TEXT.test(value), { message: MULTI_LINE_MESSAGE });
  checkedText.add(checked);
  return checked;
}
