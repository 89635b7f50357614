import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '@wattwise/ui';
import { chartTheme } from '../shared/chartTheme';

export const svg = style({ display: 'block', overflow: 'visible', userSelect: 'none' });

/** The interaction layer, exactly over the drawing. */
export const overlay = style({
  position: 'absolute',
  top: 0,
  left: 0,
  overflow: 'visible',
  userSelect: 'none',
});

export const pointLayer = style({
  cursor: 'crosshair',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

export const focusRing = style({
  fill: 'none',
  stroke: chartTheme.focus,
  strokeWidth: 2,
  pointerEvents: 'none',
});

export const tooltip = style({
  position: 'absolute',
  top: 0,
  left: 0,
  pointerEvents: 'none',
  background: chartTheme.surface,
  color: chartTheme.ink,
  border: `1px solid ${chartTheme.axis}`,
  borderRadius: 6,
  boxShadow: chartTheme.tooltipShadow,
  padding: '6px 8px',
  fontSize: 12,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  zIndex: 1,
});

export const tooltipTitle = style({ fontWeight: 600, marginBottom: 2 });

export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: 6 });

export const tooltipSwatch = style({ width: 8, height: 8, borderRadius: 4, flex: 'none' });

export const marker = style({ cursor: 'pointer', outline: 'none' });

export const markerShape = style({
  selectors: {
    [`${marker}:focus-visible &, ${marker}:hover &`]: {
      stroke: chartTheme.focus,
      strokeWidth: 3,
    },
  },
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8 });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: 12,
  color: chartTheme.mutedInk,
});

/** The date range's message when From is after To (its own row under the fields). */
export const rangeError = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: 12,
  color: chartTheme.critical,
});

export const input = style({
  font: 'inherit',
  fontSize: 13,
  color: chartTheme.ink,
  padding: '4px 6px',
  minHeight: 32,
  border: `1px solid ${chartTheme.axis}`,
  borderRadius: 6,
  background: chartTheme.surface,
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});
