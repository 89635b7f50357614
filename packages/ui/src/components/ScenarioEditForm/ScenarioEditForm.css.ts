import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 640,
});
export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.brand,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'break-word' });
export const description = style({ margin: 0, color: vars.colour.textMuted });
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.strong });
export const error = style({ margin: 0, color: vars.colour.critical });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
