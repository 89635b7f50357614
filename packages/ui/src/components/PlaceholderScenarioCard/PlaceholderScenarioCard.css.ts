import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.colour.surface,
  border: `1px dashed ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  color: vars.colour.text,
  fontWeight: 600,
});

/** The decorative bars: a short row of grey bars of placeholder heights. */
export const bars = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  height: '64px',
});

export const bar = style({
  flex: 1,
  minWidth: '12px',
  background: vars.colour.neutralSoft,
  borderRadius: vars.radius.sm,
});
