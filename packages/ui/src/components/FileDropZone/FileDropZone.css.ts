import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  color: vars.colour.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.colour.brand, background: vars.colour.brandSoft },
    '&[data-focus-visible]': focusRingStyle,
  },
});
export const name = style({ color: vars.colour.text, fontWeight: vars.fontWeight.medium });
export const error = style({ margin: 0, color: vars.colour.critical, fontSize: vars.fontSize.sm });
