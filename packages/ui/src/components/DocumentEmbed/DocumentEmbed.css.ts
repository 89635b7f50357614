import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
});
export const frame = style({
  width: '100%',
  height: 'min(75vh, 900px)',
  minHeight: 320,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});
