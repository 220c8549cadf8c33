/**
 * The company a signed-in person acts in: their record's, or for an account without a record (an
 * admin set up before any employee) the first company; a 404 while there is none yet.
 */
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError } from '../lib/app-error';
import { findCompany } from './people.repository';

export async function companyIdOf(db: Database, actor: Pick<Actor, 'employeeId'>): Promise<string> {
  const company = await findCompany(db, actor.employeeId);
  if (!company) throw new AppError('NOT_FOUND', 'There is no company yet.');
  return company.id;
}
