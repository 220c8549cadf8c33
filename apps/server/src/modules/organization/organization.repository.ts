import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/organization';

/** The installation's company: the first one created. */
export async function findPrimaryCompany(db: Database): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row;
}
