import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

export const frame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: 320,
  overflow: 'hidden',
  fontFamily: 'inherit',
});

/** MapLibre's controls and attribution in the product's font, not the machine's Helvetica or Arial. */
globalStyle(`${frame} .maplibregl-map`, { fontFamily: vars.font.body });
