/**
 * The source and funnel report (admin and hr): how many applications reached each kind of stage,
 * how many were rejected, the median days from applying to being hired, in total, per opening and
 * per source; and the applications in each stage now. Dates are the company's calendar dates.
 */
import type {
  ApplicationSource,
  RecruitmentReport,
  RecruitmentReportQuery,
} from '@hrms/contracts/recruitment';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, instantAt } from '../../lib/calendar-date';
import { findCompany } from '../../people/people.repository';
import { listStages } from './openings.repository';
import { type RecruitmentDeps, viewerScopeOf } from './recruitment-context';
import { type FunnelGroup, funnelGroups, openingTitles } from './recruitment-report.repository';

type Funnel = RecruitmentReport['total'];

const EMPTY: Funnel = {
  applications: 0,
  reached: { screening: 0, interview: 0, offer: 0, hired: 0 },
  rejected: 0,
  medianDaysToHire: null,
};

function funnelOf(group: FunnelGroup | undefined): Funnel {
  if (!group) return EMPTY;
  const { applications, screening, interview, offer, hired, rejected, medianDaysToHire } = group;
  return {
    applications,
    reached: { screening, interview, offer, hired },
    rejected,
    medianDaysToHire: medianDaysToHire === null ? null : Math.round(medianDaysToHire * 10) / 10,
  };
}

export class RecruitmentReports {
  constructor(private readonly deps: Pick<RecruitmentDeps, 'db'>) {}

  async report(actor: Actor, query: RecruitmentReportQuery): Promise<RecruitmentReport> {
    requirePermission(actor, 'recruitment:manage');
    const { db } = this.deps;
    const { companyId } = await viewerScopeOf(db, actor);
    const zone = (await findCompany(db, actor.employeeId))?.timeZone ?? 'UTC';
    const [groups, stages, openings] = await Promise.all([
      funnelGroups(db, companyId, {
        openingId: query.openingId,
        fromInstant: query.from ? instantAt(query.from, '00:00', zone) : undefined,
        toInstant: query.to ? instantAt(addDays(query.to, 1), '00:00', zone) : undefined,
      }),
      listStages(db, companyId),
      openingTitles(db, companyId),
    ]);
    const of = (by: FunnelGroup['by']) => new Map(groups.filter((g) => g.by === by).map((g) => [g.key, g]));
    const byOpening = of('opening');
    const bySource = of('source');
    const byStage = of('stage');
    return {
      total: funnelOf(groups.find((g) => g.by === null)),
      stages: stages.map((s) => ({
        id: s.id,
        name: s.name,
        kind: s.kind,
        applications: byStage.get(s.id)?.applications ?? 0,
      })),
      byOpening: openings
        .filter((o) => byOpening.has(o.id))
        .map((o) => ({ id: o.id, title: o.title, status: o.status, ...funnelOf(byOpening.get(o.id)) })),
      bySource: [...bySource.values()]
        .sort((a, b) => b.applications - a.applications)
        .map((g) => ({ source: g.key as ApplicationSource, ...funnelOf(g) })),
    };
  }
}
