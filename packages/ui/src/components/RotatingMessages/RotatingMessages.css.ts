import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rotating = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.colour.text,
  textAlign: 'center',
});
