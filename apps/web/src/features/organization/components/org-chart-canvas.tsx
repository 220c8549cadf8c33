import { Maximize, Minus, Plus, RotateCcw } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button';
import { WithTooltip } from '../../../components/ui/tooltip';
import { NODE_HEIGHT, NODE_WIDTH, type OrgChartLayout, READABLE_SCALE } from '../utils/org-chart-layout';
import { OrgNodeCard } from './org-node-card';
import { usePanZoom, type View } from './use-pan-zoom';

/** Below this many cards everything is rendered; above it, only what is on (or near) the screen. */
const CULL_FROM = 400;
/** Zoomed out past this, cards show the name only. */
const SIMPLE_BELOW = 0.45;
/**
 * Further out than this nobody can read a card: they are drawn as plain boxes in one SVG path, so
 * the whole of a 10,000-person chart costs a single element.
 */
const OVERVIEW_BELOW = 0.15;

function lodOf(scale: number): 'overview' | 'simple' | 'full' {
  return scale < OVERVIEW_BELOW ? 'overview' : scale < SIMPLE_BELOW ? 'simple' : 'full';
}
const PAD = 32;

export interface FocusRequest {
  id: string;
  /** A new request for the same person moves to them again. */
  seq: number;
}

interface Size {
  width: number;
  height: number;
}

/** The part of the chart on screen, in chart pixels, grown by `margin` viewports each way. */
function visibleRect(view: View, size: Size, margin: number) {
  const w = size.width / view.scale;
  const h = size.height / view.scale;
  return {
    left: -view.x / view.scale - w * margin,
    top: -view.y / view.scale - h * margin,
    right: -view.x / view.scale + w * (1 + margin),
    bottom: -view.y / view.scale + h * (1 + margin),
  };
}

function boxesPath(layout: OrgChartLayout): string {
  let d = '';
  for (const { x, y } of layout.nodes) d += `M${x} ${y}h${NODE_WIDTH}v${NODE_HEIGHT}h${-NODE_WIDTH}Z`;
  return d;
}

function edgesPath(layout: OrgChartLayout): string {
  let d = '';
  for (const [x1, y1, x2, y2] of layout.segments) d += `M${x1} ${y1}L${x2} ${y2}`;
  return d;
}

