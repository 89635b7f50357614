import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

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
    '&:focus-visible': { outline: `3px solid ${vars.colour.text}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { outline: `3px solid ${vars.colour.mapSelected}`, outlineOffset: 2 },
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
