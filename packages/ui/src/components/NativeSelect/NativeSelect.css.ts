import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';
import { trigger } from '../Select/Select.css';

/** The box holding the select and its chevron, which the select's own arrow would replace. */
export const box = style({ position: 'relative', display: 'flex' });

/** The design system's select trigger, drawn on the browser's own select. */
export const select = style([
  trigger,
  {
    appearance: 'none',
    paddingRight: `calc(${vars.space.md} + 26px)`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.colour.surfaceMuted },
      '&:focus-visible': focusRingStyle,
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.colour.text,
});
