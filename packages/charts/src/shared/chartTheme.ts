import { vars } from '@wattwise/ui';

/**
 * Neutral colours, font and radii of the charts' HTML parts, from the design system's theme
 * contract (packages/ui). Read only by `.css.ts` files, so the values are resolved at build time
 * and @wattwise/ui adds nothing to the charts' runtime bundle. SVG presentation attributes take
 * literal colours from chartColours instead.
 */
export const chartTheme = {
  ink: vars.colour.text,
  mutedInk: vars.colour.textMuted,
  critical: vars.colour.critical,
  surface: vars.colour.surface,
  axis: vars.colour.borderStrong,
  grid: vars.colour.border,
  focus: vars.colour.focus,
  font: vars.font.body,
  radius: vars.radius.md,
  shadow: vars.shadow.md,
  tooltipShadow: vars.shadow.tooltip,
} as const;
