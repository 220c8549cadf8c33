/**
 * How many notifications the web keeps in its list, as plain data (no zod): the shell's bell reads
 * it on the first signed-in screen (bench/web). `notifications` re-exports it.
 */
export const NOTIFICATIONS_KEPT_ON_CLIENT = 100;
