import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.colour.infoSoft,
  color: vars.colour.text,
  fontSize: vars.fontSize.sm,
});
export const accuracy = style({ fontWeight: vars.fontWeight.strong });
