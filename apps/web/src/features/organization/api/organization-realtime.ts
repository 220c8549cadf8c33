/** Which realtime events make the organization caches stale, beyond the contract's table (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { organizationKeys } from './organization-keys';

/** A change to someone's record may move them in the org chart. */
export const ORGANIZATION_STALE_ON: StaleOn = { 'employee-update': organizationKeys.all };
