import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle, insetFocusRingStyle, vars } from '@wattwise/ui';

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

/**
 * The design system's focus ring on the map (drawn inside it: the frame clips what overflows) and
 * on MapLibre's own buttons, instead of the browser's faint outline and MapLibre's blue glow.
 */
globalStyle(`${frame} .maplibregl-canvas:focus-visible`, insetFocusRingStyle);
globalStyle(`${frame} .maplibregl-ctrl button:focus-visible`, {
  ...focusRingStyle,
  boxShadow: 'none',
});
globalStyle(`${frame} .maplibregl-ctrl-attrib-button:focus`, { boxShadow: 'none' });
