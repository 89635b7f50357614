import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});
export const code = style({
  margin: 0,
  fontSize: 72,
  lineHeight: 1,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.brand,
});
export const message = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'break-word' });
