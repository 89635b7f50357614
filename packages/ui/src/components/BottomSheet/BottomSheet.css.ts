import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.colour.overlay,
  display: 'flex',
  alignItems: 'flex-end',
});
export const sheet = style({
  width: '100%',
  maxHeight: '85vh',
  overflow: 'auto',
  background: vars.colour.surfaceRaised,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});
export const handle = style({
  alignSelf: 'center',
  width: 40,
  height: 4,
  borderRadius: vars.radius.full,
  background: vars.colour.border,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});
