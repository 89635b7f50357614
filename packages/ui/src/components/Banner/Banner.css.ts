import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    color: vars.colour.text,
    borderBottom: `1px solid ${vars.colour.border}`,
  },
  variants: {
    tone: {
      info: { background: vars.colour.infoSoft },
      brand: { background: vars.colour.brandSoft },
      caution: { background: vars.colour.cautionSoft },
    },
  },
});
