/**
 * The colours a chart paints with, by name: the theme's own tokens, so a chart turns with light and
 * dark mode like the rest of the page. A series or a bar names a tone, never a colour.
 */
export type ChartTone = 'primary' | 'info' | 'warning';

export const CHART_TONE_CLASSES: Record<ChartTone, string> = {
  primary: 'bg-primary',
  info: 'bg-info',
  warning: 'bg-warning',
};
