import { globalStyle, style } from '@vanilla-extract/css';
import { baseMapColours, focusRingStyle, insetFocusRingStyle, vars } from '@wattwise/ui';

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

/**
 * The static first view (StaticBaseMap) under MapLibre's canvas: the water's colour, and a size
 * container, so that its camera's perspective can be 1.5 times the map's height (150cqh).
 */
export const staticView = style({
  position: 'absolute',
  inset: 0,
  containerType: 'size',
  backgroundColor: baseMapColours.water,
  overflow: 'hidden',
});
export const staticCamera = style({
  position: 'absolute',
  inset: 0,
  perspective: '150cqh',
  perspectiveOrigin: '50% 50%',
});
export const staticGround = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
  transformOrigin: '50% 50%',
});
