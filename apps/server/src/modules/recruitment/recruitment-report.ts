/**
 * The source and funnel report (admin and hr): how many applications reached each kind of stage,
 * how many were rejected, the median days from applying to being hired, in total, per opening and
 * per source; and the applications in each stage now. Dates are the company's calendar dates.
 */
import {
  type ApplicationSource,
  type RecruitmentReport,
  type RecruitmentReportQuery,
  STAGE_KINDS,
  type StageKind,
} from '@hrms/contracts/recruitment';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, instantAt } from '../../lib/calendar-date';
import { findCompany } from '../../people/people.repository';
import { type FunnelRow, funnelRows, listStages, openingTitles } from './recruitment.repository';
import type { RecruitmentDeps } from './recruitment-context';
import { viewerOf } from './recruitment-context';

type Funnel = RecruitmentReport['total'];
const DAY_MS = 86_400_000;
const rank = (kind: StageKind) => STAGE_KINDS.indexOf(kind);

/** An application reached a kind when it entered a stage of that kind or of a later one (rejection aside). */
export function funnelOf(rows: readonly FunnelRow[]): Funnel {
  const reached = { screening: 0, interview: 0, offer: 0, hired: 0 };
  let rejected = 0;
  const days: number[] = [];
  for (const row of rows) {
    const furthest = Math.max(
      ...row.reached.filter((k) => k !== 'rejected').map(rank),
      row.currentKind === 'rejected' ? 0 : rank(row.currentKind),
    );
    for (const kind of ['screening', 'interview', 'offer', 'hired'] as const) {
      if (furthest >= rank(kind)) reached[kind]++;
    }
    if (row.currentKind === 'rejected') rejected++;
    if (row.hiredAt) days.push((row.hiredAt.getTime() - row.appliedAt.getTime()) / DAY_MS);
  }
  days.sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const median =
    days.length === 0 ? null : days.length % 2 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  return {
    applications: rows.length,
    reached,
    rejected,
    medianDaysToHire: median === null ? null : Math.round(median * 10) / 10,
  };
}

export class RecruitmentReports {
  constructor(private readonly deps: Pick<RecruitmentDeps, 'db'>) {}

  async report(actor: Actor, query: RecruitmentReportQuery): Promise<RecruitmentReport> {
    requirePermission(actor, 'recruitment:manage');
    const { db } = this.deps;
    const { companyId } = await viewerOf(db, actor);
    const zone = (await findCompany(db, actor.employeeId))?.timeZone ?? 'UTC';
    const [rows, stages, openings] = await Promise.all([
      funnelRows(db, companyId, {
        openingId: query.openingId,
        fromInstant: query.from ? instantAt(query.from, '00:00', zone) : undefined,
        toInstant: query.to ? instantAt(addDays(query.to, 1), '00:00', zone) : undefined,
      }),
      listStages(db, companyId),
      openingTitles(db, companyId),
    ]);
    const byOpening = new Map<string, FunnelRow[]>();
    const bySource = new Map<ApplicationSource, FunnelRow[]>();
    const now = new Map<string, number>();
    for (const row of rows) {
      byOpening.set(row.openingId, [...(byOpening.get(row.openingId) ?? []), row]);
      bySource.set(row.source, [...(bySource.get(row.source) ?? []), row]);
    }
    for (const row of rows) now.set(row.stageId, (now.get(row.stageId) ?? 0) + 1);
    return {
      total: funnelOf(rows),
      stages: stages.map((s) => ({ id: s.id, name: s.name, kind: s.kind, applications: now.get(s.id) ?? 0 })),
      byOpening: openings
        .filter((o) => byOpening.has(o.id))
        .map((o) => ({ id: o.id, title: o.title, status: o.status, ...funnelOf(byOpening.get(o.id)!) })),
      bySource: [...bySource.entries()]
        .sort((a, b) => b[1].length - a[1].length)
        .map(([source, list]) => ({ source, ...funnelOf(list) })),
    };
  }
}
