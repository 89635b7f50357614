import { style } from '@vanilla-extract/css';
import { chartColours } from './chartColours';

export const svg = style({ display: 'block', overflow: 'visible' });

export const bar = style({
  outline: 'none',
  selectors: {
    '&:hover': { opacity: 0.8 },
    '&:focus-visible': { stroke: chartColours.focus, strokeWidth: 2 },
  },
});
