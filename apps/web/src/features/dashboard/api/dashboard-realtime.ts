/** Which realtime events make the dashboard's caches stale (spec §7). */
import { UPDATE_EVENTS } from '@hrms/contracts/realtime';
import type { StaleOn } from '../../../lib/stale-on';
import { dashboardKeys } from './dashboard-keys';

/**
 * The dashboard sums up every module, so every update event makes it stale; after a reconnect it is
 * fetched again for the `dashboard:update` pushes missed while the connection was down.
 */
export const DASHBOARD_STALE_ON: StaleOn = {
  reconnect: dashboardKeys.all,
  ...Object.fromEntries(UPDATE_EVENTS.map((event) => [event, dashboardKeys.all])),
};