export function OrgChartCanvas({
  layout,
  onToggle,
  highlightId,
  focus,
  label,
}: {
  layout: OrgChartLayout;
  onToggle: (id: string) => void;
  highlightId: string | null;
  focus: FocusRequest | null;
  label: string;
}) {
  const viewportRef = useRef<HTMLElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const zoomLabelRef = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const many = layout.nodes.length > CULL_FROM;

  const stillCovers = useCallback(
    (rendered: View, next: View) => {
      if (lodOf(rendered.scale) !== lodOf(next.scale)) return false;
      if (!many || lodOf(next.scale) === 'overview') return true;
      const outer = visibleRect(rendered, sizeRef.current, 0.75);
      const inner = visibleRect(next, sizeRef.current, 0.1);
      return (
        inner.left >= outer.left &&
        inner.top >= outer.top &&
        inner.right <= outer.right &&
        inner.bottom <= outer.bottom
      );
    },
    [many],
  );
  const onFrame = useCallback((v: View) => {
    if (zoomLabelRef.current) zoomLabelRef.current.textContent = `${Math.round(v.scale * 100)}%`;
  }, []);
  const { view, setView, getView, zoomBy } = usePanZoom(viewportRef, layerRef, stillCovers, onFrame);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => setSize({ width: viewport.clientWidth, height: viewport.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const reset = useCallback(
    (animate = false) => {
      const { width } = sizeRef.current;
      // On a phone, a manager and a stack of two columns of reports fit across the screen; wider,
      // the first levels shrink to fit the width, down to a size whose names can still be read.
      const scale =
        width < 640
          ? Math.min(1, Math.max(0.5, (width - 24) / (2 * NODE_WIDTH + 32)))
          : Math.min(1, Math.max(READABLE_SCALE, (width - PAD * 2) / layout.width));
      const first = layout.nodes[0];
      const x =
        layout.width * scale <= width - PAD * 2 || !first
          ? (width - layout.width * scale) / 2
          : width / 2 - (first.x + NODE_WIDTH / 2) * scale;
      setView({ x, y: PAD, scale }, { animate });
    },
    [layout, setView],
  );

  const fit = useCallback(() => {
    const { width, height } = sizeRef.current;
    const scale = Math.min(1, (width - PAD * 2) / layout.width, (height - PAD * 2) / layout.height);
    const s = Math.max(0.05, scale);
    setView(
      { scale: s, x: (width - layout.width * s) / 2, y: Math.max(PAD, (height - layout.height * s) / 2) },
      { animate: true },
    );
  }, [layout, setView]);

  const centreOn = useCallback(
    (id: string, minScale: number) => {
      const placed = layout.byId.get(id);
      if (!placed) return false;
      const { width, height } = sizeRef.current;
      const scale = Math.max(getView().scale, minScale);
      setView(
        {
          scale,
          x: width / 2 - (placed.x + NODE_WIDTH / 2) * scale,
          y: height / 2 - (placed.y + NODE_HEIGHT / 2) * scale,
        },
        { animate: true },
      );
      return true;
    },
    [layout, getView, setView],
  );

  // First sight: the top of the chart, once the viewport has a size.
  const placedOnce = useRef(false);
  useLayoutEffect(() => {
    if (placedOnce.current || size.width === 0) return;
    placedOnce.current = true;
    reset();
  }, [size.width, reset]);

  // Showing or hiding someone's reports re-centres their branch; keep their card where it was on screen.
  const anchor = useRef<{ id: string; x: number; y: number } | null>(null);
  const toggle = useCallback(
    (id: string) => {
      const placed = layout.byId.get(id);
      anchor.current = placed ? { id, x: placed.x, y: placed.y } : null;
      onToggle(id);
    },
    [layout, onToggle],
  );
  useLayoutEffect(() => {
    const a = anchor.current;
    if (!a) return;
    anchor.current = null;
    const placed = layout.byId.get(a.id);
    if (!placed) return;
    const v = getView();
    setView({ ...v, x: v.x + (a.x - placed.x) * v.scale, y: v.y + (a.y - placed.y) * v.scale });
  }, [layout, getView, setView]);

  // A search result: fly to them once their branch is laid out.
  const handled = useRef<FocusRequest | null>(null);
  useLayoutEffect(() => {
    if (!focus || handled.current === focus || size.width === 0) return;
    if (centreOn(focus.id, 0.8)) handled.current = focus;
  }, [focus, centreOn, size.width]);

  const lod = lodOf(view.scale);
  const visible = useMemo(() => {
    if (lod === 'overview') return [];
    if (!many || size.width === 0) return layout.nodes;
    const r = visibleRect(view, size, 0.75);
    return layout.nodes.filter(
      (n) => n.x + NODE_WIDTH >= r.left && n.x <= r.right && n.y + NODE_HEIGHT >= r.top && n.y <= r.bottom,
    );
  }, [layout, view, size, many, lod]);
  const simple = lod === 'simple';
  const cards = useMemo(
    () =>
      visible.map((n) => (
        <OrgNodeCard
          key={n.node.id}
          node={n.node}
          x={n.x}
          y={n.y}
          expanded={n.expanded}
          highlighted={n.node.id === highlightId}
          simple={simple}
          onToggle={toggle}
        />
      )),
    [visible, highlightId, simple, toggle],
  );
  const d = useMemo(() => edgesPath(layout), [layout]);
  const boxes = useMemo(() => (lod === 'overview' ? boxesPath(layout) : ''), [layout, lod]);
  const highlighted = highlightId ? layout.byId.get(highlightId) : undefined;

  // Tabbing to a card off screen brings it into view (the viewport itself never scrolls).
  const onFocus = (event: FocusEvent) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-employee-id]');
    const viewport = viewportRef.current;
    if (!card || !viewport) return;
    viewport.scrollTop = 0;
    viewport.scrollLeft = 0;
    const box = card.getBoundingClientRect();
    const frame = viewport.getBoundingClientRect();
    const inside =
      box.left >= frame.left + 8 &&
      box.right <= frame.right - 8 &&
      box.top >= frame.top + 8 &&
      box.bottom <= frame.bottom - 48;
    const id = card.dataset.employeeId;
    if (!inside && id) centreOn(id, 0.6);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const v = getView();
    const step = 80;
    switch (event.key) {
      case 'ArrowLeft':
        setView({ ...v, x: v.x + step });
        break;
      case 'ArrowRight':
        setView({ ...v, x: v.x - step });
        break;
      case 'ArrowUp':
        setView({ ...v, y: v.y + step });
        break;
      case 'ArrowDown':
        setView({ ...v, y: v.y - step });
        break;
      case '+':
      case '=':
        zoomBy(1.25, undefined, true);
        break;
      case '-':
      case '_':
        zoomBy(0.8, undefined, true);
        break;
      case '0':
        reset(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="relative">
      <section
        ref={viewportRef}
        data-testid="org-chart"
        aria-label={label}
        aria-describedby="org-chart-help"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart pans with the arrow keys, so it takes focus
        tabIndex={0}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onDoubleClick={(event) => {
          if ((event.target as Element).closest('a, button')) return;
          const rect = event.currentTarget.getBoundingClientRect();
          zoomBy(2, { x: event.clientX - rect.left, y: event.clientY - rect.top }, true);
        }}
        onScroll={(event) => {
          event.currentTarget.scrollTop = 0;
          event.currentTarget.scrollLeft = 0;
        }}
        className="relative h-[calc(100dvh-17rem)] min-h-[420px] cursor-grab touch-none overflow-hidden rounded-xl border bg-muted/30 outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring data-[dragging=true]:cursor-grabbing"
        style={{
          backgroundImage: 'radial-gradient(circle, var(--border) 1.2px, transparent 1.2px)',
          backgroundSize: '24px 24px',
        }}
      >
        <p id="org-chart-help" className="sr-only">
          Drag, scroll or use the arrow keys to move around. Zoom with Control or Command and the mouse wheel,
          a pinch, a double click, or the plus and minus keys. Each card opens that person’s profile.
        </p>
        <div
          ref={layerRef}
          className="absolute top-0 left-0 origin-top-left will-change-transform"
          style={{ width: layout.width, height: layout.height }}
        >
          <svg
            className="pointer-events-none absolute top-0 left-0 overflow-visible text-muted-foreground/45"
            width={layout.width}
            height={layout.height}
            aria-hidden="true"
          >
            <path
              d={d}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
            {lod === 'overview' ? (
              <>
                <path
                  d={boxes}
                  className="fill-card stroke-border"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
                {highlighted ? (
                  <rect
                    x={highlighted.x - 40}
                    y={highlighted.y - 40}
                    width={NODE_WIDTH + 80}
                    height={NODE_HEIGHT + 80}
                    rx={24}
                    className="fill-primary/30 stroke-primary"
                    strokeWidth={3}
                    vectorEffect="non-scaling-stroke"
                  />
                ) : null}
              </>
            ) : null}
          </svg>
          {cards}
        </div>
      </section>
      <div
        className="absolute right-3 bottom-3 flex items-center gap-0.5 rounded-lg border bg-card/95 p-1 shadow-sm backdrop-blur"
        role="toolbar"
        aria-label="Zoom"
      >
        <WithTooltip label="Zoom out" side="top">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom out"
            onClick={() => zoomBy(0.8, undefined, true)}
          >
            <Minus aria-hidden="true" />
          </Button>
        </WithTooltip>
        <span
          ref={zoomLabelRef}
          data-testid="org-zoom"
          className="w-11 text-center text-xs font-medium tabular-nums"
          aria-live="off"
        >
          100%
        </span>
        <WithTooltip label="Zoom in" side="top">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom in"
            onClick={() => zoomBy(1.25, undefined, true)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </WithTooltip>
        <span className="mx-0.5 h-5 w-px bg-border" aria-hidden="true" />
        <WithTooltip label="Fit to screen" side="top">
          <Button variant="ghost" size="icon-sm" aria-label="Fit to screen" onClick={fit}>
            <Maximize aria-hidden="true" />
          </Button>
        </WithTooltip>
        <WithTooltip label="Reset view" side="top">
          <Button variant="ghost" size="icon-sm" aria-label="Reset view" onClick={() => reset(true)}>
            <RotateCcw aria-hidden="true" />
          </Button>
        </WithTooltip>
      </div>
    </div>
  );
}
