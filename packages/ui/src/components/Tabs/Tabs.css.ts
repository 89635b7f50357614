import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
/**
 * Tabs that do not fit wrap onto another row rather than scroll out of sight: a tab cut off at
 * the edge (e.g. a sixth graph tab beside the side viewer at 1440 px) reads as missing.
 */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.colour.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text },
    '&[data-selected]': { color: vars.colour.brand, borderBottomColor: vars.colour.brand },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.colour.border, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
