// bench/onboarding: onboarding at company size, on PGlite and on PostgreSQL:
// - the board's first page with its counts (GET /api/onboarding/checklists) and hr's open tasks
//   (GET /api/onboarding/tasks: the hr team's tasks of every checklist under way) ≤ 500 ms each over
//   one checklist of ten tasks for each of 10,000 people;
// - a manager's own task list p99 ≤ 50 ms for 50 clients asking 100 times a second in all, beside
//   GET /api/health under the same load as the bare baseline (the load generator shares the machine);
// - 50 concurrent starts of one person's checklist: one made, 49 refused; every task of a checklist
//   marked done at once: the checklist completed once, with every task done.
// Exits 1 when a rule breaks or a request fails; a missed time goal is reported, not fatal.
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_onboarding; BENCH_TARGETS=pglite
// skips it.
import { ms, pacedLoad } from '../lib/load.mjs';
import { generatePeopleSql } from '../lib/people.mjs';
import {
  benchTargets,
  callApi,
  forEachTarget,
  generate,
  loadBesideBaseline,
  medianRead,
  signIn,
  timed,
  Verdicts,
  withServer,
} from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const { CLIENTS, SECONDS, RATE } = pacedLoad();
const READS = Number(process.env.BENCH_READS ?? 5);
const { TARGETS, PG_URL, port } = benchTargets('onboarding', { port: 3299 });
const base = `http://127.0.0.1:${port}`;

/**
 * Each generated person gets the demo's "Onboarding: everyone" checklist, started up to two months
 * ago: what fell due more than three days ago is done, the rest open.
 */
const CHECKLISTS_SQL = [
  `INSERT INTO onboarding_checklists (company_id, employee_id, kind, template_id, template_name, start_date)
   SELECT e.company_id, e.id, 'onboarding', t.id, t.name, current_date - (substr(e.employee_code, 5)::int % 60)
     FROM employees e
     JOIN onboarding_templates t ON t.company_id = e.company_id AND t.name = 'Onboarding: everyone'
    WHERE e.employee_code LIKE 'GEN-%'`,
  `INSERT INTO onboarding_tasks (checklist_id, position, title, assignee_role, assignee_employee_id,
     due_offset_days, due_date, status, document_category, completed_at)
   SELECT c.id, x.ord - 1, x.task->>'title', (x.task->>'assigneeRole')::onboarding_assignee_role,
          CASE x.task->>'assigneeRole' WHEN 'employee' THEN c.employee_id WHEN 'manager' THEN e.manager_id
            WHEN 'it' THEN (x.task->>'assigneeEmployeeId')::uuid END,
          (x.task->>'dueOffsetDays')::int, c.start_date + (x.task->>'dueOffsetDays')::int,
          CASE WHEN c.start_date + (x.task->>'dueOffsetDays')::int < current_date - 3 THEN 'done' ELSE 'open' END::onboarding_task_status,
          (x.task->>'documentCategory')::document_category,
          CASE WHEN c.start_date + (x.task->>'dueOffsetDays')::int < current_date - 3 THEN now() END
     FROM onboarding_checklists c
     JOIN employees e ON e.id = c.employee_id
     JOIN onboarding_templates t ON t.id = c.template_id,
          jsonb_array_elements(t.tasks) WITH ORDINALITY x(task, ord)
    WHERE e.employee_code LIKE 'GEN-%'`,
  'ANALYZE',
];

/** @param {string} path @param {Record<string, string>} headers @param {string} [method] @param {unknown} [body] */
const call = (path, headers, method = 'GET', body = undefined) => callApi(base, path, headers, method, body);

/** @param {string} path @param {Record<string, string>} headers */
const medianOf = (path, headers) => medianRead(base, path, headers, READS);

console.info(
  `bench/onboarding (${PEOPLE.toLocaleString('en')} people, ${CLIENTS} clients, ${SECONDS} s of load)`,
);
await forEachTarget({ name: 'onboarding', TARGETS, PG_URL, port }, async (prepared) => {
  await generate(
    prepared,
    [...generatePeopleSql(PEOPLE), ...CHECKLISTS_SQL],
    `${PEOPLE.toLocaleString('en')} people and their checklists`,
  );
  await withServer(port, prepared, async () => {
    const hr = await signIn(base, 'hr@acme.test');
    const manager = await signIn(base, 'manager@acme.test');

    const board = await medianOf('/onboarding/checklists?limit=20', hr);
    verdicts.goal(
      board.p50,
      500,
      `the board's first page over ${board.body.summary.in_progress.toLocaleString('en')} checklists under way, median of ${READS}`,
    );
    const hrTasks = await medianOf('/onboarding/tasks?status=open&limit=20', hr);
    verdicts.goal(
      hrTasks.p50,
      500,
      `hr's open tasks (${hrTasks.body.total.toLocaleString('en')}, ${hrTasks.body.overdue.toLocaleString('en')} overdue), median of ${READS}`,
    );
    const searched = await medianOf('/onboarding/checklists?limit=20&search=GEN-000042', hr);
    verdicts.goal(searched.p50, 500, 'the board searched by employee code');

    // A manager's own tasks under load, beside the bare baseline.
    await loadBesideBaseline({
      base,
      request: () => fetch(`${base}/api/onboarding/tasks?status=open&limit=20`, { headers: manager }),
      load: { CLIENTS, SECONDS, RATE },
      verdicts,
      goal: 50,
      what: "a manager's own tasks",
      answered: 'task list',
    });

    // One person started 50 times at once: one checklist.
    const person = (await call('/employees?limit=1&search=Ishaan%20Kapoor', hr)).body.items[0];
    const starts = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('/onboarding/checklists', hr, 'POST', { employeeId: person.id, kind: 'onboarding' }),
      ),
    );
    const made = starts.filter((s) => s.status === 201);
    verdicts.rule(
      made.length === 1 && starts.filter((s) => s.status === 409).length === 49,
      `50 concurrent starts of one checklist: ${made.length} made, ${starts.filter((s) => s.status === 409).length} refused`,
    );

    // Every task but the documents' done at once (the documents' skipped): completed once.
    const checklist = made[0]?.body;
    if (checklist) {
      const done = await timed(() =>
        Promise.all(
          checklist.tasks.map((/** @type {any} */ t) =>
            call(`/onboarding/tasks/${t.id}`, hr, 'PATCH', {
              status: t.documentCategory ? 'skipped' : 'done',
            }),
          ),
        ),
      );
      const after = await call(`/onboarding/checklists/${checklist.id}`, hr);
      verdicts.rule(
        done.result.every((r) => r.status === 200) &&
          after.body.status === 'completed' &&
          after.body.progress.done === after.body.progress.total,
        `${checklist.tasks.length} tasks of one checklist changed at once in ${ms(done.ms)}: ${after.body.status}, ${after.body.progress.done} of ${after.body.progress.total}`,
      );
    }
  });
});
if (verdicts.broken) process.exitCode = 1;
