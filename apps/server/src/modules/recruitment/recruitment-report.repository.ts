/**
 * The funnel and source report's reads.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import {
  applicationStageEvents,
  jobApplications,
  jobOpenings,
  recruitmentStages,
} from '../../db/schema/recruitment';

/** The funnel of a group of applications: by opening, by source, by current stage, or all (`by` null). */
export interface FunnelGroup {
  by: 'opening' | 'source' | 'stage' | null;
  key: string | null;
  applications: number;
  screening: number;
  interview: number;
  offer: number;
  hired: number;
  rejected: number;
  medianDaysToHire: number | null;
}

/**
 * One statement with grouping sets: each application counts as having reached every kind of stage
 * up to the furthest it entered (a rejection aside); the median days from applying to being hired
 * is the database's `percentile_cont`.
 */
export async function funnelGroups(
  db: Database,
  companyId: string,
  filter: { openingId?: string; fromInstant?: Date; toInstant?: Date },
): Promise<FunnelGroup[]> {
  const conditions = [sql`o.company_id = ${companyId}`];
  if (filter.openingId) conditions.push(sql`a.opening_id = ${filter.openingId}`);
  if (filter.fromInstant) conditions.push(sql`a.applied_at >= ${filter.fromInstant.toISOString()}`);
  if (filter.toInstant) conditions.push(sql`a.applied_at < ${filter.toInstant.toISOString()}`);
  const rows = await selectRows<{
    g_opening: number;
    g_source: number;
    g_stage: number;
    opening_id: string | null;
    source: string | null;
    stage_id: string | null;
    applications: number;
    screening: number;
    interview: number;
    offer: number;
    hired: number;
    rejected: number;
    median_days: number | string | null;
  }>(
    db,
    sql`with furthest as (
      select e.application_id,
             max(array_position(array['applied','screening','interview','offer','hired'], e.to_kind::text)) as rank
        from ${applicationStageEvents} e
        join ${jobApplications} a on a.id = e.application_id
        join ${jobOpenings} o on o.id = a.opening_id
       where o.company_id = ${companyId} and e.to_kind <> 'rejected'
       group by e.application_id)
    select grouping(a.opening_id) as g_opening, grouping(a.source) as g_source, grouping(a.stage_id) as g_stage,
           a.opening_id, a.source::text as source, a.stage_id,
           count(*)::int as applications,
           (count(*) filter (where f.rank >= 2))::int as screening,
           (count(*) filter (where f.rank >= 3))::int as interview,
           (count(*) filter (where f.rank >= 4))::int as offer,
           (count(*) filter (where f.rank >= 5))::int as hired,
           (count(*) filter (where s.kind = 'rejected'))::int as rejected,
           percentile_cont(0.5) within group (order by extract(epoch from a.hired_at - a.applied_at) / 86400)
             filter (where a.hired_at is not null) as median_days
      from ${jobApplications} a
      join ${jobOpenings} o on o.id = a.opening_id
      join ${recruitmentStages} s on s.id = a.stage_id
      left join furthest f on f.application_id = a.id
     where ${sql.join(conditions, sql` and `)}
     group by grouping sets ((a.opening_id), (a.source), (a.stage_id), ())`,
  );
  return rows.map((r) => {
    const by = !r.g_opening ? 'opening' : !r.g_source ? 'source' : !r.g_stage ? 'stage' : null;
    return {
      by,
      key: by === 'opening' ? r.opening_id : by === 'source' ? r.source : by === 'stage' ? r.stage_id : null,
      applications: r.applications,
      screening: r.screening,
      interview: r.interview,
      offer: r.offer,
      hired: r.hired,
      rejected: r.rejected,
      medianDaysToHire: r.median_days === null ? null : Number(r.median_days),
    };
  });
}

export async function openingTitles(db: Database, companyId: string) {
  return db
    .select({ id: jobOpenings.id, title: jobOpenings.title, status: jobOpenings.status })
    .from(jobOpenings)
    .where(eq(jobOpenings.companyId, companyId))
    .orderBy(asc(jobOpenings.title));
}
