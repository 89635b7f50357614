import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', minWidth: 0 });
export const locked = style({
  filter: 'blur(4px) grayscale(1)',
  pointerEvents: 'none',
  userSelect: 'none',
});
export const prompt = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(420px, calc(100% - 32px))',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.colour.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
});
export const pricing = style({ margin: 0, color: vars.colour.textMuted });
