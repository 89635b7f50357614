import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});
/** A long figure ('Does not pay back within its 20-year life') wraps inside a narrow card. */
globalStyle(`${list} > li`, { minWidth: 0, maxWidth: '100%' });
globalStyle(`${list} > li > *`, { whiteSpace: 'normal', overflowWrap: 'break-word' });
globalStyle(`${list} svg`, { flexShrink: 0 });
export const basis = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.colour.textMuted,
});
