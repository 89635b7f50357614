import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // One row at every width: a long name keeps one line (cut with an ellipsis) and gives way to the
  // actions, which keep their size. Wrapped, the account menu sat alone on a second row at 520 px.
  flexWrap: 'nowrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  minHeight: 56,
});
export const logo = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '100%',
  height: 40,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});
export const logoImg = style({ height: 40, width: 'auto' });
export const logoText = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.brand,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginLeft: 'auto',
});
