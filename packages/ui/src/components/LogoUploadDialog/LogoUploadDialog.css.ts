import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  maxWidth: 320,
  alignSelf: 'center',
  lineHeight: 0,
});
export const image = style({ width: '100%', height: 'auto', display: 'block' });
export const crop = style({
  position: 'absolute',
  boxShadow: `0 0 0 9999px ${vars.colour.overlay}`,
  border: `2px solid ${vars.colour.surface}`,
  cursor: 'move',
  // The crop follows the finger: no page scroll or zoom while dragging it.
  touchAction: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});
