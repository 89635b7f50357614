import { style } from '@vanilla-extract/css';
import { chartTheme } from '../shared/chartTheme';

export const root = style({
  display: 'grid',
  gap: 4,
  minWidth: 0,
  fontSize: 13,
  color: chartTheme.ink,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: 8 });

export const label = style({ fontWeight: 600 });

export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 12,
  borderRadius: 6,
  background: chartTheme.grid,
  border: `1px solid ${chartTheme.axis}`,
  overflow: 'hidden',
});

export const fill = style({ position: 'absolute', top: 0, bottom: 0, left: 0 });

export const threshold = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 1,
  background: chartTheme.surface,
});

export const scale = style({
  position: 'relative',
  height: 14,
  fontSize: 11,
  color: chartTheme.mutedInk,
});

export const scaleLabel = style({ position: 'absolute', transform: 'translateX(-50%)' });

export const caption = style({ color: chartTheme.mutedInk, fontSize: 12 });

export const stateWords = style({ color: chartTheme.mutedInk, fontStyle: 'italic' });

export const reason = style({ margin: 0, fontSize: 12, lineHeight: 1.4 });
