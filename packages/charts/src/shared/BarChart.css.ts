import { style } from '@vanilla-extract/css';
import { chartTheme } from './chartTheme';

export const svg = style({ display: 'block', overflow: 'visible' });

export const bar = style({
  outline: 'none',
  selectors: {
    '&:hover': { opacity: 0.8 },
    '&:focus-visible': { stroke: chartTheme.focus, strokeWidth: 2 },
  },
});
