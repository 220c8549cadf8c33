/** Which realtime events make the leave caches stale, beyond the contract's table (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { leaveKeys } from './leave-keys';

/** A holiday changes the days a leave counts and the optional holidays the leave form offers. */
export const LEAVE_STALE_ON: StaleOn = { 'holiday-update': leaveKeys.all };
