/**
 * Toasts (spec §9). sonner is fetched with the first toast, not with the first page
 * (bench/web counts that load): calls made while it arrives run in order once it is
 * here, and the toaster, mounted on that first call, shows what is already queued.
 */
import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** sonner's module, fetched once. */
export function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** Whether a toast has been asked for, so the toaster must be on screen (for useSyncExternalStore). */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): boolean => wanted,
};

function run(use: (toast: Sonner['toast']) => void): void {
  loadSonner().then(
    ({ toast }) => use(toast),
    (error: unknown) => console.error('Could not load the toasts', error),
  );
}

type Show = (message: ReactNode, options?: ExternalToast) => void;
const show =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (message, options) =>
    run((toast) => toast[kind](message, options));

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss(id?: string | number): void {
    if (sonner) run((toast) => toast.dismiss(id));
  },
};
