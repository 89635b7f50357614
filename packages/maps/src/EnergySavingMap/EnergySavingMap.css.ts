import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '@wattwise/ui';
import { LAYOUT } from '@wattwise/domain';
import { mapColours } from '../mapSpec';

const text = `14px/20px ${vars.font.body}`;
const overlayLook = style({
  background: vars.colour.surfaceTranslucent,
  color: vars.colour.text,
  borderRadius: 6,
  boxShadow: vars.shadow.floating,
  font: text,
});

export const root = style({
  width: '100%',
  height: '100%',
  minHeight: 420,
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
});
export const fillViewport = style({ height: '100dvh' });
/** The map and everything laid over it; the tray (if any) sits under it, not over it. */
export const mapArea = style({ position: 'relative', minHeight: 0 });

const phone = `screen and (max-width: ${LAYOUT.mobileBelowPx - 1}px)`;

/**
 * The overlays that sit round the map's edges, laid out together so none covers another at any
 * width: the banner across the top; under it the zoom slider on the right; the legend bottom left,
 * or on phones beside the slider under the banner (the building panel takes the bottom there).
 * Clicks between the overlays reach the map.
 */
export const overlays = style({
  position: 'absolute',
  zIndex: 1,
  inset: '8px 8px 36px 8px',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto 1fr',
  alignItems: 'start',
  gap: 8,
  pointerEvents: 'none',
});

export const banner = style([
  overlayLook,
  {
    gridColumn: '1 / -1',
    margin: 0,
    padding: '6px 12px',
    background: vars.colour.cautionSoft,
    borderLeft: `4px solid ${vars.colour.caution}`,
    pointerEvents: 'auto',
  },
]);

export const legend = style([
  overlayLook,
  {
    position: 'absolute',
    left: 0,
    bottom: 0,
    padding: 8,
    margin: 0,
    pointerEvents: 'auto',
    '@media': {
      [phone]: { position: 'static', gridColumn: 1, gridRow: 2, justifySelf: 'start' },
    },
  },
]);
export const legendTitle = style({ margin: '0 0 4px', font: `600 ${text}` });
export const legendList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
});
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: 6 });
const swatchBase = style({
  width: 14,
  height: 14,
  borderRadius: 3,
  border: `1px solid ${vars.colour.text}`,
});
export const swatch = styleVariants({
  HIGH: [swatchBase, { background: mapColours.HIGH }],
  MEDIUM: [swatchBase, { background: mapColours.MEDIUM }],
  LOW: [swatchBase, { background: mapColours.LOW }],
  NA: [swatchBase, { background: mapColours.NA }],
});

export const slider = style([
  overlayLook,
  {
    gridColumn: 2,
    gridRow: 2,
    padding: 8,
    display: 'grid',
    gap: 4,
    justifyItems: 'center',
    pointerEvents: 'auto',
  },
]);
export const sliderTrack = style({ position: 'relative', width: 28, height: 180 });
export const sliderInput = style({
  position: 'absolute',
  width: 180,
  height: 28,
  top: 76,
  left: -76,
  margin: 0,
  transform: 'rotate(-90deg)',
  accentColor: vars.colour.brand,
});
export const sliderMarker = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 2,
  background: mapColours.selected,
  pointerEvents: 'none',
});
export const sliderMarkerLabel = style({
  position: 'absolute',
  right: 30,
  transform: 'translateY(-50%)',
  font: `12px/16px ${vars.font.body}`,
});

export const panel = style([
  overlayLook,
  {
    position: 'absolute',
    zIndex: 2,
    right: 8,
    bottom: 36,
    width: 'min(320px, calc(100% - 16px))',
    padding: 12,
    display: 'grid',
    gap: 8,
  },
]);
export const panelTitle = style({ margin: 0, font: `600 16px/24px ${vars.font.body}` });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 12px',
  margin: 0,
});
export const factName = style({ color: vars.colour.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600 });
export const button = style({
  justifySelf: 'start',
  padding: '6px 12px',
  border: 'none',
  borderRadius: 4,
  background: vars.colour.brand,
  color: vars.colour.textOnBrand,
  font: `600 ${text}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle },
});
export const closeButton = style({
  position: 'absolute',
  top: 6,
  right: 6,
  border: 'none',
  background: 'transparent',
  font: `20px/20px ${vars.font.body}`,
  cursor: 'pointer',
  color: vars.colour.text,
});
export const sampleNote = style({
  margin: 0,
  padding: '4px 8px',
  borderLeft: `4px solid ${vars.colour.caution}`,
  background: vars.colour.cautionSoft,
  font: `12px/16px ${vars.font.body}`,
});
