import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});
export const value = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});
