import { type TimeReport, type TimeReportDay, TimeReportSchema } from '@hrms/contracts/time-tracking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { MonthSummary, WeekView } from './week-view';

const NINE_HOURS = 9 * 3600;

function day(date: string, worked: boolean, working: boolean): TimeReportDay {
  return {
    date,
    workedSeconds: worked ? NINE_HOURS : 0,
    breakSeconds: 0,
    overtimeSeconds: 0,
    firstIn: worked ? `${date}T04:00:00.000Z` : null,
    lastOut: worked ? `${date}T13:00:00.000Z` : null,
    entries: worked ? 1 : 0,
    working,
    reason: working ? null : 'weekend',
  };
}

/** Monday 4 to Sunday 10 May 2026: five working days worked, and the Sunday too. */
function week(): TimeReport {
  const days = ['04', '05', '06', '07', '08', '09', '10'].map((dd, i) =>
    day(`2026-05-${dd}`, dd !== '09', i < 5),
  );
  return {
    employee: { id: '11111111-1111-4111-8111-111111111111', name: 'Riya Sharma', employeeCode: 'E-1' },
    period: 'weekly',
    from: '2026-05-04',
    to: '2026-05-10',
    timeZone: 'Asia/Kolkata',
    days,
    totals: {
      workedSeconds: 6 * NINE_HOURS,
      breakSeconds: 0,
      overtimeSeconds: 0,
      daysWorked: 6,
      workingDays: 5,
      extraDays: 1,
    },
    entries: [],
  };
}

describe('days worked in the week and the month', () => {
  it('reads a Sunday clocked as an extra day, not as a sixth of five', async () => {
    server.use(
      answer('get', '/time-tracking/report/weekly/:date', TimeReportSchema, week()),
      answer('get', '/time-tracking/report/monthly/:year/:month', TimeReportSchema, {
        ...week(),
        period: 'monthly',
        totals: { ...week().totals, workingDays: 6 },
      }),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <WeekView
                today="2026-05-10"
                weekStart="2026-05-04"
                onWeekChange={() => {}}
                expectedSeconds={NINE_HOURS}
              />
              <MonthSummary weekStart="2026-05-04" today="2026-05-10" expectedSeconds={NINE_HOURS} />
            </>
          ),
        },
      ],
      '/',
    );
    const month = await screen.findByTestId('month-summary');
    expect(within(month).getByText('5 of 6 + 1 extra')).toBeTruthy();
    expect(await screen.findByText('5 of 5 + 1 extra')).toBeTruthy();
    expect(screen.queryByText('6 of 5')).toBeNull();
  });
});
