import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';
import { TRAFFIC_LIGHT_SWATCHES } from '../viewerSpec';

export const nodeList = style({
  position: 'absolute',
  left: 8,
  bottom: 8,
  zIndex: 1,
  margin: 0,
  padding: 8,
  listStyle: 'none',
  display: 'grid',
  gap: 4,
  background: vars.colour.surfaceTranslucent,
  borderRadius: 6,
  boxShadow: vars.shadow.floating,
});

export const nodeButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: '4px 8px',
  border: '1px solid transparent',
  borderRadius: 4,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.colour.mapSelected,
      background: vars.colour.mapSelectedSoft,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `3px solid ${vars.colour.text}`, outlineOffset: -3 },
  },
});

const usage = style({
  display: 'inline-block',
  minWidth: 36,
  padding: '0 6px',
  borderRadius: 999,
  font: `600 12px/18px ${vars.font.body}`,
  textAlign: 'center',
});

/** Energy usage chips: the theme's traffic-light fills with their contrasting text. */
export const usageTone = styleVariants(TRAFFIC_LIGHT_SWATCHES, (_swatch, level) => [
  usage,
  { background: vars.level[level], color: vars.levelText[level] },
]);
