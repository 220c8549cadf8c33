/**
 * The company a signed-in person acts in: their record's, or for an account without a record (an
 * admin set up before any employee) the first company; a 404 while there is none yet.
 *
 * An answer never changes once found (a record keeps its company, and the first company stays
 * first), so it is kept per database: the busiest lists would otherwise spend a query of every
 * request on it.
 */
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError } from '../lib/app-error';
import { findCompany } from './people.repository';

const KEPT_MAX = 50_000;
const known = new WeakMap<Database, Map<string, string>>();

export async function companyIdOf(db: Database, actor: Pick<Actor, 'employeeId'>): Promise<string> {
  let kept = known.get(db);
  if (!kept) {
    kept = new Map();
    known.set(db, kept);
  }
  const key = actor.employeeId ?? '';
  const found = kept.get(key);
  if (found) return found;
  const company = await findCompany(db, actor.employeeId);
  if (!company) throw new AppError('NOT_FOUND', 'There is no company yet.');
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, company.id);
  return company.id;
}
