import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});
export const messages = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
});
export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-sender="user"]': { alignSelf: 'flex-end', background: vars.colour.brandSoft },
    '&[data-sender="ai"]': { alignSelf: 'flex-start', background: vars.colour.surfaceMuted },
    '&[data-failed]': { color: vars.colour.textMuted, background: vars.colour.neutralSoft },
  },
});
export const sender = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.textMuted,
});
export const failed = style({ fontSize: vars.fontSize.xs, color: vars.colour.critical });
export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const input = style({
  flex: 1,
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: { '&:focus-visible': focusRingStyle },
});
