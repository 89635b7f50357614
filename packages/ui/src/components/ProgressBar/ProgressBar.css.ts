import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.colour.text,
});
export const bar = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.colour.surfaceMuted,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.colour.brand,
  selectors: {
    [`${root}:not([aria-valuenow]) &`]: { animation: `${slide} 1.4s ease-in-out infinite` },
  },
});
