import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const range = style({
  alignSelf: 'center',
  fontWeight: vars.fontWeight.strong,
  minWidth: 100,
  textAlign: 'center',
});
export const scroller = style({
  overflowX: 'auto',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const grid = style({ display: 'grid', rowGap: vars.space.xs, minWidth: 768 });
export const hour = style({
  fontSize: 10,
  color: vars.colour.textMuted,
  borderLeft: `1px solid ${vars.colour.border}`,
  paddingLeft: 2,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const items = style({
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.brandSoft,
  borderLeft: `3px solid ${vars.colour.brand}`,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  selectors: {
    // A compact item's title runs on past its short bar instead of being cut to a few letters.
    '&[data-compact]': {
      padding: `0 ${vars.space.xs}`,
      fontSize: vars.fontSize.xs,
      overflow: 'visible',
    },
  },
});
export const itemTitle = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { [`${item}[data-compact] &`]: { overflow: 'visible', textOverflow: 'clip' } },
});
export const itemLocation = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.xs });
export const empty = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
});
