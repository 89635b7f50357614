import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.colour.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.textMuted } },
});

export const box = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.textOnBrand,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.colour.brand,
      borderColor: vars.colour.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.colour.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});
