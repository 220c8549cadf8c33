/**
 * People (spec §7 "Employees"): the employee record and its account, the directory, changes one at
 * a time or in bulk, deactivation and deletion, photos, and the figures about people. Who sees what
 * is in product-decisions.md "Roles and scope": admin and hr everything; a manager their team (direct
 * and indirect reports) without statutory details; an employee their own record and colleagues'
 * directory cards.
 *
 * Rules:
 * - Only an admin grants the admin role, or changes an admin's role, work email or status, or deletes an
 *   admin: otherwise hr could move an admin's sign-in to a mailbox of their own.
 * - Nobody changes their own role, or deactivates or deletes themselves.
 * - A manager is never someone who already reports to the person (no cycles).
 * - Inactive needs an exit date and reason; it switches the account off and ends every session at
 *   once. Back to active switches it on and clears the exit.
 * - A person with history (signed in, documents, reports, heads a department, changes recorded, ...)
 *   is not deleted: they are deactivated, so what mentions them stays whole.
 * - Every change is audited (statutory numbers masked) and announced as `employee-update` to admin,
 *   hr, the person and their managers up the line; the person is notified when someone else changes
 *   their job or status.
 */
import {
  type BulkDeactivateBody,
  type BulkDeleteBody,
  type BulkResult,
  type BulkUpdateBody,
  type CreateEmployeeInput,
  type Deactivation,
  type DeleteEmployeeResponseSchema,
  EMPLOYEE_IMPORT_MAX_BYTES,
  type Employee,
  ImportModeSchema,
  type ImportResult,
  type UpdateEmployeeInput,
} from '@hrms/contracts/employees';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { employeeNotFound as notFound } from '../access/access.service';
import { DirectoryTotals } from './directory-totals';
import { EmployeeDirectoryService } from './employee-directory.service';
import { EmployeeEvents } from './employee-events';
import { EmployeeFiguresService } from './employee-figures.service';
import { EmployeeHiringService } from './employee-hiring.service';
import { EmployeePhotosService } from './employee-photos.service';
import { EmployeeUpdatesService, type UpdateOwnProfileInput } from './employee-updates.service';
import { accessFor, toEmployee, type VisibleLevel } from './employee-views';
import { findEmployeeDetail, findStatutory } from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';
import { EmployeesImportService } from './employees-import.service';

export type { UpdateOwnProfileInput, VisibleLevel };

/** The text fields sent with an import file. */
const ImportFieldsSchema = z.object({
  mode: ImportModeSchema.default('dry-run'),
  sendInvitations: z.enum(['true', 'false'], { message: 'Must be true or false' }).default('false'),
});

/**
 * What the routes, roles and hiring call: a person's record read here, and each change handed to
 * the service for it (hiring, updates, import), which checks permission first.
 */
export class EmployeesService {
  /** The directory: pages of people and exports. */
  readonly directory: EmployeeDirectoryService;
  /** Photos: set, removed, served. */
  readonly photos: EmployeePhotosService;
  /** Head counts, departments and the per-person figures. */
  readonly figures: EmployeeFiguresService;
  private readonly hiring: EmployeeHiringService;
  private readonly updates: EmployeeUpdatesService;
  private readonly imports: EmployeesImportService;
  private readonly totals: DirectoryTotals;
  private readonly events: EmployeeEvents;

  constructor(private readonly deps: EmployeesServiceDeps) {
    this.totals = new DirectoryTotals(deps.clock);
    this.events = new EmployeeEvents(deps);
    this.directory = new EmployeeDirectoryService(deps, this.totals);
    this.photos = new EmployeePhotosService(deps, this.events, this);
    this.figures = new EmployeeFiguresService(deps);
    this.hiring = new EmployeeHiringService(deps, this.totals, this.events, this);
    this.updates = new EmployeeUpdatesService(deps, this.totals, this.events, this);
    this.imports = new EmployeesImportService({
      ...deps,
      onImported: (employeeIds, actor) => this.afterImport(employeeIds, actor),
    });
  }

  async get(actor: Actor, id: string): Promise<Employee> {
    requirePermission(actor, 'employees:directory');
    const level = await this.deps.access.levelOf(actor, id);
    if (!level) throw notFound();
    const withStatutory = level === 'self' || level === 'full';
    const [detail, statutory] = await Promise.all([
      findEmployeeDetail(this.deps.db, id),
      withStatutory ? findStatutory(this.deps.db, id) : null,
    ]);
    if (!detail) throw notFound();
    // Colleagues do not see people who have left, as the directory does not list them.
    if (level === 'card' && detail.employee.status === 'inactive') throw notFound();
    return toEmployee(detail, statutory, level, accessFor(actor, level, id));
  }

  /**
   * `within` runs inside the creating transaction once the record and the account exist (a hire
   * marks its application and starts onboarding there); what it answers runs after the commit.
   */
  create(
    actor: Actor,
    body: CreateEmployeeInput,
    within?: (tx: Database, employeeId: string) => Promise<() => void>,
  ): Promise<Employee> {
    return this.hiring.create(actor, body, within);
  }

  /** A new set-password link by mail, for someone who has not chosen a password yet. */
  resendInvitation(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    return this.hiring.resendInvitation(actor, id);
  }

  update(actor: Actor, id: string, body: UpdateEmployeeInput): Promise<Employee> {
    return this.updates.update(actor, id, body);
  }

  deactivate(actor: Actor, id: string, body: Deactivation): Promise<Employee> {
    return this.updates.deactivate(actor, id, body);
  }

  remove(actor: Actor, id: string): Promise<z.infer<typeof DeleteEmployeeResponseSchema>> {
    return this.updates.remove(actor, id);
  }

  bulkDeactivate(actor: Actor, body: BulkDeactivateBody): Promise<BulkResult> {
    return this.updates.bulkDeactivate(actor, body);
  }

  bulkUpdate(actor: Actor, body: BulkUpdateBody): Promise<BulkResult> {
    return this.updates.bulkUpdate(actor, body);
  }

  bulkDelete(actor: Actor, body: BulkDeleteBody): Promise<BulkResult> {
    return this.updates.bulkDelete(actor, body);
  }

  /** `PATCH /employees/{id}/profile`: a person's own contact details and bank account, audited. */
  updateOwnProfile(actor: Actor, id: string, body: UpdateOwnProfileInput): Promise<Employee> {
    return this.updates.updateOwnProfile(actor, id, body);
  }

  private async afterImport(employeeIds: string[], actor: Actor): Promise<void> {
    this.totals.forget();
    // One event for the whole import: admin and hr, and the managers the new people report to.
    const users = (await this.deps.access.followersOf(employeeIds)).filter((u) => u !== actor.userId);
    this.events.emit(users, { id: 'import', type: 'create' });
  }

  importTemplate(actor: Actor): { fileName: string; contentType: string; body: string } {
    requirePermission(actor, 'employees:write');
    return this.imports.template();
  }

  async importCsv(actor: Actor, receive: ReceiveUpload): Promise<ImportResult> {
    requirePermission(actor, 'employees:write');
    const { file, fields } = await receive(EMPLOYEE_IMPORT_MAX_BYTES);
    const parsed = ImportFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((issue) => ({
          field: `body.${issue.path.join('.')}`,
          message: issue.message,
        })),
      );
    }
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a CSV file to import' }]);
    const result = await this.imports.run(actor, {
      bytes: file.bytes,
      mode: parsed.data.mode,
      sendInvitations: parsed.data.sendInvitations === 'true',
    });
    // A dry run, or a file with a problem, changes nothing.
    if (!result.committed) this.deps.audit.nothingChanged();
    return result;
  }
}
