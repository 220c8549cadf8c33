/** `npm run seed`: migrate, then seed the demo company into the configured database. */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { ensureJwtSecret } from '../lib/jwt-secret';
import { backfillDemoAttendance, backfillDemoPayroll, seedDemo } from './seed';

const config = await ensureJwtSecret(loadConfig());
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const now = new Date();
  const result = await seedDemo(database.db, { dataDir: config.dataDir, now });
  // Attendance is derived through the app's services, as a punch derives it.
  const app = await buildApp({ config, db: database, logger: false, schedulerIntervalMs: false });
  const attendanceDays = await backfillDemoAttendance(app, result, now);
  const salarySlips = await backfillDemoPayroll(app, result, now);
  await app.close();
  console.info(
    `Seeded the demo company (${result.employeesCreated} employees, ${result.usersCreated} accounts, ` +
      `${result.documentsCreated} documents, ${result.announcementsCreated} announcements, ` +
      `${result.holidaysCreated} holidays, ${result.leaveTypesCreated} leave types, ${result.leaveRequestsCreated} leave requests, ` +
      `${result.clockEntriesCreated} clock entries, ${attendanceDays} attendance days, ` +
      `${result.salaryRevisionsCreated} salary revisions, ${salarySlips} finalised salary slips, ` +
      `${result.coursesCreated} training courses, ${result.onboardingTemplatesCreated} onboarding templates and ${result.openingsCreated} job openings created).`,
  );
} finally {
  await database.close();
}
