import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  color: vars.colour.textMuted,
});

globalStyle(`${searchBox} > svg`, {
  position: 'absolute',
  left: vars.space.md,
  pointerEvents: 'none',
});
globalStyle(`${searchBox} > input`, { paddingLeft: 40, paddingRight: 40 });
globalStyle(`${searchBox} > input::-webkit-search-cancel-button`, { display: 'none' });

export const clearButton = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-hovered]': { background: vars.colour.surfaceMuted },
    '[data-empty] &': { display: 'none' },
  },
});
