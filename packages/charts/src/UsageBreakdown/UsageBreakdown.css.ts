import { style } from '@vanilla-extract/css';
import { chartTheme } from '../shared/chartTheme';

export const stack = style({
  display: 'flex',
  height: 20,
  borderRadius: 4,
  overflow: 'hidden',
  background: chartTheme.grid,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) minmax(0, 2fr) auto',
  alignItems: 'center',
  gap: 8,
  fontSize: 13,
  '@media': { 'screen and (max-width: 500px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 });

export const dot = style({ width: 10, height: 10, borderRadius: 2, flex: 'none' });

export const track = style({
  height: 8,
  borderRadius: 4,
  background: chartTheme.grid,
  overflow: 'hidden',
  '@media': { 'screen and (max-width: 500px)': { gridColumn: '1 / -1', order: 3 } },
});

export const figure = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
