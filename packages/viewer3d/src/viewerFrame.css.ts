import { style } from '@vanilla-extract/css';

/** The box every viewer draws in: fills its parent, at least 320 px tall. */
export const frame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: 320,
  overflow: 'hidden',
  background: '#eef0f2',
  font: '14px/20px system-ui, sans-serif',
  color: '#14191f',
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  color: '#505a64',
});

export const canvas = style({ position: 'absolute', inset: 0 });
