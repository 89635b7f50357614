import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.text,
  color: vars.colour.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  boxShadow: vars.shadow.md,
});
