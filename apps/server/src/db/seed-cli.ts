/** `npm run seed`: migrate, then seed the demo company into the configured database. */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const result = await seedDemo(database.db, { dataDir: config.dataDir, now: new Date() });
  console.info(
    `Seeded the demo company (${result.employeesCreated} employees, ${result.usersCreated} accounts, ` +
      `${result.documentsCreated} documents, ${result.announcementsCreated} announcements, ` +
      `${result.holidaysCreated} holidays, ${result.leaveTypesCreated} leave types and ${result.leaveRequestsCreated} leave requests created).`,
  );
} finally {
  await database.close();
}
