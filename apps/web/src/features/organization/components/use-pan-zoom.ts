/**
 * Pan and zoom by CSS transform: drag (mouse, pen, one finger), scroll to pan, ctrl/⌘ + wheel or a
 * pinch to zoom about the pointer. The transform is written to the DOM directly, frame by frame, so
 * moving never re-renders React; `view` follows in state only when the cards in view may change.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 2;
/** Movement before a press becomes a drag (and its click on a card is dropped). */
const DRAG_THRESHOLD = 4;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The view after zooming to `scale` while the screen point `(px, py)` stays over the same chart point. */
export function zoomAbout(view: View, scale: number, px: number, py: number): View {
  const next = clampScale(scale);
  const k = next / view.scale;
  return { scale: next, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

export function usePanZoom(
  viewportRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLDivElement | null>,
  /** Whether the rendered view is still good enough for `next` (culling); otherwise it is re-rendered. */
  stillCovers: (rendered: View, next: View) => boolean,
  /** Called on every frame the view changes (a zoom percentage, say), without re-rendering. */
  onFrame?: (view: View) => void,
) {
  const viewRef = useRef<View>({ x: 0, y: 0, scale: 1 });
  const [view, setViewState] = useState<View>(viewRef.current);
  const renderedRef = useRef<View>(viewRef.current);
  const frame = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const coversRef = useRef(stillCovers);
  coversRef.current = stillCovers;
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;

  const write = useCallback(() => {
    frame.current = 0;
    const { x, y, scale } = viewRef.current;
    const layer = layerRef.current;
    if (layer) layer.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})`;
    const viewport = viewportRef.current;
    if (viewport) {
      // The dot grid moves with the chart, so the chart feels like it is on a surface.
      // Zoomed far out, a dot every few chart cells, so the grid never turns into a grey wash.
      let size = 24 * scale;
      while (size < 12) size *= 4;
      viewport.style.backgroundSize = `${size}px ${size}px`;
      viewport.style.backgroundPosition = `${x}px ${y}px`;
    }
    onFrameRef.current?.(viewRef.current);
    if (!coversRef.current(renderedRef.current, viewRef.current)) {
      renderedRef.current = viewRef.current;
      setViewState(viewRef.current);
    }
  }, [layerRef, viewportRef]);

  const setView = useCallback(
    (next: View, options: { animate?: boolean } = {}) => {
      viewRef.current = { ...next, scale: clampScale(next.scale) };
      const layer = layerRef.current;
      if (options.animate && layer) {
        layer.style.transition = 'transform 280ms cubic-bezier(0.2, 0, 0, 1)';
        clearTimeout(settle.current);
        settle.current = setTimeout(() => {
          if (layerRef.current) layerRef.current.style.transition = '';
        }, 300);
        // Render what is at the destination before flying there.
        renderedRef.current = viewRef.current;
        setViewState(viewRef.current);
      }
      if (!frame.current) frame.current = requestAnimationFrame(write);
    },
    [layerRef, write],
  );

  const getView = useCallback(() => viewRef.current, []);

  /** Zoom by a factor about a screen point (the viewport's centre by default). */
  const zoomBy = useCallback(
    (factor: number, point?: { x: number; y: number }, animate = false) => {
      const viewport = viewportRef.current;
      const px = point?.x ?? (viewport ? viewport.clientWidth / 2 : 0);
      const py = point?.y ?? (viewport ? viewport.clientHeight / 2 : 0);
      setView(zoomAbout(viewRef.current, viewRef.current.scale * factor, px, py), { animate });
    },
    [setView, viewportRef],
  );

  // Wheel: React's listener is passive, and zooming must stop the page from zooming or scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? viewport.clientHeight : 1;
      const dx = event.deltaX * unit;
      const dy = event.deltaY * unit;
      if (event.ctrlKey || event.metaKey) {
        const rect = viewport.getBoundingClientRect();
        zoomBy(Math.exp(-dy * 0.0025), { x: event.clientX - rect.left, y: event.clientY - rect.top });
      } else {
        const current = viewRef.current;
        // Shift + wheel scrolls sideways on a mouse with one wheel.
        const [sx, sy] = event.shiftKey && dx === 0 ? [dy, 0] : [dx, dy];
        setView({ ...current, x: current.x - sx, y: current.y - sy });
      }
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [viewportRef, zoomBy, setView]);

  // Pointers: one drags, two pinch. A drag captures the pointer only once it really moves, so a
  // plain click still reaches the card's link or button underneath.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    view: View;
    dragging: boolean;
    pinch: { distance: number; midX: number; midY: number; view: View } | null;
  } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const local = (event: PointerEvent) => {
      const rect = viewport.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const pinchOf = () => {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return null;
      return {
        distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        midX: (a.x + b.x) / 2,
        midY: (a.y + b.y) / 2,
        view: viewRef.current,
      };
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      suppressClick.current = false;
      if ((event.target as Element).closest('button, input, select, textarea, [data-no-pan]')) return;
      pointers.current.set(event.pointerId, local(event));
      if (pointers.current.size === 1) {
        const p = local(event);
        gesture.current = { startX: p.x, startY: p.y, view: viewRef.current, dragging: false, pinch: null };
      } else if (pointers.current.size === 2 && gesture.current) {
        gesture.current.pinch = pinchOf();
        gesture.current.dragging = true;
        for (const id of pointers.current.keys()) {
          if (!viewport.hasPointerCapture(id)) viewport.setPointerCapture(id);
        }
      }
    };
    const onMove = (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId) || !gesture.current) return;
      const p = local(event);
      pointers.current.set(event.pointerId, p);
      const g = gesture.current;
      if (g.pinch && pointers.current.size >= 2) {
        const now = pinchOf();
        if (!now) return;
        const scaled = zoomAbout(
          g.pinch.view,
          g.pinch.view.scale * (now.distance / g.pinch.distance),
          g.pinch.midX,
          g.pinch.midY,
        );
        setView({ ...scaled, x: scaled.x + now.midX - g.pinch.midX, y: scaled.y + now.midY - g.pinch.midY });
        return;
      }
      const dx = p.x - g.startX;
      const dy = p.y - g.startY;
      if (!g.dragging) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        g.dragging = true;
        viewport.setPointerCapture(event.pointerId);
        viewport.dataset.dragging = 'true';
      }
      setView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy });
    };
    const onUp = (event: PointerEvent) => {
      if (!pointers.current.delete(event.pointerId)) return;
      const g = gesture.current;
      if (g?.dragging) suppressClick.current = true;
      if (pointers.current.size === 1 && g) {
        // One finger left after a pinch: carry on dragging from here.
        const [rest] = [...pointers.current.values()];
        if (rest)
          gesture.current = {
            startX: rest.x,
            startY: rest.y,
            view: viewRef.current,
            dragging: true,
            pinch: null,
          };
      } else if (pointers.current.size === 0) {
        gesture.current = null;
        delete viewport.dataset.dragging;
      }
    };
    // The click that ends a drag must not open the card it ended on.
    const onClick = (event: MouseEvent) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    };
    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('pointermove', onMove);
    viewport.addEventListener('pointerup', onUp);
    viewport.addEventListener('pointercancel', onUp);
    viewport.addEventListener('click', onClick, true);
    return () => {
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerup', onUp);
      viewport.removeEventListener('pointercancel', onUp);
      viewport.removeEventListener('click', onClick, true);
    };
  }, [viewportRef, setView]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(settle.current);
    },
    [],
  );

  return { view, setView, getView, zoomBy };
}
