import { LAYOUT } from '@wattwise/domain';

/**
 * Layout breakpoints of the spec, from packages/domain (LAYOUT): mobile below 500 px, narrow
 * below 1210 px; the desktop sidebar shows from 1210 px.
 */
export const mobileBelowPx = LAYOUT.mobileBelowPx;
export const narrowBelowPx = LAYOUT.narrowBelowPx;

/**
 * The shell keeps its sidebar from 900 px (ours; the spec names only the 500 and 1210 px
 * breakpoints). Below it, a sidebar of 224 px left a screen of 296 px at 520 px, narrower than a
 * phone's, and a tablet upright (768 px) 512 px: the menu's drawer holds the sidebar there, as on
 * a phone, and the screen keeps the whole width. From 900 px the screen beside the sidebar keeps
 * 640 px or more (areaWidths.tablet), two columns' width.
 */
const sidebarFromPx = 900;

/** Media queries for the screen's layouts, mobile first. */
export const media = {
  tablet: `screen and (min-width: ${mobileBelowPx}px)`,
  /** The shell's sidebar beside the screen (sidebarFromPx); below it, the top bar's menu. */
  sidebar: `screen and (min-width: ${sidebarFromPx}px)`,
  desktop: `screen and (min-width: ${narrowBelowPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Widths of the area a component is laid out in (the shell's or the page's content), not of the
 * screen: a sidebar or an aside takes room from it. Two columns side by side need about 640 px
 * (a list of cards of 360 px or more beside a panel of 260 px); a wide area holds three.
 */
const areaWidths = { tablet: 640, desktop: 880 } as const;

/** Name of the size container that the shell's and the page's content areas establish. */
export const contentArea = 'content';

/** Container queries on the content area (see areaWidths), mobile first. */
export const area = {
  tablet: `${contentArea} (min-width: ${areaWidths.tablet}px)`,
  desktop: `${contentArea} (min-width: ${areaWidths.desktop}px)`,
} as const;
