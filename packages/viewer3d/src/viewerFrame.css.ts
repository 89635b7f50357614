import { style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

/** The box every viewer draws in: fills its parent, at least 320 px tall. */
export const frame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: 320,
  overflow: 'hidden',
  background: vars.colour.surfaceMuted,
  font: `14px/20px ${vars.font.body}`,
  color: vars.colour.text,
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  color: vars.colour.textMuted,
});

export const canvas = style({ position: 'absolute', inset: 0 });
