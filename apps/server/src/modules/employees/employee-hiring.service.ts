/**
 * Bringing someone in: the record and its sign-in account made together, the manager told of a new
 * report, and the set-password invitation (sent again while the person has not chosen a password).
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateEmployeeInput,
  EMPLOYEES_MODULE,
  type Employee,
  employeeLink,
} from '@hrms/contracts/employees';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateText } from '../../lib/calendar-text';
import { hashPassword } from '../../lib/password';
import { type CompanyRef, findCompany } from '../../people/people.repository';
import { employeeNotFound as notFound } from '../access/access.service';
import type { DirectoryTotals } from './directory-totals';
import { created, snapshotOf } from './employee-changes';
import type { EmployeeEvents } from './employee-events';
import {
  checkManager,
  checkRefs,
  checkUnique,
  namesOf,
  statutoryValues,
  unique,
} from './employee-record-checks';
import { fullName } from './employee-views';
import { findEmployeeForUpdate, insertEmployee, insertUser, upsertStatutory } from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';

export class EmployeeHiringService {
  constructor(
    private readonly deps: EmployeesServiceDeps,
    private readonly totals: DirectoryTotals,
    private readonly events: EmployeeEvents,
    private readonly records: { get(actor: Actor, id: string): Promise<Employee> },
  ) {}

  /**
   * `within` runs inside the creating transaction once the record and the account exist (a hire
   * marks its application and starts onboarding there); what it answers runs after the commit.
   */
  async create(
    actor: Actor,
    body: CreateEmployeeInput,
    within?: (tx: Database, employeeId: string) => Promise<() => void>,
  ): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    if (body.role === 'admin') requirePermission(actor, 'roles:grant-admin');
    const { db, clock, audit, passwords } = this.deps;
    await checkRefs(db, body, 'body');
    const manager = await checkManager(db, body.managerId ?? null, null, 'body.managerId');
    await checkUnique(db, { code: body.employeeCode, email: body.workEmail }, undefined);
    const company = await this.companyOf(actor);
    // Nobody knows this password; the person chooses theirs through the invitation link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = clock.now();

    const outcome = await unique(() =>
      withTransaction(db, async (tx) => {
        const employee = await insertEmployee(tx, {
          companyId: manager?.companyId ?? company.id,
          employeeCode: body.employeeCode,
          firstName: body.firstName,
          lastName: body.lastName,
          workEmail: body.workEmail,
          personalEmail: body.personalEmail ?? null,
          phone: body.phone ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
          gender: body.gender ?? null,
          address: body.address ?? null,
          emergencyContact: body.emergencyContact ?? null,
          departmentId: body.departmentId ?? null,
          designationId: body.designationId ?? null,
          managerId: body.managerId ?? null,
          officeId: body.officeId ?? null,
          employmentType: body.employmentType,
          joinDate: body.joinDate,
          probationEndDate: body.probationEndDate ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const user = await insertUser(tx, {
          email: employee.workEmail,
          role: body.role,
          passwordHash,
          employeeId: employee.id,
          invitationPending: true,
          createdAt: now,
          updatedAt: now,
        });
        const statutory = statutoryValues(body.statutory);
        await upsertStatutory(tx, employee.id, statutory, now);
        await audit.record(tx, actor, {
          action: 'employee.create',
          entityType: 'employee',
          entityId: employee.id,
          before: null,
          after: created(snapshotOf(employee, await namesOf(tx, employee), body.role, statutory)),
        });
        const invitations = body.sendInvitation
          ? await passwords.createInvitations(tx, [{ userId: user.id, email: user.email }])
          : [];
        // The manager hears of a new report (unless they added them).
        const notes =
          manager?.userId && manager.userId !== actor.userId
            ? await this.deps.notifications.store(tx, [manager.userId], {
                type: 'info',
                event: 'employeeRecord',
                title: 'New team member',
                message: `${fullName(employee)} joins your team on ${calendarDateText(employee.joinDate)}.`,
                module: EMPLOYEES_MODULE,
                link: employeeLink(employee.id),
              })
            : [];
        const afterCommit = within ? await within(tx, employee.id) : () => undefined;
        return { employee, invitations, notes, afterCommit };
      }),
    );

    this.totals.forget();
    outcome.afterCommit();
    const name = fullName(outcome.employee);
    passwords.sendInvitations(outcome.invitations.map((i) => ({ ...i, name, companyName: company.name })));
    this.deps.notifications.deliver(outcome.notes);
    await this.events.announce([outcome.employee.id], 'create');
    return this.records.get(actor, outcome.employee.id);
  }

  /** A new set-password link by mail, for someone who has not chosen a password yet. */
  async resendInvitation(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'employees:write');
    const { db, audit, passwords } = this.deps;
    const result = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      const { account, employee } = locked;
      if (!account) throw new AppError('CONFLICT', `${fullName(employee)} has no sign-in account.`);
      if (!account.invitationPending) {
        throw new AppError('CONFLICT', `${fullName(employee)} has already chosen a password.`);
      }
      if (!account.isActive || employee.status === 'inactive') {
        throw new AppError('CONFLICT', `${fullName(employee)} is inactive; activate them before inviting.`);
      }
      if (account.role === 'admin') requirePermission(actor, 'roles:grant-admin');
      const invitations = await passwords.createInvitations(
        tx,
        [{ userId: account.userId, email: account.email }],
        { replaceEarlier: true },
      );
      await audit.record(tx, actor, {
        action: 'employee.invitation.send',
        entityType: 'employee',
        entityId: id,
        before: null,
        after: { email: account.email },
      });
      return { invitations, employee };
    });
    const company = await findCompany(db, id);
    passwords.sendInvitations(
      result.invitations.map((i) => ({
        ...i,
        name: fullName(result.employee),
        companyName: company?.name ?? 'Your company',
      })),
    );
    return { ok: true, message: `Invitation sent to ${result.invitations[0]!.email}.` };
  }

  private async companyOf(actor: Actor): Promise<CompanyRef> {
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('CONFLICT', 'No company has been set up yet.');
    return company;
  }
}
