/**
 * The shell's overlays (the user, theme and notification menus, tooltips, the phone
 * drawer and the collapsed sidebar's menus) need Radix's popper, focus and scroll
 * machinery: about a sixth of the first load (bench/web). They are fetched on the
 * first sign of intent (the pointer entering the header or sidebar, focus arriving
 * there, or a click), and until then each trigger is drawn by a look-alike. A click
 * on a look-alike opens the real control once it is here, and focus on one moves to
 * the real trigger, which carries the same `data-on-demand` key.
 */
import {
  createContext,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type Overlays = typeof import('./overlays');

interface OnDemandValue {
  /** The overlays' module, once fetched. */
  overlays: Overlays | null;
  /** Starts fetching the module (once). */
  want: () => void;
  /** A click on the look-alike `key`: the real control opens as soon as it is here. */
  open: (key: string) => void;
  /** The control clicked before it could open: it mounts open (for one render). */
  openOnMount: string | null;
  /**
   * A look-alike's handlers: it opens its control from the press, not only the click, since the real
   * control may replace it between the two (the module arriving on the pointer's way in), and a
   * click whose press and release fall on two elements reaches neither.
   */
  lookAlike: (key: string) => { onPointerDown: (event: ReactPointerEvent) => void; onClick: () => void };
}

const OnDemandContext = createContext<OnDemandValue | null>(null);

let fetched: Promise<Overlays> | undefined;
/** The overlays' module, fetched once per page load. */
export function loadOverlays(): Promise<Overlays> {
  fetched ??= import('./overlays');
  return fetched;
}

export function OnDemandOverlays({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ overlays: Overlays | null; openOnMount: string | null }>({
    overlays: null,
    openOnMount: null,
  });
  const focusedKey = useRef<string | null>(null);

  const want = useCallback(() => {
    loadOverlays().then(
      (overlays) => {
        const active = document.activeElement;
        focusedKey.current = active instanceof HTMLElement ? (active.dataset.onDemand ?? null) : null;
        setState((prev) => (prev.overlays ? prev : { ...prev, overlays }));
      },
      (error: unknown) => console.error('Could not load the menus', error),
    );
  }, []);

  // The clicked key is state, queued after the module's arrival when it comes later: a click that
  // lands after the module arrived but before the real control was drawn still opens it. Only a
  // look-alike calls this, so the real control is never on the page when it does.
  const open = useCallback(
    (key: string) => {
      setState((prev) => ({ ...prev, openOnMount: key }));
      want();
    },
    [want],
  );

  // The look-alike that had focus was replaced: the real trigger takes it. Controls mount once
  // with `openOnMount`; later mounts (the sidebar folding, say) start closed.
  useLayoutEffect(() => {
    if (!state.overlays) return;
    const key = focusedKey.current;
    focusedKey.current = null;
    if (key) document.querySelector<HTMLElement>(`[data-on-demand="${key}"]`)?.focus();
    if (state.openOnMount) setState((prev) => ({ ...prev, openOnMount: null }));
  }, [state]);

  const lookAlike = useCallback(
    (key: string) => ({
      onPointerDown: (event: ReactPointerEvent) => {
        if (event.button === 0) open(key);
      },
      onClick: () => open(key),
    }),
    [open],
  );

  const value = useMemo(() => ({ ...state, want, open, lookAlike }), [state, want, open, lookAlike]);
  return <OnDemandContext.Provider value={value}>{children}</OnDemandContext.Provider>;
}

export function useOnDemand(): OnDemandValue {
  const value = useContext(OnDemandContext);
  if (!value) throw new Error('useOnDemand must be used inside <OnDemandOverlays>');
  return value;
}

/** Handlers for a region (header, sidebar) whose controls load on the first sign of intent. */
export function useIntent(): { onPointerEnter: () => void; onFocusCapture: () => void } {
  const { overlays, want } = useOnDemand();
  return useMemo(
    () =>
      overlays
        ? { onPointerEnter: noop, onFocusCapture: noop }
        : { onPointerEnter: want, onFocusCapture: want },
    [overlays, want],
  );
}

function noop(): void {}
