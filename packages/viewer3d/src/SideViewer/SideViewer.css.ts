import { style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

/** The side viewer: the mode toggle above a view that fills the rest of its box. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 360,
});

export const view = style({ position: 'relative', flex: 1, minHeight: 320 });
