/**
 * `npm run create-admin [-- --company "…" --email … --first-name … --last-name …]`: the first-run
 * setup for a server without a browser. What the flags leave out is asked on a terminal; the password
 * is always typed (hidden, twice) or, without a terminal, read from the first line of stdin. The same
 * rules as the setup page, and the same refusal once the server has an account; audited.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { type FirstAdminFields, FirstAdminFieldsSchema } from '@hrms/contracts/setup';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { openConfiguredDatabase } from '../../db/open-configured';
import { AppError } from '../../lib/app-error';
import { ensureJwtSecret } from '../../lib/jwt-secret';

const USAGE = `Usage: npm run create-admin -- [options]
  --company <name>           the company's name
  --legal-name <name>        its registered name (optional)
  --fy-start-month <1-12>    the month its financial year starts (default 4, April)
  --timezone <zone>          its time zone (default Asia/Kolkata)
  --office <name>            its first office (default "Head office")
  --city <city>              the office's city (optional)
  --state <state>            the office's state, whose holidays and professional tax apply (optional)
  --email <address>          the admin's work email
  --first-name <name>        the admin's first name
  --last-name <name>         the admin's last name
The password is asked on the terminal, or read from the first line of stdin without one.`;

function readFlags() {
  try {
    return parseArgs({ options: OPTIONS, allowPositionals: false }).values;
  } catch (error) {
    // An unknown or incomplete flag: say which, and how the command is used.
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(1);
  }
}

const OPTIONS = {
  company: { type: 'string' },
  'legal-name': { type: 'string' },
  'fy-start-month': { type: 'string' },
  timezone: { type: 'string' },
  office: { type: 'string' },
  city: { type: 'string' },
  state: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const flags = readFlags();

class Refused extends Error {}

const interactive = process.stdin.isTTY === true;

async function ask(question: string, fallback?: string): Promise<string> {
  if (!interactive) return fallback ?? '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await rl.question(fallback ? `${question} [${fallback}]: ` : `${question}: `)).trim();
    return answer || (fallback ?? '');
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(`${question}: `);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Refused('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function password(): Promise<string> {
  if (!interactive) return firstLineOfStdin();
  const first = await askHidden('Admin password');
  const again = await askHidden('The same password again');
  if (first !== again) throw new Refused('The two passwords do not match.');
  return first;
}

async function fieldsFromFlagsAndQuestions(): Promise<FirstAdminFields> {
  const value = async (flag: string | undefined, question: string, fallback?: string) =>
    flag ?? (await ask(question, fallback));
  return {
    companyName: await value(flags.company, 'Company name'),
    legalName: await value(flags['legal-name'], 'Legal name (optional)', ''),
    financialYearStartMonth: await value(
      flags['fy-start-month'],
      'Financial year starts in month (1-12)',
      '4',
    ),
    timezone: await value(flags.timezone, 'Time zone', 'Asia/Kolkata'),
    officeName: await value(flags.office, 'First office', 'Head office'),
    officeCity: await value(flags.city, 'Office city (optional)', ''),
    officeState: await value(flags.state, 'Office state (optional)', ''),
    firstName: await value(flags['first-name'], 'Admin first name'),
    lastName: await value(flags['last-name'], 'Admin last name'),
    email: await value(flags.email, 'Admin work email'),
    password: await password(),
  };
}

async function main(): Promise<void> {
  if (flags.help) {
    console.info(USAGE);
    return;
  }
  const config = await ensureJwtSecret(loadConfig());
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const app = await buildApp({ config, db: database, logger: false, schedulerIntervalMs: false });
    try {
      // Refused before anything is asked, once the server has an account.
      await app.services.setup.status();
      const parsed = FirstAdminFieldsSchema.safeParse(await fieldsFromFlagsAndQuestions());
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
        throw new Refused(`Nothing was created:\n${problems.join('\n')}\n\n${USAGE}`);
      }
      const result = await app.services.setup.createFirstAdmin(parsed.data);
      console.info(`${result.message} (${config.publicUrl}/login)`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof AppError) {
    const details = error.details?.map((d) => `  ${d.field.replace(/^body\./, '')}: ${d.message}`) ?? [];
    console.error([error.message, ...details].join('\n'));
  } else if (error instanceof Refused || error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
