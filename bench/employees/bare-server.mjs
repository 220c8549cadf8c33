// The baseline for bench/employees: a bare Fastify route that runs the same SQL as
// GET /api/employees for admin (apps/server/src/modules/employees/employees.repository.ts:
// `listEmployeePage` with account columns and `countEmployees`, chosen as the service chooses them)
// straight through the driver: no session check, no validation, no response schema. Keep it in step
// with the repository; the bench checks both return the same pages.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.BARE_PORT);
/** @type {(text: string, params: unknown[], name?: string) => Promise<any[]>} */
let query;
if (process.env.BARE_PGLITE_DIR) {
  const db = await PGlite.create({ dataDir: process.env.BARE_PGLITE_DIR, extensions: { pg_trgm } });
  query = async (text, params) => (await db.query(text, params)).rows;
} else {
  // The product's pool size (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  query = async (text, params, name) => (await pool.query({ text, values: params, name })).rows;
}

/** @typedef {(dir: string, opaque: boolean) => string} OrderBy */
/** The allow-listed sorts the bench uses; `opaque` as in the repository's `orderOf`. */
/** @type {Record<string, OrderBy>} */
const ORDER = {
  name: (dir, opaque) =>
    `${opaque ? 'coalesce(e.first_name, e.first_name)' : 'e.first_name'} ${dir}, e.last_name ${dir}, e.id ${dir}`,
  joinDate: (dir, opaque) =>
    `${opaque ? 'coalesce(e.join_date, e.join_date)' : 'e.join_date'} ${dir}, e.id ${dir}`,
};
// The directory's thresholds (employee-directory.repository.ts): under them a search's rows are collected and sorted.
const SELECTIVE_BY_NAME = 20_000;
const SELECTIVE_ANY_ORDER = 200;
const TRIGRAM = 3;

/** @param {Record<string, string | undefined>} q @param {unknown[]} params */
function where(q, params) {
  const conditions = [];
  const search = q.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(
      `(lower(e.first_name || ' ' || e.last_name || ' ' || e.employee_code || ' ' || e.work_email)) ilike $${params.length}`,
    );
  }
  if (q.departmentId) {
    params.push(q.departmentId);
    conditions.push(`e.department_id in ($${params.length})`);
  }
  if (q.status) {
    params.push(q.status);
    conditions.push(`e.status in ($${params.length})`);
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** The repository's `countEmployees`. @param {Record<string, string | undefined>} q */
async function countOf(q) {
  /** @type {unknown[]} */
  const params = [];
  const rows = await query(`select count(*)::int as n from employees e ${where(q, params)}`, params);
  return /** @type {number} */ (rows[0].n);
}

/**
 * The product reuses a total for 10 s (directory-totals.ts), so the same filter is counted as often
 * here: both sides run the same statements per request.
 * @type {Map<string, { total: number, at: number }>}
 */
const totals = new Map();
/** @param {Record<string, string | undefined>} q */
async function totalOf(q) {
  const key = JSON.stringify([q.search?.trim() ?? '', q.departmentId ?? '', q.status ?? '']);
  const known = totals.get(key);
  if (known && performance.now() - known.at < 10_000) return known.total;
  const total = await countOf(q);
  totals.set(key, { total, at: performance.now() });
  return total;
}

/**
 * The repository's `listEmployeePage` with account columns: the page's ids chosen on `employees`
 * alone, then names by subquery for those rows only.
 * @param {Record<string, string | undefined>} q @param {number} page @param {number} limit
 * @param {boolean} selective
 */
function pageOf(q, page, limit, selective) {
  /** @type {unknown[]} */
  const params = [];
  const pageWhere = where(q, params);
  params.push(limit, (page - 1) * limit);
  const dir = q.order === 'desc' ? 'desc' : 'asc';
  const order = ORDER[q.sort ?? 'name'] ?? /** @type {OrderBy} */ (ORDER.name);
  return query(
    `select e.id, e.first_name, e.last_name, e.work_email, e.photo_key, e.employee_code, e.phone,
            e.employment_type, e.status, e.join_date,
            e.department_id, (select name from departments where departments.id = e.department_id) as department_name,
            e.designation_id, (select name from designations where designations.id = e.designation_id) as designation_name,
            e.office_id, (select name from offices where offices.id = e.office_id) as office_name,
            e.manager_id, m.first_name as manager_first_name, m.last_name as manager_last_name,
            m.employee_code as manager_code, m.photo_key as manager_photo_key,
            (select role from users where users.employee_id = e.id) as role,
            s.pan, s.bank_account_number
       from employees e
       left join employees m on m.id = e.manager_id
       left join employee_statutory s on s.employee_id = e.id
       inner join (select e.id from employees e ${pageWhere}
                    order by ${order(dir, selective)}
                    limit $${params.length - 1} offset $${params.length}) page on page.id = e.id
      order by ${order(dir, false)}`,
    params,
  );
}

/**
 * The product's per-request session read (decision 002: "one indexed primary-key read per request";
 * auth.repository.ts `findSessionWithUser`, also a named prepared statement), so both sides run
 * the same statements. The token's signature is not checked here: the baseline is the driver and the
 * SQL, not the sign-in.
 */
const SESSION_SQL = `select s.*, u.id as user_id, u.role, u.is_active, u.employee_id, u.two_factor_enabled,
       e.status as employee_status
  from sessions s
  join users u on u.id = s.user_id
  left join employees e on e.id = u.employee_id
 where s.id = $1
 limit 1`;

/** @param {string | undefined} authorization */
async function sessionOf(authorization) {
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
  const rows = await query(SESSION_SQL, [claims.sid], 'find_session_with_user');
  return rows[0];
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/employees', async (request, reply) => {
  if (!(await sessionOf(request.headers.authorization))) return reply.code(401).send({ message: 'Sign in' });
  const q = /** @type {Record<string, string | undefined>} */ (request.query);
  const page = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 25);
  // As the service: a search is counted first, and its count decides how the page is found.
  if (q.search?.trim()) {
    const total = await totalOf(q);
    const selective =
      q.search.trim().length >= TRIGRAM &&
      (total <= SELECTIVE_ANY_ORDER || ((q.sort ?? 'name') === 'name' && total <= SELECTIVE_BY_NAME));
    const items = (page - 1) * limit >= total ? [] : await pageOf(q, page, limit, selective);
    return { items, total, page, limit };
  }
  const [items, total] = await Promise.all([pageOf(q, page, limit, false), totalOf(q)]);
  return { items, total, page, limit };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
