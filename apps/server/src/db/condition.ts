/**
 * A condition on a query, built by a repository and carried by a service to the repository that
 * runs the query (the access registry's `where`, decision 039). Services hold it without reading
 * it, so they still reach the database only through repositories.
 */
export type { SQL as Condition } from 'drizzle-orm';
