import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  background: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  maxWidth: 'calc(100vw - 16px)',
});
export const dialog = style({ padding: vars.space.md, outline: 'none' });
