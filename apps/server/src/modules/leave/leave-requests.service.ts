/**
 * Leave requests (spec §7 "Leave"): asking, deciding, cancelling, and the lists, calendar and figures.
 * One door for the routes, the events and the modules that ask leave (holidays, attendance,
 * employees), each question answered by the use case that owns it:
 * - asking and cancelling: leave-applications.service.ts;
 * - deciding, and who decides for whom: leave-decisions.service.ts;
 * - the lists, the calendar, the figures and the approved leave other modules read:
 *   leave-request-queries.service.ts;
 * - leave counted again when the office calendar changes: leave-recount.service.ts.
 * What they share (how a request is shown, audited and announced) is in leave-request-rules.ts.
 */

import { LeaveApplicationsService } from './leave-applications.service';
import { LeaveDecisionsService } from './leave-decisions.service';
import { LeaveRecountService } from './leave-recount.service';
import { LeaveRequestQueriesService } from './leave-request-queries.service';
import type { LeaveRequestsDeps } from './leave-request-rules';

export type { LeaveRequestsDeps } from './leave-request-rules';

type Applications = LeaveApplicationsService;
type Decisions = LeaveDecisionsService;
type Queries = LeaveRequestQueriesService;
type Recounts = LeaveRecountService;

export class LeaveRequestsService {
  private readonly applications: LeaveApplicationsService;
  private readonly decisions: LeaveDecisionsService;
  private readonly queries: LeaveRequestQueriesService;
  private readonly recounts: LeaveRecountService;

  constructor(deps: LeaveRequestsDeps) {
    this.decisions = new LeaveDecisionsService(deps);
    this.applications = new LeaveApplicationsService(deps, this.decisions);
    this.queries = new LeaveRequestQueriesService(deps, this.decisions);
    this.recounts = new LeaveRecountService(deps, this.decisions);
  }

  // ------------------------------------------------------------------------------- asking

  preview(...args: Parameters<Applications['preview']>) {
    return this.applications.preview(...args);
  }

  request(...args: Parameters<Applications['request']>) {
    return this.applications.request(...args);
  }

  cancel(...args: Parameters<Applications['cancel']>) {
    return this.applications.cancel(...args);
  }

  // ------------------------------------------------------------------------------- deciding

  decide(...args: Parameters<Decisions['decide']>) {
    return this.decisions.decide(...args);
  }

  approversToTell(...args: Parameters<Decisions['approversToTell']>) {
    return this.decisions.approversToTell(...args);
  }

  // ------------------------------------------------------------------------------- reading

  get(...args: Parameters<Queries['get']>) {
    return this.queries.get(...args);
  }

  myRequests(...args: Parameters<Queries['myRequests']>) {
    return this.queries.myRequests(...args);
  }

  all(...args: Parameters<Queries['all']>) {
    return this.queries.all(...args);
  }

  pendingApprovals(...args: Parameters<Queries['pendingApprovals']>) {
    return this.queries.pendingApprovals(...args);
  }

  /** For a person's record, whose reach the employees module checked. */
  requestsOf(...args: Parameters<Queries['requestsOf']>) {
    return this.queries.requestsOf(...args);
  }

  calendar(...args: Parameters<Queries['calendar']>) {
    return this.queries.calendar(...args);
  }

  stats(...args: Parameters<Queries['stats']>) {
    return this.queries.stats(...args);
  }

  optionalHolidaysTaken(...args: Parameters<Queries['optionalHolidaysTaken']>) {
    return this.queries.optionalHolidaysTaken(...args);
  }

  approvedLeaveOf(...args: Parameters<Queries['approvedLeaveOf']>) {
    return this.queries.approvedLeaveOf(...args);
  }

  leaveDays(...args: Parameters<Queries['leaveDays']>) {
    return this.queries.leaveDays(...args);
  }

  // ------------------------------------------------------------------------------- counting again

  impactOn(...args: Parameters<Recounts['impactOn']>) {
    return this.recounts.impactOn(...args);
  }

  refundFor(...args: Parameters<Recounts['refundFor']>) {
    return this.recounts.refundFor(...args);
  }

  calendarChanged(...args: Parameters<Recounts['calendarChanged']>) {
    return this.recounts.calendarChanged(...args);
  }

  officeChanged(...args: Parameters<Recounts['officeChanged']>) {
    return this.recounts.officeChanged(...args);
  }
}
