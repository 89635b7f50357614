import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 720,
});
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.strong });
export const description = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
});
export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.colour.critical,
  fontWeight: vars.fontWeight.medium,
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
export const disabledWrap = style({ display: 'inline-flex', borderRadius: vars.radius.md });
export const parameter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
