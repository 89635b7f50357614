import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const scroller = style({
  overflowX: 'auto',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
});
/** A long table and its 'show more' button below it. */
export const paged = style({
  display: 'grid',
  // One column no wider than the page: the table scrolls in its box instead of widening it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
});
globalStyle(`${paged} > :last-child`, { justifySelf: 'start' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.text,
});
export const column = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  background: vars.colour.surfaceMuted,
  fontWeight: vars.fontWeight.strong,
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 },
  },
});
export const columnLabel = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
});
/** The sort arrow: hidden until the column is sorted, pointing down when descending. */
export const sortIndicator = style({
  display: 'inline-flex',
  visibility: 'hidden',
  transition: `transform ${vars.duration.fast}`,
});
globalStyle(`${column}[data-sort-direction] ${sortIndicator}`, { visibility: 'visible' });
globalStyle(`${column}[data-sort-direction="descending"] ${sortIndicator}`, {
  transform: 'rotate(180deg)',
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 },
  },
});
globalStyle(`${row}:not(:last-child) > td`, { borderBottom: `1px solid ${vars.colour.border}` });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  outline: 'none',
  overflowWrap: 'break-word',
  selectors: {
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: -3 },
  },
});
/** Numbers line up at the end of their column. */
export const alignEnd = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The single row shown when there is nothing to list (or while loading). */
export const body = style({
  selectors: { '&[data-empty]': { color: vars.colour.textMuted } },
});
export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
});
