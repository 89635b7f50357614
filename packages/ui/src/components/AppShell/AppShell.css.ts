import { style } from '@vanilla-extract/css';
import { LAYOUT } from '@wattwise/domain';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';
import { contentArea, media } from '../../tokens/breakpoints';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.colour.background,
});
/** Sidebar width in the narrow layout (900 to 1209 px); ours, the spec gives only the 272 px maximum. */
const narrowSidebarPx = 224;

export const sidebar = style({
  display: 'none',
  flexShrink: 0,
  width: narrowSidebarPx,
  maxWidth: LAYOUT.sidebarMaxPx,
  borderRight: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  '@media': {
    [media.sidebar]: { display: 'block' },
    [media.desktop]: { width: LAYOUT.sidebarMaxPx },
  },
});
export const sidebarBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const navItem = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.colour.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.colour.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.colour.brandSoft,
      color: vars.colour.brandPressed,
      boxShadow: `inset 3px 0 0 ${vars.colour.brand}`,
    },
    '&:focus-visible': focusRingStyle,
  },
});
export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
/** The menu button and the header, on one row: without a sidebar the button opens the drawer. */
export const headerRow = style({
  display: 'flex',
  alignItems: 'stretch',
  background: vars.colour.surface,
});
export const headerOfRow = style({ flex: 1, minWidth: 0 });
export const menuButton = style({
  display: 'flex',
  alignItems: 'center',
  paddingLeft: vars.space.sm,
  borderBottom: `1px solid ${vars.colour.border}`,
  '@media': { [media.sidebar]: { display: 'none' } },
});
/**
 * The notices (beta, partners) sit above the header beside a sidebar; without one (a phone, a
 * tablet upright) they follow the screen's content, so the screen's title is the first thing
 * under the header. Each place is hidden at the other widths (and so from assistive technology).
 */
export const noticesAbove = style({
  display: 'none',
  '@media': { [media.sidebar]: { display: 'block' } },
});
export const noticesBelow = style({
  marginTop: 'auto',
  '@media': { [media.sidebar]: { display: 'none' } },
});
/** Content and the optional aside: stacked, side by side from 1210 px. */
export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': { [media.desktop]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
/** Aside width from 1210 px; ours, the spec gives none. */
const asideWidth = 'clamp(360px, 36vw, 560px)';
export const aside = style({
  boxSizing: 'border-box',
  height: 420,
  padding: vars.space.lg,
  paddingTop: 0,
  '@media': {
    [media.desktop]: {
      flexShrink: 0,
      width: asideWidth,
      height: '100vh',
      position: 'sticky',
      top: 0,
      padding: vars.space.xl,
      paddingLeft: 0,
    },
  },
});
export const content = style({
  flex: 1,
  minWidth: 0,
  // The area that the screen's responsive styles measure (tokens/breakpoints `area`).
  container: `${contentArea} / inline-size`,
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.colour.overlay,
});
export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${LAYOUT.sidebarMaxPx}px, 85vw)`,
  background: vars.colour.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
});
export const drawerDialog = style({ outline: 'none' });
export const drawerHeader = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
});
