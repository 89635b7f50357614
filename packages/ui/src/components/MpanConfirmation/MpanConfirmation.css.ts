import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});
export const question = style({ margin: 0, fontSize: vars.fontSize.lg });
/**
 * The MPAN in the product's own font with figures of one width (Inter's tabular figures), so the
 * digits line up as in a monospace face without depending on what monospace fonts a machine has.
 */
export const mpan = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.05em',
  overflowWrap: 'break-word',
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
