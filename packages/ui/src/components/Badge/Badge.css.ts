import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.xs,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: vars.colour.neutralSoft, color: vars.colour.neutralText },
      brand: { background: vars.colour.brandSoft, color: vars.colour.brandPressed },
      positive: { background: vars.colour.positiveSoft, color: vars.colour.positive },
      caution: { background: vars.colour.cautionSoft, color: vars.colour.caution },
      critical: { background: vars.colour.criticalSoft, color: vars.colour.critical },
      info: { background: vars.colour.infoSoft, color: vars.colour.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
