/** How the pipeline reads on screen: time in a stage, counts, and local times sent as instants. */

const DAY_MS = 86_400_000;

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Whole days since the application came into its stage (0 on the day it moved). */
export function daysInStage(stageChangedAt: string, now: Date = new Date()): number {
  const since = new Date(stageChangedAt).getTime();
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now.getTime() - since) / DAY_MS));
}

/** `New in this stage today`, `1 day in stage`, `12 days in stage`. */
export function daysInStageLabel(stageChangedAt: string, now: Date = new Date()): string {
  const days = daysInStage(stageChangedAt, now);
  return days === 0 ? 'In this stage since today' : `${plural(days, 'day', 'days')} in stage`;
}

/**
 * A `yyyy-mm-ddThh:mm` typed in the person's own time zone → the instant as ISO (UTC), or null.
 * A date-time without an offset is read as local time by `Date`.
 */
export function localToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant → the `yyyy-mm-ddThh:mm` of the person's time zone, for a date-time field. */
export function isoToLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A file name from a candidate's name: `Asha Rao` → `asha-rao`. */
export function fileSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'candidate'
  );
}
