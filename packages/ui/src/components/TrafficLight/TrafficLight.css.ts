import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const light = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.colour.text,
});

export const dot = recipe({
  base: {
    width: 12,
    height: 12,
    borderRadius: vars.radius.full,
    flexShrink: 0,
    border: `1px solid ${vars.colour.borderStrong}`,
  },
  variants: {
    level: {
      HIGH: { background: vars.level.HIGH },
      OK: { background: vars.level.OK },
      LOW: { background: vars.level.LOW },
      NONE: { background: vars.colour.surfaceMuted },
    },
  },
});
