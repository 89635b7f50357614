import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const selectAll = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
});
export const sort = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(120px, 180px)) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});
export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const filterPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(360px, calc(100vw - 48px))',
});
export const filterRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const bounds = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  paddingLeft: 28,
});
export const filterAlert = style({
  margin: 0,
  color: vars.colour.critical,
  fontSize: vars.fontSize.sm,
});
export const filterActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
export const noMatch = style({ margin: 0, color: vars.colour.textMuted });
