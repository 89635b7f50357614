import { style } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: 320,
  overflow: 'hidden',
  fontFamily: 'inherit',
});
