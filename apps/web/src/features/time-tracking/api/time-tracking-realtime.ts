/** Which realtime events make the time-tracking caches stale (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { timeTrackingKeys } from './time-tracking-keys';

/**
 * No update event names time tracking: after a reconnect it is fetched again for the punches
 * (`time_tracking:status_updated`) missed while the connection was down.
 */
export const TIME_TRACKING_STALE_ON: StaleOn = { reconnect: timeTrackingKeys.all };
