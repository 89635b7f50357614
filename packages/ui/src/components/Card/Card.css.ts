import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    background: vars.colour.surface,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevated: { true: { boxShadow: vars.shadow.sm }, false: {} },
  },
  defaultVariants: { padding: 'md', elevated: true },
});
