/**
 * What refers to a person, checked before their record may be deleted (a person with history is
 * deactivated instead, so what mentions them stays whole). It is the one reader of other modules'
 * tables, by design: "is this person mentioned anywhere" spans every module. The import rule in
 * .dependency-cruiser.cjs names this file as its one exception; a module whose rows refer to a
 * person adds its check here.
 */
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema/announcements';
import { auditLog } from '../../db/schema/audit';
import { loginHistory } from '../../db/schema/auth';
import { employeeDocuments } from '../../db/schema/documents';
import { leaveRequests } from '../../db/schema/leave';
import { onboardingChecklists } from '../../db/schema/onboarding';
import { departments, employees } from '../../db/schema/organization';
import { trainingEnrolments } from '../../db/schema/training';
import { users } from '../../db/schema/users';
export type HistoryKind =
  | 'signed_in'
  | 'documents'
  | 'reports'
  | 'department_head'
  | 'changes'
  | 'acted'
  | 'announcements'
  | 'leave'
  | 'onboarding'
  | 'training';

/**
 * What makes this person part of the company's history. Someone with any of it is deactivated, not
 * deleted, so the records that mention them stay whole.
 */
export async function historyOf(
  db: Database,
  employeeId: string,
  userId: string | null,
): Promise<HistoryKind[]> {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const checks: [HistoryKind, Promise<boolean>][] = [
    [
      'documents',
      exists(
        db
          .select({ id: employeeDocuments.id })
          .from(employeeDocuments)
          .where(eq(employeeDocuments.employeeId, employeeId))
          .limit(1),
      ),
    ],
    [
      'reports',
      exists(
        db.select({ id: employees.id }).from(employees).where(eq(employees.managerId, employeeId)).limit(1),
      ),
    ],
    [
      'leave',
      exists(
        db
          .select({ id: leaveRequests.id })
          .from(leaveRequests)
          .where(eq(leaveRequests.employeeId, employeeId))
          .limit(1),
      ),
    ],
    [
      'onboarding',
      exists(
        db
          .select({ id: onboardingChecklists.id })
          .from(onboardingChecklists)
          .where(eq(onboardingChecklists.employeeId, employeeId))
          .limit(1),
      ),
    ],
    [
      'training',
      exists(
        db
          .select({ id: trainingEnrolments.id })
          .from(trainingEnrolments)
          .where(eq(trainingEnrolments.employeeId, employeeId))
          .limit(1),
      ),
    ],
    [
      'department_head',
      exists(
        db
          .select({ id: departments.id })
          .from(departments)
          .where(eq(departments.headEmployeeId, employeeId))
          .limit(1),
      ),
    ],
    [
      'changes',
      exists(
        db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityType, 'employee'),
              eq(auditLog.entityId, employeeId),
              notInArray(auditLog.action, ['employee.create', 'employee.invitation.send']),
            ),
          )
          .limit(1),
      ),
    ],
  ];
  if (userId) {
    checks.push(
      [
        'signed_in',
        (async () =>
          (await exists(
            db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, userId), isNotNull(users.lastLoginAt)))
              .limit(1),
          )) ||
          exists(
            db
              .select({ id: loginHistory.id })
              .from(loginHistory)
              .where(and(eq(loginHistory.userId, userId), eq(loginHistory.outcome, 'success')))
              .limit(1),
          ))(),
      ],
      [
        'acted',
        exists(
          db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorUserId, userId)).limit(1),
        ),
      ],
      [
        'announcements',
        exists(
          db
            .select({ id: announcements.id })
            .from(announcements)
            .where(eq(announcements.authorUserId, userId))
            .limit(1),
        ),
      ],
    );
  }
  const results = await Promise.all(checks.map(([, check]) => check));
  return checks.filter((_, i) => results[i]).map(([kind]) => kind);
}
