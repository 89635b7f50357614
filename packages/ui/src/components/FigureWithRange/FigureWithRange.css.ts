import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const figure = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'break-word' });
export const ends = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'break-word',
});
export const words = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});
/** The bar: the whole track is zero to a little past the high end; the band is low to high. */
export const track = style({
  position: 'relative',
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.colour.surfaceMuted,
  border: `1px solid ${vars.colour.border}`,
});
export const band = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: vars.radius.full,
  background: vars.colour.brandSoft,
  border: `1px solid ${vars.colour.brand}`,
});
export const marker = style({
  position: 'absolute',
  top: -3,
  bottom: -3,
  width: 3,
  marginLeft: -1.5,
  borderRadius: vars.radius.sm,
  background: vars.colour.brandPressed,
});
export const barCaption = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});
