import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const item = style({ display: 'grid', gap: vars.space.xxs, overflowWrap: 'break-word' });
export const sentence = style({ fontWeight: vars.fontWeight.strong });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
