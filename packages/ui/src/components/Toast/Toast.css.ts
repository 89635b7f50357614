import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  left: vars.space.lg,
  zIndex: 200,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 420,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  background: vars.colour.surfaceRaised,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  selectors: {
    '&[data-variant="destructive"]': {
      background: vars.colour.critical,
      color: vars.colour.textOnBrand,
      borderColor: vars.colour.critical,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
});
export const title = style({ fontWeight: vars.fontWeight.strong });
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid currentColor` } },
});
