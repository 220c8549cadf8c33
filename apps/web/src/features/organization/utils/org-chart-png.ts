/**
 * The expanded chart drawn onto a canvas and saved as PNG, in the browser: no library and no server
 * round trip. Always on a light background, since exports end up in documents and slides. Photos are
 * left out (they would need loading and may not be same-origin); everyone gets their initials.
 */
import { initialsOf } from '../../../components/ui/avatar';
import { NODE_HEIGHT, NODE_WIDTH, type OrgChartLayout } from './org-chart-layout';

const PADDING = 32;
/** Browsers refuse canvases much past these (Chromium: 32,767 px a side, ~268 M pixels). */
const MAX_SIDE = 16_000;
const MAX_PIXELS = 120_000_000;

const COLOURS = {
  background: '#f8fafc',
  card: '#ffffff',
  border: '#d9dee7',
  line: '#aab4c3',
  text: '#0f172a',
  muted: '#64748b',
  avatar: '#e0e7ff',
  avatarText: '#3730a3',
  badge: '#eef2f7',
};

/** How much to scale so the canvas stays within what browsers allow; at most 2 (sharp on HiDPI). */
export function exportScale(width: number, height: number): number {
  const w = width + PADDING * 2;
  const h = height + PADDING * 2;
  return Math.min(2, MAX_SIDE / w, MAX_SIDE / h, Math.sqrt(MAX_PIXELS / (w * h)));
}

function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function drawOrgChart(canvas: HTMLCanvasElement, layout: OrgChartLayout, fontFamily: string): void {
  const scale = exportScale(layout.width, layout.height);
  canvas.width = Math.ceil((layout.width + PADDING * 2) * scale);
  canvas.height = Math.ceil((layout.height + PADDING * 2) * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the chart');
  ctx.scale(scale, scale);
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, layout.width + PADDING * 2, layout.height + PADDING * 2);
  ctx.translate(PADDING, PADDING);

  ctx.strokeStyle = COLOURS.line;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (const [x1, y1, x2, y2] of layout.segments) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();

  for (const { node, x, y } of layout.nodes) {
    roundedRect(ctx, x, y, NODE_WIDTH, NODE_HEIGHT, 12);
    ctx.fillStyle = COLOURS.card;
    ctx.fill();
    ctx.strokeStyle = COLOURS.border;
    ctx.lineWidth = 1;
    ctx.stroke();

    const cx = x + 14 + 20;
    const cy = y + 16 + 20;
    ctx.beginPath();
    ctx.arc(cx, cy, 20, 0, Math.PI * 2);
    ctx.fillStyle = COLOURS.avatar;
    ctx.fill();
    ctx.fillStyle = COLOURS.avatarText;
    ctx.font = `600 13px ${fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initialsOf(node.name), cx, cy + 0.5);

    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    const textX = x + 14 + 40 + 12;
    const textWidth = NODE_WIDTH - (textX - x) - 12;
    ctx.fillStyle = COLOURS.text;
    ctx.font = `600 14px ${fontFamily}`;
    ctx.fillText(fit(ctx, node.name, textWidth), textX, y + 30);
    ctx.fillStyle = COLOURS.muted;
    ctx.font = `400 12px ${fontFamily}`;
    ctx.fillText(fit(ctx, node.designation ?? 'No designation', textWidth), textX, y + 48);
    ctx.fillText(fit(ctx, node.department ?? node.employeeCode, NODE_WIDTH - 28 - 70), x + 14, y + 80);

    if (node.totalReports > 0) {
      const label = `${node.totalReports} in team`;
      ctx.font = `500 11px ${fontFamily}`;
      const w = ctx.measureText(label).width + 14;
      roundedRect(ctx, x + NODE_WIDTH - 12 - w, y + 66, w, 20, 6);
      ctx.fillStyle = COLOURS.badge;
      ctx.fill();
      ctx.fillStyle = COLOURS.text;
      ctx.fillText(label, x + NODE_WIDTH - 12 - w + 7, y + 80);
    }
  }
}

export function orgChartPng(layout: OrgChartLayout, fontFamily: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawOrgChart(canvas, layout, fontFamily);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    );
  });
}
