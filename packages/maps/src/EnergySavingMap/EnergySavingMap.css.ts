import { style, styleVariants } from '@vanilla-extract/css';
import { LAYOUT } from '@wattwise/domain';
import { mapColours } from '../mapSpec';

const text = '14px/20px system-ui, sans-serif';
const overlay = style({
  position: 'absolute',
  zIndex: 1,
  background: 'rgba(255, 255, 255, 0.96)',
  color: '#14191f',
  borderRadius: 6,
  boxShadow: '0 1px 4px rgba(20, 25, 31, 0.3)',
  font: text,
});

export const root = style({ position: 'relative', width: '100%', height: '100%', minHeight: 420 });

export const banner = style([
  overlay,
  {
    top: 8,
    left: 8,
    right: 8,
    padding: '6px 12px',
    background: '#fff4e0',
    borderLeft: '4px solid #8a4b00',
  },
]);

/** Bottom left; on phones top left under the banner, so the building panel can take the bottom. */
export const legend = style([
  overlay,
  {
    left: 8,
    bottom: 36,
    padding: 8,
    margin: 0,
    '@media': {
      [`screen and (max-width: ${LAYOUT.mobileBelowPx - 1}px)`]: { bottom: 'auto', top: 80 },
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
const swatchBase = style({ width: 14, height: 14, borderRadius: 3, border: '1px solid #14191f' });
export const swatch = styleVariants({
  HIGH: [swatchBase, { background: mapColours.HIGH }],
  MEDIUM: [swatchBase, { background: mapColours.MEDIUM }],
  LOW: [swatchBase, { background: mapColours.LOW }],
  NA: [swatchBase, { background: mapColours.NA }],
});

export const slider = style([
  overlay,
  { right: 8, top: 64, padding: 8, display: 'grid', gap: 4, justifyItems: 'center' },
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
  accentColor: '#0b6e4f',
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
  font: '12px/16px system-ui, sans-serif',
});

export const panel = style([
  overlay,
  {
    right: 8,
    bottom: 36,
    width: 'min(320px, calc(100% - 16px))',
    padding: 12,
    display: 'grid',
    gap: 8,
  },
]);
export const panelTitle = style({ margin: 0, font: '600 16px/24px system-ui, sans-serif' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 12px',
  margin: 0,
});
export const factName = style({ color: '#505a64' });
export const factValue = style({ margin: 0, fontWeight: 600 });
export const button = style({
  justifySelf: 'start',
  padding: '6px 12px',
  border: 'none',
  borderRadius: 4,
  background: '#0b6e4f',
  color: '#ffffff',
  font: `600 ${text}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '3px solid #14191f', outlineOffset: 2 } },
});
export const closeButton = style({
  position: 'absolute',
  top: 6,
  right: 6,
  border: 'none',
  background: 'transparent',
  font: '20px/20px system-ui, sans-serif',
  cursor: 'pointer',
  color: '#14191f',
});
