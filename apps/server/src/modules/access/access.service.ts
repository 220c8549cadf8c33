/**
 * Who may act on whose records (docs/decisions/010): the one place every module asks "may this
 * actor do this to these people". It owns the rules of reach over the reporting line: admin and hr
 * reach everyone; a manager reaches the people below them, directly or through others; everyone
 * reaches their own record; any signed-in colleague sees a directory card.
 *
 * A service method calls `requireScope` first, as immich's services call `requireAccess`: the
 * permission, then the reach over every target id. Other modules (leave, attendance, payroll) ask
 * `isAbove` to decide who approves for whom, and `followersOf` for who hears of a change, without
 * importing the employees module. It reads through the people kernel only, so nothing it depends on
 * depends on it. Delegation (someone approving for an absent manager) is a rule to add here.
 */
import type { EmployeeAccess } from '@hrms/contracts/employees';
import { can, employeeScope, type Permission, ROLES } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
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

export class AccessService {
  constructor(private readonly deps: { db: Database }) {}

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

  /**
   * The permission, then the reach over every target: throws FORBIDDEN without the permission, the
   * `hidden` error (404) for a target that does not exist, and for one out of reach the `refused`
   * error if given, else `hidden` (a record one may not reach is one one does not know of). Answers
   * the reach over each target, for what the operation then shows.
   */
  async requireScope(
    actor: Actor,
    permission: Permission,
    targetIds: readonly string[],
    options: ScopeOptions = {},
  ): Promise<Map<string, ScopedLevel>> {
    requirePermission(actor, permission);
    const least = RANK[options.least ?? 'team'];
    const hidden = options.hidden ?? employeeNotFound;
    const levels = new Map<string, ScopedLevel>();
    for (const id of new Set(targetIds)) {
      const level = await this.levelOf(actor, id);
      if (level === null) throw hidden();
      if (level === 'card' || RANK[level] < least) throw options.refused ? options.refused() : hidden();
      levels.set(id, level);
    }
    return levels;
  }

  /** The one target's reach, as `requireScope` checks it. */
  async requireOne(
    actor: Actor,
    permission: Permission,
    targetId: string,
    options: ScopeOptions = {},
  ): Promise<ScopedLevel> {
    const levels = await this.requireScope(actor, permission, [targetId], options);
    return levels.get(targetId)!;
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
