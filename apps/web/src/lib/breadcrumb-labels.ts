/**
 * Names for path segments the menu cannot know, such as a record's id: a page that has loaded the
 * record names its own path (`/employees/<id>` → the person's name) and the breadcrumbs show it.
 */
import { useEffect, useSyncExternalStore } from 'react';

let labels: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function update(change: (next: Map<string, string>) => void): void {
  const next = new Map(labels);
  change(next);
  labels = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names `path` while the calling component is shown; nothing while `label` is undefined. */
export function useBreadcrumbLabel(path: string, label: string | undefined): void {
  useEffect(() => {
    if (!label) return;
    update((next) => next.set(path, label));
    return () => update((next) => next.delete(path));
  }, [path, label]);
}

export function useBreadcrumbLabels(): ReadonlyMap<string, string> {
  return useSyncExternalStore(subscribe, () => labels);
}
