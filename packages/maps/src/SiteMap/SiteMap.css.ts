import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle, insetFocusRingStyle, vars } from '@wattwise/ui';

const pinBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px 2px 4px',
  border: `2px solid ${vars.colour.surface}`,
  borderRadius: 999,
  font: `600 12px/16px ${vars.font.body}`,
  cursor: 'pointer',
  boxShadow: vars.shadow.pin,
  selectors: {
    '&[aria-pressed="true"]': { outline: `3px solid ${vars.colour.mapSelected}`, outlineOffset: 2 },
    // After the pressed outline, so keyboard focus shows the design system's ring over it.
    '&:focus-visible': focusRingStyle,
  },
});

/** Pin fills with text colours that keep 4.5:1 contrast (WCAG 2.2 AA). */
export const pin = styleVariants({
  HIGH: [pinBase, { background: vars.level.HIGH, color: vars.levelText.HIGH }],
  OK: [pinBase, { background: vars.level.OK, color: vars.levelText.OK }],
  LOW: [pinBase, { background: vars.level.LOW, color: vars.levelText.LOW }],
});

export const pinDot = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'currentColor',
});

export const card = style({
  display: 'grid',
  gap: 4,
  minWidth: 180,
  font: `14px/20px ${vars.font.body}`,
  color: vars.colour.text,
});

export const cardTitle = style({ margin: 0, font: `600 16px/24px ${vars.font.body}` });
export const cardMuted = style({ margin: 0, color: vars.colour.textMuted });

/** A group's pin: neutral, since it holds sites of several levels; its count and name say them. */
export const clusterPin = style([
  pinBase,
  {
    padding: '2px 10px 2px 6px',
    background: vars.colour.surface,
    color: vars.colour.text,
    border: `2px solid ${vars.colour.text}`,
    selectors: { '&[aria-expanded="true"]': { background: vars.colour.mapSelectedSoft } },
  },
]);
export const clusterDots = style({ display: 'inline-flex' });
const dotBase = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  border: `1px solid ${vars.colour.surface}`,
  selectors: { [`${clusterDots} > & + &`]: { marginLeft: -4 } },
});
/** A site's level as a dot, always beside its level in words. */
export const clusterDot = styleVariants({
  HIGH: [dotBase, { background: vars.level.HIGH }],
  OK: [dotBase, { background: vars.level.OK }],
  LOW: [dotBase, { background: vars.level.LOW }],
});
export const clusterList = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 240,
  overflowY: 'auto',
});
export const clusterItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: '6px 8px',
  border: 'none',
  borderRadius: 4,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colour.surfaceMuted },
    '&:focus-visible': insetFocusRingStyle,
  },
});
export const clusterItemName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
