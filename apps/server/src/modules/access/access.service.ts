/**
 * Who may act on whose records (docs/decisions/010, 039): the one place every module asks "may this
 * actor do this to these records". Every service method that names records starts with one call,
 * `access.require({ actor, permission, ids })`, and a list asks `access.where` for the condition of
 * the same rule, so what a person may read one by one and what their lists show never part.
 *
 * - A role permission over people (`attendance:manage` on employee ids) is the reporting line's
 *   rule, owned here: admin and hr reach everyone; a manager reaches the people below them, directly
 *   or through others; everyone reaches their own record; any signed-in colleague sees a card.
 * - A record permission (`recruitment.application:view`) is a rule the owning module's manifest
 *   contributes (`access` in its parts): a condition on the query that lists those records, asked
 *   for single ids and for lists alike.
 *
 * Other modules (leave, attendance, payroll) ask `isAbove` to decide who approves for whom, and
 * `followersOf` for who hears of a change, without importing the employees module. It reads through
 * the people kernel only, so nothing it depends on depends on it. Delegation (someone approving for
 * an absent manager) is a rule to add here.
 */
import type { EmployeeAccess } from '@hrms/contracts/employees';
import { can, employeeScope, PERMISSIONS, type Permission, ROLES } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { Condition } from '../../db/condition';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import {
  accountRoleOf,
  activeUserIdsWithRoles,
  chainUserIds,
  findPeople,
  managerChain,
  teamIds,
} from '../../people/people.repository';

/**
 * How much of a person's record an actor reaches (decision record 008): `card` for any colleague,
 * `team` for a manager above them, `self` for their own, `full` for admin and hr.
 */
export type VisibleLevel = EmployeeAccess['level'];

/** A reach closer than a directory card: what a scope check grants. */
export type ScopedLevel = Exclude<VisibleLevel, 'card'>;

