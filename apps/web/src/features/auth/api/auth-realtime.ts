/** Which realtime events make the signed-in person's capabilities stale (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { capabilityKeys } from './get-capabilities';

/** Being named on an opening or a panel arrives as a recruitment change: Recruitment joins the menu. */
export const CAPABILITIES_STALE_ON: StaleOn = { 'recruitment-update': capabilityKeys.all };
