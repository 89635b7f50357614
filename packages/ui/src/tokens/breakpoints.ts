/**
 * Layout breakpoints of the spec (shell-home-sites-registration §2 "Shell and sidebars" and §9,
 * 2026): mobile below 500 px, narrow below 1210 px; the desktop sidebar shows from 1210 px.
 */
export const mobileBelowPx = 500;
export const narrowBelowPx = 1210;

/** Media queries for the three layouts, mobile first. */
export const media = {
  tablet: `screen and (min-width: ${mobileBelowPx}px)`,
  desktop: `screen and (min-width: ${narrowBelowPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
