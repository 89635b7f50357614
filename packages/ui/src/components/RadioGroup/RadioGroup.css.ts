import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  selectors: {
    [`${group}[data-orientation="vertical"] &`]: { flexDirection: 'column', gap: vars.space.sm },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.colour.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.textMuted } },
});

export const dot = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.colour.brand, borderWidth: 6 },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-invalid] &`]: { borderColor: vars.colour.critical },
  },
});
