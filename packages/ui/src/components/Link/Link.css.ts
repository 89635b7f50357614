import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const link = style({
  color: vars.colour.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.brandHover, textDecorationThickness: 2 },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});