const RANK: Record<VisibleLevel, number> = { card: 0, team: 1, self: 2, full: 3 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ScopeOptions {
  /** The least reach the operation needs on every target; `team` unless said. */
  least?: ScopedLevel;
  /** For a target the actor may not know of (or that does not exist): `Employee not found.` unless said. */
  hidden?: () => AppError;
  /** For a target that exists but is out of reach; without it, such a target is `hidden` too. */
  refused?: () => AppError;
}

export const employeeNotFound = () => new AppError('NOT_FOUND', 'Employee not found.');

/**
 * The record permissions the modules' rules answer, each module adding its own beside its rules:
 * `declare module '../access/access.service' { interface RecordPermissions { 'x.y:view': true } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules that own the records.
export interface RecordPermissions {}
export type RecordPermission = keyof RecordPermissions;

/** A rule of reach over one kind of record, contributed by the module that owns the records. */
export interface RecordRule {
  /** The condition on the query that lists these records: the rows this actor reaches. */
  where(actor: Actor): Promise<Condition>;
  /** Which of these ids a query of the records under `condition` finds. */
  find(condition: Condition, ids: readonly string[]): Promise<ReadonlySet<string>>;
  /** For an id out of reach, or of no record: the record's own 404. */
  hidden(): AppError;
  /**
   * For a record the actor sees through the rule `shownBy` but may not act on here: a 403 saying
   * so, instead of the 404 of a record one does not know of.
   */
  refused?: { shownBy: RecordPermission; error(): AppError };
}
export type RecordRules = { [P in RecordPermission]?: RecordRule };

/** A check of a role permission over people: the reporting line decides the reach. */
export interface PeopleCheck extends ScopeOptions {
  actor: Actor;
  permission: Permission;
  /** Employee ids. */
  ids: readonly string[];
}

/** A check of a record permission over that module's records: its rule decides the reach. */
export interface RecordCheck {
  actor: Actor;
  permission: RecordPermission;
  ids: readonly string[];
  /** For an id out of reach: this 404 instead of the rule's (a task checked by its checklist's rule). */
  hidden?: () => AppError;
}

export class AccessService {
  private readonly rules = new Map<RecordPermission, RecordRule>();

  constructor(private readonly deps: { db: Database }) {}

  /** Adds a module's rules; a permission has one rule, so a second is a programming error. */
  register(rules: RecordRules): void {
    for (const [permission, rule] of Object.entries(rules) as [RecordPermission, RecordRule | undefined][]) {
      if (!rule) continue;
      if (this.rules.has(permission)) throw new Error(`${permission} has a rule already`);
      this.rules.set(permission, rule);
    }
  }

  /** The record permissions that have a rule, for the tests that prove each one. */
  recordPermissions(): RecordPermission[] {
    return [...this.rules.keys()];
  }

  /**
   * The check every service method that names records makes first. Over people: the permission,
   * then the reach over every target (FORBIDDEN without the permission; the `hidden` error, 404,
   * for a target that does not exist; for one out of reach the `refused` error if given, else
   * `hidden`, as a record one may not reach is one one does not know of); answers the reach over
   * each target, for what the operation then shows. Over records: the rule's condition must find
   * every id.
   */
  require(check: PeopleCheck): Promise<Map<string, ScopedLevel>>;
  require(check: RecordCheck): Promise<undefined>;
  async require(check: PeopleCheck | RecordCheck): Promise<Map<string, ScopedLevel> | undefined> {
    if (!isRecordCheck(check)) return this.requirePeople(check);
    await this.requireRecords(check);
    return undefined;
  }

  /** The condition a list of records puts on its query: the rows the actor reaches under this rule. */
  where({ actor, permission }: { actor: Actor; permission: RecordPermission }): Promise<Condition> {
    return this.rule(permission).where(actor);
  }

  /** The reach of `actor` over this person; `null` when there is no such employee. */
  async levelOf(actor: Actor, employeeId: string): Promise<VisibleLevel | null> {
    if (!UUID.test(employeeId)) return null;
    const chain = await managerChain(this.deps.db, employeeId);
    if (chain === null) return null;
    const scope = employeeScope(actor.role);
    if (scope === 'all') return 'full';
    if (actor.employeeId === employeeId) return 'self';
    if (scope === 'team' && actor.employeeId && chain.includes(actor.employeeId)) return 'team';
    return 'card';
  }

  private async requirePeople(check: PeopleCheck): Promise<Map<string, ScopedLevel>> {
    const { actor, permission, ids, least, hidden = employeeNotFound, refused } = check;
    requirePermission(actor, permission);
    const levels = new Map<string, ScopedLevel>();
    for (const id of new Set(ids)) {
      const level = await this.levelOf(actor, id);
      if (level === null) throw hidden();
      if (level === 'card' || RANK[level] < RANK[least ?? 'team']) throw refused ? refused() : hidden();
      levels.set(id, level);
    }
    return levels;
  }

  /**
   * Which of these records the actor reaches under a record rule, refusing none: for what a list
   * offers on each row (whether it may be decided, say).
   */
  async reached({ actor, permission, ids }: RecordCheck): Promise<ReadonlySet<string>> {
    const rule = this.rule(permission);
    const valid = [...new Set(ids)].filter((id) => UUID.test(id));
    if (valid.length === 0) return new Set();
    return rule.find(await rule.where(actor), valid);
  }

  private async requireRecords(check: RecordCheck): Promise<void> {
    const rule = this.rule(check.permission);
    const wanted = new Set(check.ids);
    const found = await this.reached(check);
    const missing = [...wanted].filter((id) => !found.has(id));
    if (missing.length === 0) return;
    if (rule.refused && missing.every((id) => UUID.test(id))) {
      const seen = await this.reached({ ...check, permission: rule.refused.shownBy, ids: missing });
      if (missing.every((id) => seen.has(id))) throw rule.refused.error();
    }
    throw (check.hidden ?? rule.hidden)();
  }

  private rule(permission: RecordPermission): RecordRule {
    const rule = this.rules.get(permission);
    if (!rule) throw new Error(`${permission} has no rule: its module's manifest adds it`);
    return rule;
  }

  /** Everyone reporting to this manager, directly or through others; empty for someone who leads nobody. */
  async teamIds(managerEmployeeId: string): Promise<string[]> {
    if (!UUID.test(managerEmployeeId)) return [];
    return teamIds(this.deps.db, managerEmployeeId);
  }

  /** Whether `approverEmployeeId` stands above `employeeId` in the reporting line (never themselves). */
  async isAbove(approverEmployeeId: string, employeeId: string): Promise<boolean> {
    if (!UUID.test(approverEmployeeId) || !UUID.test(employeeId)) return false;
    const chain = await managerChain(this.deps.db, employeeId);
    return chain?.includes(approverEmployeeId) ?? false;
  }

  /** The account of the nearest manager above this person who has one: who is asked to approve. */
  async nearestManagerAccount(employeeId: string, db: Database = this.deps.db): Promise<string | null> {
    if (!UUID.test(employeeId)) return null;
    const chain = (await managerChain(db, employeeId)) ?? [];
    const people = await findPeople(db, chain);
    for (const id of chain) {
      const userId = people.get(id)?.userId;
      if (userId) return userId;
    }
    return null;
  }

  /** Whether the person's active account holds the permission (a delegate must be able to approve). */
  async holds(employeeId: string, permission: Permission): Promise<boolean> {
    if (!UUID.test(employeeId)) return false;
    const role = await accountRoleOf(this.deps.db, employeeId);
    return role !== null && can(role, permission);
  }

  /** The active accounts whose role holds this permission: who is told of work it allows (a review to do). */
  holdersOf(permission: Permission, db: Database = this.deps.db): Promise<string[]> {
    return activeUserIdsWithRoles(
      db,
      ROLES.filter((role) => can(role, permission)),
    );
  }

  /** The accounts of these people and of every manager above them: who hears of a change to them. */
  followersOf(employeeIds: readonly string[], db: Database = this.deps.db): Promise<string[]> {
    return chainUserIds(db, employeeIds);
  }
}

const ROLE_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS);

function isRecordCheck(check: PeopleCheck | RecordCheck): check is RecordCheck {
  return !ROLE_PERMISSIONS.has(check.permission);
}
