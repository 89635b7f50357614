import { style } from '@vanilla-extract/css';
import { LAYOUT } from '@wattwise/domain';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const pane = style({
  width: '100%',
  maxWidth: LAYOUT.registrationPaneMaxPx,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
export const step = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.textMuted,
});
export const chip = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.full,
  background: vars.colour.brandSoft,
  color: vars.colour.brandPressed,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle },
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  overflowWrap: 'break-word',
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
export const partners = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.colour.border}`,
  paddingTop: vars.space.lg,
});
export const partnersTitle = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'center',
});
export const logo = style({ height: 32, width: 'auto' });
