import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '@wattwise/ui';
import { chartTheme } from './chartTheme';

export const frame = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  minWidth: 0,
  color: chartTheme.ink,
  fontFamily: chartTheme.font,
  fontSize: 14,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
});

export const title = style({ margin: 0, fontSize: 16, fontWeight: 600 });

export const description = style({ margin: 0, color: chartTheme.mutedInk, fontSize: 13 });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 160,
  padding: 16,
  border: `1px dashed ${chartTheme.axis}`,
  borderRadius: 8,
  color: chartTheme.mutedInk,
  textAlign: 'center',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 13,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const swatch = style({ width: 16, height: 4, borderRadius: 2, flex: 'none' });

export const dashedSwatch = style({
  backgroundColor: 'transparent !important',
  borderTop: '3px dashed currentColor',
  height: 0,
});

export const details = style({ fontSize: 13 });

export const summary = style({
  cursor: 'pointer',
  color: chartTheme.focus,
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});

export const tableScroll = style({ maxHeight: 320, overflow: 'auto', marginTop: 8 });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

globalStyle(`${table} th, ${table} td`, {
  padding: '4px 8px',
  borderBottom: `1px solid ${chartTheme.grid}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} caption`, {
  textAlign: 'left',
  color: chartTheme.mutedInk,
  paddingBottom: 4,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
