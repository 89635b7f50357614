import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl },
    },
    tone: {
      neutral: { color: vars.colour.text },
      muted: { color: vars.colour.textMuted },
      critical: { color: vars.colour.critical },
      positive: { color: vars.colour.positive },
      brand: { color: vars.colour.brand },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: { overflowWrap: 'break-word' },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular', truncate: false },
});
