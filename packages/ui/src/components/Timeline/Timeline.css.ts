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
/** The hour axis and the day rows, one width so their 96 columns line up. */
export const days = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 768,
});
export const hours = style({ display: 'grid' });
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    // Days after the first are set off by a rule, so a week reads as seven rows.
    '& + &': { borderTop: `1px solid ${vars.colour.border}`, paddingTop: vars.space.sm },
  },
});
export const dayLabel = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});
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
  rowGap: vars.space.xs,
  minHeight: 8,
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
    // Cut at midnight: the square edge says it goes on in the next (or came from the last) row.
    '&[data-continues-before]': {
      borderLeftStyle: 'dashed',
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
    '&[data-continues-after]': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '&[data-runs-left]': { alignItems: 'flex-end' },
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
