import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const idle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const hint = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.fontSize.sm });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  paddingLeft: vars.space.xl,
});
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});
export const text = style({ margin: 0, overflowWrap: 'break-word' });
export const sub = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.colour.textMuted });
