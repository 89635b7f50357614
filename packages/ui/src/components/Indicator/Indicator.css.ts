import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const indicator = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      NEUTRAL: { background: vars.colour.neutralSoft, color: vars.colour.neutralText },
      POSITIVE: { background: vars.colour.positiveSoft, color: vars.colour.positive },
      NEGATIVE: { background: vars.colour.criticalSoft, color: vars.colour.critical },
    },
  },
});
