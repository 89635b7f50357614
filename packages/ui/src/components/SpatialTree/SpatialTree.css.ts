import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const tree = style({ display: 'flex', flexDirection: 'column', gap: 2, outline: 'none' });
export const item = style({
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  paddingLeft: `calc((var(--tree-item-level) - 1) * 16px)`,
  selectors: {
    '&[data-hovered]': { background: vars.colour.surfaceMuted },
    '&[data-selected]': {
      background: vars.colour.brandSoft,
      color: vars.colour.brandPressed,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-focus-visible]': focusRingStyle,
  },
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  paddingRight: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const chevron = style({
  display: 'inline-flex',
  border: 0,
  padding: 2,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
export const spacer = style({ width: 20, flexShrink: 0 });
export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const level = recipe({
  base: {
    fontSize: 10,
    fontWeight: vars.fontWeight.strong,
    padding: '0 6px',
    borderRadius: vars.radius.full,
    lineHeight: '16px',
  },
  variants: {
    level: {
      HIGH: { background: vars.level.HIGH, color: vars.levelText.HIGH },
      OK: { background: vars.level.OK, color: vars.levelText.OK },
      LOW: { background: vars.level.LOW, color: vars.levelText.LOW },
    },
  },
});
