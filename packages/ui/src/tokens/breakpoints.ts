import { LAYOUT } from '@wattwise/domain';

/**
 * Layout breakpoints of the spec, from packages/domain (LAYOUT): mobile below 500 px, narrow
 * below 1210 px; the desktop sidebar shows from 1210 px.
 */
export const mobileBelowPx = LAYOUT.mobileBelowPx;
export const narrowBelowPx = LAYOUT.narrowBelowPx;

/** Media queries for the three layouts, mobile first. */
export const media = {
  tablet: `screen and (min-width: ${mobileBelowPx}px)`,
  desktop: `screen and (min-width: ${narrowBelowPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
