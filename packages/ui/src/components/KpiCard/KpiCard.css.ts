import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});
export const value = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
  overflowWrap: 'break-word',
});
/** The indicator's place: its pill wraps inside the card instead of running past a narrow card's edge. */
export const indicatorSlot = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });
globalStyle(`${indicatorSlot} > *`, {
  whiteSpace: 'normal',
  maxWidth: '100%',
  overflowWrap: 'break-word',
});
/** The direction arrow keeps its size when the pill's text wraps. */
globalStyle(`${indicatorSlot} svg`, { flexShrink: 0 });
