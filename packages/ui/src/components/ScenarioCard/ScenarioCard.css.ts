import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderLeft: `4px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: {
    '&[data-selected]': {
      borderLeftColor: vars.colour.brand,
      background: vars.colour.surfaceRaised,
    },
  },
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'break-word',
});
export const description = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
});
export const indicators = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
