import type { UpdateEvent } from '@hrms/contracts/realtime';

/**
 * What makes a feature's caches stale on the realtime channel, declared beside its query-key factory:
 * for each update event (spec §7), the roots of the keys it makes stale (`['documents']` refreshes
 * every query under `documents`); for `reconnect`, the roots to fetch again once a dropped connection
 * is back, for caches that events other than the update events keep fresh. The contract's
 * `UPDATE_EVENT_QUERY_KEYS` has this shape too; the realtime provider composes it with the features'.
 */
export type StaleOn = Partial<Record<UpdateEvent | 'reconnect', readonly string[]>>;
