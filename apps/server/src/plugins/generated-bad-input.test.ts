/**
 * Generated bad input against every route the app registers: at least FUZZ_RUNS (100) invalid
 * requests per route, derived from the route's own Zod contract (a property of the wrong type,
 * huge strings, NUL and control characters, deep nesting, out-of-range numbers and dates, unknown
 * fields, injection strings, malformed JSON and multipart, hostile path parameters and queries).
 *
 * It fails on any 5xx, on any row changed by a route whose every generated request was refused,
 * and on a server that no longer answers afterwards. CI runs it with a fixed seed; `npm run fuzz`
 * runs it longer with a fresh one (FUZZ_SEED=random), printing the seed to replay a failure.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { type Matrix, matrixFor, UNKNOWN_ID } from '../test/access-matrix';
import { createTestContext, type TestContext } from '../test/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261128);

/** Tables a refused request may write by design: the sign-in throttle and history, a session's last use. */
const WRITTEN_WHEN_REFUSED = new Set(['login_history', 'login_lockouts', 'sessions', 'security_alerts']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

interface Case {
  path: string;
  query: string;
  body?: { payload: string; contentType: string };
  authorization?: string;
}

let ctx: TestContext;
let matrix: Matrix;

// ---- the hostile values ---------------------------------------------------------------------------

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE employees; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
  '${jndi:ldap://example.test/a}',
  '{{7*7}}',
  '=HYPERLINK("http://example.test")',
  '%00',
  '\u202Egnp.exe',
  '\uFEFF',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
];
const BAD_DATES = [
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '2026-13-01',
  '31/12/2026',
  '2026-1-1',
  'yesterday',
];

const controlText = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 8 })
  .map((codes) => `a${String.fromCharCode(...codes)}b`);
const hugeText = fc.integer({ min: 5_000, max: 120_000 }).map((n) => 'x'.repeat(n));
const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...BAD_DATES),
  controlText,
  hugeText,
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -(2 ** 31), 2 ** 53, 1e308, -1e308, 0.5, 1e-9, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** `{"a":{"a":…}}` a few thousand levels deep. */
const deep = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  deep,
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema | undefined): Set<string> {
  if (!schema) return new Set();
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => [...typesOf(s)]);
  return new Set([...own, ...nested]);
}

/** A value no schema of these types accepts (any value, where the schema accepts anything). */
function wrongFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.size === 0) return hostileValue;
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) candidates.push(hostileString);
  if (!types.has('number') && !types.has('integer')) candidates.push(hostileNumber);
  if (!types.has('boolean')) candidates.push(fc.boolean());
  if (!types.has('null')) candidates.push(fc.constant(null));
  if (!types.has('array')) candidates.push(fc.array(hostileValue, { maxLength: 3 }));
  if (!types.has('object')) candidates.push(deep);
  return candidates.length > 0 ? fc.oneof(...candidates) : hostileValue;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A JSON body: the whole of it the wrong shape, or an object with at least one property surely wrong. */
function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  const wholeWrong = wrongFor(schema);
  if (properties.length === 0) return fc.oneof(wholeWrong, fc.dictionary(fc.string(), hostileValue));
  const keys = properties.map(([key]) => key);
  const objectWrong = fc
    .record({
      wrongKey: fc.constantFrom(...keys),
      others: fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { maxLength: 4 }),
      unknown: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 3 }),
    })
    .chain(({ wrongKey, others, unknown }) =>
      wrongFor(schema?.properties?.[wrongKey]).map((wrong) => ({
        ...unknown,
        ...Object.fromEntries(others),
        [wrongKey]: wrong,
      })),
    );
  return fc.oneof({ weight: 1, arbitrary: wholeWrong }, { weight: 4, arbitrary: objectWrong });
}

/** Bodies no parser should take: broken JSON, prototype pollution, multipart without parts, other types. */
const malformedBody = fc.constantFrom(
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '[1,2', contentType: 'application/json' },
  { payload: '{"a":1}}', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: 'no boundary here', contentType: 'multipart/form-data' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '<a>xml</a>', contentType: 'application/xml' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
);

const hostileSegment = fc.oneof(
  fc.constant(UNKNOWN_ID),
  fc.constantFrom(...INJECTIONS, ...BAD_DATES, '0', '-1', '9'.repeat(40), 'x'.repeat(300)),
  controlText,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

function hostileQuery(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const key =
    keys.length > 0
      ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 }))
      : fc.string({ maxLength: 10 });
  const value = fc.oneof(
    hostileString.filter((s) => s.length < 5_000),
    hostileNumber.map(String),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
}

