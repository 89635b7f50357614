import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.md}`,
  minHeight: 40,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  width: 'fit-content',
  selectors: {
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.colour.critical },
  },
});
export const input = style({ display: 'inline-flex' });
export const segment = style({
  padding: '0 1px',
  borderRadius: 2,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.colour.textMuted },
    '&[data-focused]': { background: vars.colour.brand, color: vars.colour.textOnBrand },
  },
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-hovered]': { background: vars.colour.surfaceMuted },
  },
});
export const dialog = style({ padding: vars.space.md, outline: 'none' });
export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const grid = style({ borderCollapse: 'collapse' });
export const cell = style({
  width: 36,
  height: 36,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-selected]': { background: vars.colour.brandSoft, color: vars.colour.brandPressed },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.colour.brand,
      color: vars.colour.textOnBrand,
      borderRadius: vars.radius.sm,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});
