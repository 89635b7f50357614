import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const scroller = style({
  overflowX: 'auto',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  minWidth: 640,
});
export const column = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  background: vars.colour.surfaceMuted,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 } },
});
export const columnLabel = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
});
export const row = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 },
  },
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 } },
});

globalStyle(`${row}:not(:last-child) > td`, { borderBottom: `1px solid ${vars.colour.border}` });
