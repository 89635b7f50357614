import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  minWidth: 0,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-layout="list"]': { flexDirection: 'row', alignItems: 'stretch' } },
});
export const image = style({
  height: 120,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.colour.brandSoft,
  color: vars.colour.brandPressed,
  selectors: { [`${card}[data-layout="list"] &`]: { width: 96, height: 'auto', flexShrink: 0 } },
});
export const img = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  minWidth: 0,
  flex: 1,
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  minWidth: 0,
});
export const open = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
  overflowWrap: 'break-word',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const type = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
export const lights = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
