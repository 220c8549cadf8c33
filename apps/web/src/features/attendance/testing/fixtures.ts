/** Attendance as the API answers it, for the feature's tests: a day, a month, figures. */
import {
  ATTENDANCE_STATUSES,
  type AttendanceCalendar,
  type AttendanceDay,
  type AttendanceStats,
  type AttendanceStatus,
  type AttendanceTotals,
} from '@hrms/contracts/attendance';

export const ISHAAN = {
  id: '7c1b5e1f-4d3c-4b8f-8a2b-1d7e2f3a4b5c',
  name: 'Ishaan Kapoor',
  employeeCode: 'EMP-0007',
  department: 'Engineering',
  office: 'Bengaluru',
};
export const MEERA = {
  id: '8d2c6f20-5e4d-4c9a-9b3c-2e8f3a4b5c6d',
  name: 'Meera Iyer',
  employeeCode: 'EMP-0011',
  department: 'Design',
  office: 'Bengaluru',
};

let next = 0;
/** A day's id, unique within a test run. */
function dayId(): string {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

export function attendanceDay(date: string, patch: Partial<AttendanceDay> = {}): AttendanceDay {
  const status = patch.status ?? 'present';
  const worked = status === 'present' || status === 'late' || status === 'half_day';
  return {
    id: dayId(),
    employee: ISHAAN,
    date,
    status,
    derivedStatus: status,
    source: 'derived',
    // 9:35 and 18:40 in India (UTC+5:30).
    firstIn: worked ? `${date}T04:05:00.000Z` : null,
    lastOut: worked ? `${date}T13:10:00.000Z` : null,
    workedMinutes: worked ? 485 : 0,
    breakMinutes: worked ? 60 : 0,
    overtimeMinutes: 0,
    lateMinutes: status === 'late' ? 20 : 0,
    leaveDays: status === 'on_leave' ? 1 : 0,
    leaveTypeCode: status === 'on_leave' ? 'CL' : null,
    holidayName: status === 'holiday' ? 'May Day' : null,
    correction: null,
    ...patch,
  };
}

export function totalsOf(days: readonly (AttendanceDay | null)[]): AttendanceTotals {
  const totals = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as AttendanceTotals;
  for (const day of days) if (day) totals[day.status] += 1;
  return totals;
}

/**
 * May 2026 up to the 12th: weekends, a holiday on the 1st, a late day, a day of leave, an absence
 * corrected to present, and today (the 12th) not yet in. The rest is to come.
 */
export function mayCalendar(): AttendanceCalendar {
  const statuses: Record<string, AttendanceStatus> = {
    '01': 'holiday',
    '02': 'weekend',
    '03': 'weekend',
    '04': 'present',
    '05': 'late',
    '06': 'on_leave',
    '07': 'present',
    '08': 'half_day',
    '09': 'weekend',
    '10': 'weekend',
    '11': 'absent',
    '12': 'not_yet',
  };
  const days = Array.from({ length: 31 }, (_, i) => {
    const dd = String(i + 1).padStart(2, '0');
    const date = `2026-05-${dd}`;
    const status = statuses[dd];
    if (!status) return { date, day: null };
    if (dd === '07') {
      return {
        date,
        day: attendanceDay(date, {
          status: 'present',
          derivedStatus: 'absent',
          source: 'corrected',
          firstIn: null,
          lastOut: null,
          workedMinutes: 0,
          breakMinutes: 0,
          correction: {
            reason: 'At the client’s office all day',
            by: 'Kavita Nair',
            at: '2026-05-08T05:00:00.000Z',
          },
        }),
      };
    }
    return { date, day: attendanceDay(date, { status }) };
  });
  return {
    employee: { id: ISHAAN.id, name: ISHAAN.name },
    year: 2026,
    month: 5,
    timeZone: 'Asia/Kolkata',
    days,
    totals: totalsOf(days.map((d) => d.day)),
    workedMinutes: 485 * 3,
    overtimeMinutes: 0,
  };
}

export function monthStats(patch: Partial<AttendanceStats> = {}): AttendanceStats {
  const calendar = mayCalendar();
  return {
    from: '2026-05-01',
    to: '2026-05-31',
    people: 1,
    totals: calendar.totals,
    attendanceRate: 67,
    punctualityRate: 75,
    workedMinutes: 1455,
    overtimeMinutes: 0,
    averageWorkedMinutes: 485,
    // Clocked on the 4th, 5th and 8th; the calendar's working days from the 4th to today, the 12th.
    days: { daysWorked: 3, workingDays: 7, extraDays: 0 },
    ...patch,
  };
}
