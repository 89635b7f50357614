import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.surfaceMuted },
    '&[data-pressed]': { background: vars.colour.neutralSoft },
    '&[data-focus-visible]': focusRingStyle,
    // The same states on a plain button (MenuButton's), which React Aria does not mark.
    '&:not([data-rac]):hover': { background: vars.colour.surfaceMuted },
    '&:not([data-rac]):active': { background: vars.colour.neutralSoft },
    '&:not([data-rac]):focus-visible': focusRingStyle,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
