import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const error = style({ margin: 0, color: vars.colour.critical });
export const notice = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.colour.textMuted,
});
