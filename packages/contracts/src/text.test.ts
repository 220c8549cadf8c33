import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as announcements from './announcements';
import * as attendance from './attendance';
import * as auth from './auth';
import * as authSecurity from './auth-security';
import * as documents from './documents';
import * as employees from './employees';
import * as holidays from './holidays';
import * as leave from './leave';
import * as organization from './organization';
import * as setup from './setup';
import { checkedText, MULTI_LINE_MESSAGE, multiLine, SINGLE_LINE_MESSAGE, singleLine } from './text';
import * as timeTracking from './time-tracking';

const MODULES = {
  announcements,
  attendance,
  authSecurity,
  auth,
  documents,
  employees,
  holidays,
  leave,
  organization,
  setup,
  timeTracking,
};

/** Request schemas by their names: bodies, queries, upload fields. */
const REQUEST = /(Body|Query|Fields|Request)Schema$/;
/** Responses whose names read like requests: a leave request as the server answers it. */
const RESPONSES = new Set(['LeaveRequestSchema']);
/** Secrets and codes are compared, never shown or stored as typed text. */
const SECRETS = /password|token|code$/i;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A string whose value is held to a pattern or format (an email, a PAN, a code) cannot carry controls. */
function hasFormat(schema: z.ZodType): boolean {
  const checks = (defOf(schema).checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
  return (
    (defOf(schema) as { format?: string }).format !== undefined ||
    checks.some((check) => check._zod.def.check === 'string_format')
  );
}

/** Every free-text string in a schema, with its path, that neither `singleLine` nor `multiLine` checks. */
function unchecked(schema: z.ZodType, path: string, found: string[], seen = new Set<z.ZodType>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (!checkedText.has(schema as z.ZodString) && !hasFormat(schema) && !SECRETS.test(path))
        found.push(path);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        unchecked(child, `${path}.${key}`, found, seen);
      }
      return;
    case 'pipe': {
      // A string piped into a format (an email) is checked by the format.
      const out = def.out as z.ZodType;
      if (defOf(def.in as z.ZodType).type === 'string' && hasFormat(out)) return;
      unchecked(def.in as z.ZodType, path, found, seen);
      unchecked(out, path, found, seen);
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      unchecked(def.innerType as z.ZodType, path, found, seen);
      return;
    case 'array':
      unchecked(def.element as z.ZodType, `${path}[]`, found, seen);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) unchecked(option, path, found, seen);
      return;
    case 'intersection':
      unchecked(def.left as z.ZodType, path, found, seen);
      unchecked(def.right as z.ZodType, path, found, seen);
      return;
    default:
      return;
  }
}

describe('text fields', () => {
  it('a single line refuses control characters, line breaks and bidirectional overrides', () => {
    const name = singleLine();
    for (const bad of [
      '\u0001\u0002\u001b[31m',
      'x\r\nSet-Cookie: a=b',
      'tab\there',
      'del\u007f',
      'c1\u0085',
      'rtl\u202Eevil',
      'iso\u2066x',
    ]) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    }
    for (const good of ['Priya Sharma', 'Zoë Ñúñez', 'प्रिया', '李小龙', 'O’Brien-Smith (HR)', 'עברית']) {
      expect(name.safeParse(good).success, good).toBe(true);
    }
  });

  it('multi-line text keeps line breaks and tabs and refuses the other controls', () => {
    const body = multiLine();
    expect(body.safeParse('Line one\nLine two\r\n\tindented').success).toBe(true);
    for (const bad of ['\u001b[31mred', 'nul\u0000', 'bell\u0007', 'rtl\u202E']) {
      expect(body.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(MULTI_LINE_MESSAGE);
    }
  });

  it('every free-text field of every request schema is checked, derived from the schemas', () => {
    const found: string[] = [];
    let schemas = 0;
    for (const [module, exports] of Object.entries(MODULES)) {
      for (const [name, value] of Object.entries(exports)) {
        if (
          !REQUEST.test(name) ||
          RESPONSES.has(name) ||
          typeof value !== 'object' ||
          value === null ||
          !('_zod' in value)
        )
          continue;
        schemas++;
        unchecked(value as z.ZodType, `${module}.${name}`, found);
      }
    }
    expect(schemas).toBeGreaterThan(15);
    expect(found).toEqual([]);
  });
});