function casesFor(
  route: { method: string; url: string; schema?: Record<string, unknown> },
  seed: number,
): Case[] {
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const path = fc.tuple(...params.map(() => hostileSegment)).map((values) => {
    let url = route.url.replace(/\*$/, 'x');
    params.forEach((name, i) => {
      url = url.replace(`:${name}`, encodeURIComponent(values[i] ?? ''));
    });
    return url;
  });
  const carriesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body = hostileBody(jsonSchemaOf(route.schema?.body)).map((value) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  }));
  const anyBody = fc.oneof({ weight: 5, arbitrary: body }, { weight: 2, arbitrary: malformedBody });
  const authorization = fc.oneof(
    { weight: 19, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer a.b.c',
        'Basic Zm9vOmJhcg==',
        `Bearer ${'A'.repeat(9_000)}`,
      ),
    },
  );
  const arbitrary = fc.record({
    path,
    query: hostileQuery(jsonSchemaOf(route.schema?.querystring)),
    body: carriesBody ? anyBody.map((b): Case['body'] => b) : fc.constant(undefined),
    authorization,
  });
  return fc.sample(arbitrary, { seed, numRuns: RUNS }) as Case[];
}

// ---- the database before and after ----------------------------------------------------------------

/** Each table's row count and a hash of its rows' text. */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = (
    (await ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as {
      rows: { tablename: string }[];
    }
  ).rows.map((r) => r.tablename);
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from ${sql.identifier(table)} x`,
  );
  const { rows } = (await ctx.db.execute(sql.join(parts, sql` union all `))) as {
    rows: { t: string; f: string }[];
  };
  return new Map(rows.map((r) => [r.t, r.f]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => !WRITTEN_WHEN_REFUSED.has(t) && before.get(t) !== after.get(t));
}

// ---- the run --------------------------------------------------------------------------------------

// PGlite is PostgreSQL compiled to WebAssembly: the same parser, types and errors. The PostgreSQL
// suite skips this file unless FUZZ_RUNS is set, to keep CI within its time.
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(onPostgres && process.env.FUZZ_RUNS === undefined)(
  `generated bad input (${RUNS} per route, seed ${SEED})`,
  () => {
    // Inside the describe, so the PostgreSQL suite that skips it builds no app.
    beforeAll(async () => {
      ctx = await createTestContext();
      const company = await ctx.factories.company();
      matrix = await matrixFor(ctx, company.id, { employeeReportsToManager: true });
    });
    afterAll(() => ctx.close());

    it('no route answers 5xx, a refused route changes no row, and the server stays healthy', {
      timeout: 900_000,
    }, async () => {
      const routes = ctx.app.registeredRoutes.filter(
        (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith('/api/'),
      );
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let rowChecks = 0;
      let adminHeaders = await matrix.headersOf('admin');

      for (const [index, route] of routes.entries()) {
        const cases = casesFor(
          route as { method: string; url: string; schema?: Record<string, unknown> },
          SEED + index,
        );
        expect(cases.length).toBeGreaterThanOrEqual(RUNS);
        const before = await fingerprint();
        let accepted = 0;
        for (const c of cases) {
          const headers: Record<string, string> = { ...adminHeaders };
          if (c.authorization !== undefined) headers.authorization = c.authorization;
          if (c.body) headers['content-type'] = c.body.contentType;
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: c.path + c.query,
            headers,
            ...(c.body ? { payload: c.body.payload } : {}),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} → ${res.statusCode} for ${c.path}${c.query.slice(0, 200)} ${c.body?.contentType ?? ''} ${c.body?.payload.slice(0, 200) ?? ''}: ${res.body.slice(0, 200)}`,
            );
          }
          if (res.statusCode < 400) accepted++;
          // A generated request that signed the admin out (or ended their sessions) ends only that session.
          if (res.statusCode < 400 && c.authorization === undefined && route.url.startsWith('/api/auth/')) {
            adminHeaders = await matrix.headersOf('admin');
          }
        }
        if (accepted === 0) {
          rowChecks++;
          const changed = changedTables(before, await fingerprint());
          if (changed.length > 0)
            failures.push(
              `${route.method} ${route.url} refused every request yet changed ${changed.join(', ')}`,
            );
        }
      }

      expect(failures).toEqual([]);
      // Most routes refuse all of it; those are the ones whose rows are compared.
      expect(rowChecks).toBeGreaterThan(routes.length / 2);
      const health = await ctx.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const list = await ctx.app.inject({ url: '/api/employees', headers: await matrix.headersOf('admin') });
      expect(list.statusCode).toBe(200);
    });
  },
);
