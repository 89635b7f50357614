import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

/** Shared look of every form field: label above, input, description or error below. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.colour.text,
});

export const optionalMark = style({
  color: vars.colour.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.colour.text,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 40,
  width: '100%',
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focused]': focusRingStyle,
    '&[data-focus-visible]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.colour.critical },
    '&[data-disabled]': { background: vars.colour.surfaceMuted, color: vars.colour.textMuted },
    '&::placeholder': { color: vars.colour.textMuted },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
});

export const errorText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.critical,
});

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  width: '100%',
});

export const popover = style({
  background: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minWidth: 'var(--trigger-width)',
  maxHeight: 235,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.colour.text,
  selectors: {
    '&[data-focused]': { background: vars.colour.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
