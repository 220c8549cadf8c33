/** Salary structures and statutory rules, slips and pay runs, files, settlements and tax declarations. */
import { defineModule, mount } from '../../composition/module';
import { gendersOf } from '../../people/people.repository';
import { attendanceReads } from '../attendance/attendance.reads';
import { leaveReads } from '../leave/leave.reads';
import { payrollEvents } from './payroll.events';
import { payrollRoutes, payrollSettingsRoutes } from './payroll.routes';
import { PayrollConfigService } from './payroll-config.service';
import { PayrollFilesService } from './payroll-files.service';
import { PayrollRunsService } from './payroll-runs.service';
import { PayrollSettlementService } from './payroll-settlement.service';
import { PayrollSlipsService } from './payroll-slips.service';
import { PayrollSummaryService } from './payroll-summary.service';
import { SlipCalculator } from './slip-calculator';
import { SlipPdfPool } from './slip-pdf-pool';
import { TaxDeclarationsService } from './tax-declarations.service';

export interface PayrollApi {
  /** Salary slips: made, calculated, adjusted and finalised, a person's or a month's at once. */
  slips: PayrollSlipsService;
  /** A month's runs (a run is a `payroll.run` job). */
  runs: PayrollRunsService;
  summary: PayrollSummaryService;
}

export const payrollModule = defineModule({
  name: 'payroll',
  build(ctx) {
    const { db, clock, audit, access, notifications, realtime, storage } = ctx;
    const holidays = ctx.use('holidays').holidays;
    const leave = ctx.use('leave');
    const config = new PayrollConfigService({ db, clock, audit, access, configuration: ctx.configuration });
    // One calculation for a person's slip and a month's run alike.
    const calculator = new SlipCalculator({
      db,
      clock,
      config,
      sources: {
        lossOfPayCentidays: attendanceReads(db).lossOfPayCentidays,
        workingDays: async (companyId, officeId, from, to, tx) =>
          (await holidays.officeCalendar(companyId, officeId, from, to, tx)).days.filter((d) => d.working)
            .length,
        lastWorkingDay: async (companyId, from, to, tx) =>
          (await holidays.officeCalendar(companyId, null, from, to, tx)).days.filter((d) => d.working).at(-1)
            ?.date ?? null,
        genders: gendersOf,
        unpaidLeaveCodes: leaveReads(db).unpaidLeaveCodes,
      },
    });
    const slips = new PayrollSlipsService({
      db,
      clock,
      audit,
      access,
      notifications,
      realtime,
      config,
      calculator,
    });
    const runs = new PayrollRunsService({ db, clock, audit, realtime, calculator, jobs: ctx.jobs });
    const summary = new PayrollSummaryService({ db, clock, calculator });
    const pdfs = new SlipPdfPool(ctx.config.pdfWorkers);
    ctx.onClose(() => pdfs.close());
    return {
      api: { slips, runs, summary },
      routes: () => [
        mount('/api/payroll', payrollRoutes, {
          config,
          slips,
          runs,
          summary,
          files: new PayrollFilesService({ db, slips, config, pdfs, storage }),
          settlement: new PayrollSettlementService({
            db,
            clock,
            access,
            config,
            slips,
            leave: leave.encashment,
          }),
          declarations: new TaxDeclarationsService({ db, clock, audit, access, notifications, realtime }),
        }),
        mount('/api/settings/payroll', payrollSettingsRoutes(config), {}),
      ],
      events: payrollEvents(runs),
      // The statutory rules the product ships are written before the first request is answered,
      // and a run with no job to make it is given one.
      onReady: async () => {
        await config.ensureDefaultRules();
        await runs.queueUnfinished();
      },
    };
  },
});
