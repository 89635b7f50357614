import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const comboInput = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'transparent',
  color: vars.colour.textMuted,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
});
