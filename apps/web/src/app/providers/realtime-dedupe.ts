/**
 * When an update event with a message becomes a notification (spec §7) without
 * doubling one the server stores for the same change.
 *
 * The rule: stored notifications arrive only through the `notification` event.
 * An update event carrying a message adds a local, unsaved entry, but only if no
 * stored notification of the same module arrives within a short grace period
 * on either side of it (the server emits both for one change, in either order).
 * So the entry waits that long before it shows; if the stored one turns up, it
 * is dropped, and the stored one (with its link, kept on the server) stands.
 */
import type { IncomingNotification } from './realtime-events';

export const UPDATE_NOTE_GRACE_MS = 1500;

/** `announcements`, `Announcement` and `announcement` are one module. */
export function sameModule(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const norm = (m: string) => m.trim().toLowerCase().replace(/s$/, '');
  return norm(a) === norm(b);
}

interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
  now: () => number;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export class UpdateNoteGate {
  private readonly pending = new Map<number, { module: string | undefined; handle: unknown }>();
  private recentStored: { module: string; at: number }[] = [];
  private seq = 0;

  constructor(
    private readonly deliver: (note: IncomingNotification) => void,
    private readonly timers: Timers = realTimers,
    private readonly graceMs: number = UPDATE_NOTE_GRACE_MS,
  ) {}

  /** A note made from an update event: delivered after the grace period unless a stored one covers it. */
  update(note: IncomingNotification): void {
    const now = this.timers.now();
    this.recentStored = this.recentStored.filter((s) => now - s.at <= this.graceMs);
    if (this.recentStored.some((s) => sameModule(s.module, note.module))) return;
    const key = ++this.seq;
    const handle = this.timers.set(() => {
      this.pending.delete(key);
      this.deliver(note);
    }, this.graceMs);
    this.pending.set(key, { module: note.module, handle });
  }

  /** A stored notification arrived: it stands for any update note of its module now or just after. */
  stored(module: string | undefined): void {
    if (!module) return;
    const now = this.timers.now();
    this.recentStored = [...this.recentStored.filter((s) => now - s.at <= this.graceMs), { module, at: now }];
    for (const [key, entry] of this.pending) {
      if (sameModule(entry.module, module)) {
        this.timers.clear(entry.handle);
        this.pending.delete(key);
      }
    }
  }

  /** Drops what is waiting (the connection closed). */
  dispose(): void {
    for (const entry of this.pending.values()) this.timers.clear(entry.handle);
    this.pending.clear();
    this.recentStored = [];
  }
}
