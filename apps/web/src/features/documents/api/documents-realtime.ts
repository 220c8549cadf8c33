/** Which realtime events make the documents caches stale, beyond the contract's table (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { documentKeys } from './document-keys';

/** A change to someone's record may change their documents' review state. */
export const DOCUMENTS_STALE_ON: StaleOn = { 'employee-update': documentKeys.all };
