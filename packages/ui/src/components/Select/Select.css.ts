import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  color: vars.colour.text,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  textAlign: 'left',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': {
      background: vars.colour.surfaceMuted,
      color: vars.colour.textMuted,
      cursor: 'not-allowed',
    },
    '[data-invalid] &': { borderColor: vars.colour.critical },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.colour.textMuted } },
});
