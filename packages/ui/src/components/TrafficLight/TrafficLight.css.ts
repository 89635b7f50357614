import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const dot = (background: string) => ({ selectors: { '& > [data-dot]': { background } } });

export const light = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    color: vars.colour.text,
    selectors: {
      '& > [data-dot]': {
        width: 12,
        height: 12,
        borderRadius: vars.radius.full,
        flexShrink: 0,
        border: `1px solid ${vars.colour.borderStrong}`,
      },
    },
  },
  variants: {
    level: {
      HIGH: dot(vars.level.HIGH),
      OK: dot(vars.level.OK),
      LOW: dot(vars.level.LOW),
      NONE: dot(vars.colour.surfaceMuted),
    },
  },
});
