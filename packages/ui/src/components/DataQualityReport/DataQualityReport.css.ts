import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md, overflowWrap: 'break-word' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 479px)': { gridTemplateColumns: '1fr' } },
});
export const term = style({ fontWeight: vars.fontWeight.strong });
export const detail = style({ margin: 0 });
export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const check = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
});
export const checkFound = style({
  borderColor: vars.colour.caution,
  background: vars.colour.cautionSoft,
});
export const checkInfo = style({ borderColor: vars.colour.info, background: vars.colour.infoSoft });
export const checkTitle = style({ fontWeight: vars.fontWeight.strong, margin: 0 });
export const examples = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
});
