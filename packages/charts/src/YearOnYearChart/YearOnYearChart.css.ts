import { style } from '@vanilla-extract/css';
import { chartColours } from '../shared/chartColours';
import { chartTheme } from '../shared/chartTheme';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: 8,
  minWidth: 0,
  fontFamily: chartTheme.font,
  fontSize: 13,
  color: chartTheme.ink,
});

export const title = style({ fontWeight: 600, margin: 0, fontSize: 15 });

export const svg = style({ width: '100%', height: 'auto', display: 'block' });

export const labels = style({
  display: 'flex',
  margin: 0,
  marginTop: -4,
  padding: 0,
  listStyle: 'none',
  color: chartTheme.mutedInk,
  fontSize: 12,
  lineHeight: 1.2,
});

export const label = style({
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  '@container': {
    // Twelve three-letter months need about 40 px each at 12 px: below that, every other one.
    '(max-width: 480px)': {
      selectors: { '&:nth-child(even)': { visibility: 'hidden' } },
    },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: chartTheme.mutedInk,
});

export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginRight: 6,
  verticalAlign: 'middle',
  border: `1px solid ${chartTheme.axis}`,
});

export const swatchCurrent = style({ background: chartColours.actual });

export const swatchPrevious = style({
  background: `repeating-linear-gradient(135deg, ${chartColours.grid} 0 3px, ${chartColours.axis} 3px 4px)`,
});

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
