/**
 * The one headcount (product decisions, "Who sees what, beyond roles"): a person counts on a day when
 * they are active on it — joined on or before it, and not left before it. An exit date on or after
 * the day still counts (the last day is worked); an inactive record without an exit date has left.
 * The dashboard, reports, departments, designations, offices and the organisation chart all count
 * with this, so one page never says 61 where another says 60.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { employees } from '../db/schema/organization';

/** The columns the definition reads: the `employees` table's, or an alias's in raw SQL. */
export interface HeadcountColumns {
  joinDate: SQLWrapper;
  exitDate: SQLWrapper;
  status: SQLWrapper;
}

/** `employees` written by hand under an alias (`e`), for subqueries Drizzle would leave unqualified. */
export function headcountColumnsOf(alias: string): HeadcountColumns {
  return {
    joinDate: sql.raw(`${alias}.join_date`),
    exitDate: sql.raw(`${alias}.exit_date`),
    status: sql.raw(`${alias}.status`),
  };
}

/** Whether a person counts on `day` (an ISO date, or SQL giving one). */
export function countedOn(day: SQL | string, p: HeadcountColumns = employees): SQL {
  const on = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`(${p.joinDate} <= ${on} and (${p.exitDate} >= ${on} or (${p.exitDate} is null and ${p.status} <> 'inactive')))`;
}
