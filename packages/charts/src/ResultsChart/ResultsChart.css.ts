import { style } from '@vanilla-extract/css';
import { chartTheme } from '../shared/chartTheme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1.2fr) minmax(0, 2fr) minmax(5rem, auto)',
  alignItems: 'center',
  gap: 8,
  fontSize: 13,
  '@media': { 'screen and (max-width: 500px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const track = style({
  position: 'relative',
  height: 14,
  '@media': { 'screen and (max-width: 500px)': { gridColumn: '1 / -1', order: 3 } },
});

export const zero = style({
  position: 'absolute',
  top: -3,
  bottom: -3,
  width: 1,
  background: chartTheme.axis,
});

export const bar = style({ position: 'absolute', top: 0, bottom: 0, borderRadius: 3 });

export const figure = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  borderTop: `1px solid ${chartTheme.grid}`,
  paddingTop: 8,
  fontWeight: 600,
  fontSize: 14,
});
