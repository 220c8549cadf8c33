/**
 * The offer of an application, and what the hire suggests from the company's people: the next
 * employee code and how work emails are made.
 */
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { employees } from '../../db/schema/organization';
import { offers } from '../../db/schema/recruitment';
import type { OfferRow } from './recruitment.repository';

// ---------------------------------------------------------------- offers

export async function findOffer(db: Database, applicationId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.applicationId, applicationId));
  return row;
}

export async function upsertOffer(tx: Database, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx
    .insert(offers)
    .values(values)
    .onConflictDoUpdate({
      target: offers.applicationId,
      set: {
        status: values.status,
        annualCtc: values.annualCtc,
        joinDate: values.joinDate,
        expiresOn: values.expiresOn,
        letter: values.letter,
        sentAt: null,
        decidedAt: null,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

export async function updateOffer(
  tx: Database,
  applicationId: string,
  values: Partial<typeof offers.$inferInsert>,
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set(values)
    .where(eq(offers.applicationId, applicationId))
    .returning();
  return row!;
}

// ---------------------------------------------------------------- the hire's suggestions

/**
 * The company's most used employee code shape (a prefix, then a number of a width) and its highest
 * number; null when no code ends in a number.
 */
export async function commonCodeShape(
  db: Database,
  companyId: string,
): Promise<{ prefix: string; width: number; highest: bigint } | null> {
  const rows = await selectRows<{ prefix: string; width: number; highest: string }>(
    db,
    sql`select prefix, width, max(digits::numeric)::text as highest
      from (select substring(${employees.employeeCode} from '^(.*?)[0-9]+$') as prefix,
                   substring(${employees.employeeCode} from '([0-9]+)$') as digits
            from ${employees} where ${employees.companyId} = ${companyId}) as codes,
           lateral (select length(digits) as width) as w
      where digits is not null
      group by prefix, width
      order by count(*) desc, max(digits::numeric) desc, prefix asc
      limit 1`,
  );
  const row = rows[0];
  return row ? { prefix: row.prefix, width: Number(row.width), highest: BigInt(row.highest) } : null;
}

/** Which of these codes or work emails are someone's already (codes compared without case). */
export async function takenCodesAndEmails(
  db: Database,
  codes: readonly string[],
  emails: readonly string[],
): Promise<{ codes: Set<string>; emails: Set<string> }> {
  const rows =
    codes.length + emails.length === 0
      ? []
      : await db
          .select({ code: employees.employeeCode, email: employees.workEmail })
          .from(employees)
          .where(
            or(
              codes.length
                ? inArray(
                    sql`lower(${employees.employeeCode})`,
                    codes.map((c) => c.toLowerCase()),
                  )
                : undefined,
              emails.length ? inArray(employees.workEmail, [...emails]) : undefined,
            ),
          );
  return {
    codes: new Set(rows.map((r) => r.code.toLowerCase())),
    emails: new Set(rows.map((r) => r.email)),
  };
}

/** The names and work emails of the company's latest people, to read how it makes addresses. */
export async function recentWorkEmails(
  db: Database,
  companyId: string,
  limit = 500,
): Promise<{ firstName: string; lastName: string; workEmail: string }[]> {
  return db
    .select({ firstName: employees.firstName, lastName: employees.lastName, workEmail: employees.workEmail })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(desc(employees.createdAt), asc(employees.id))
    .limit(limit);
}
