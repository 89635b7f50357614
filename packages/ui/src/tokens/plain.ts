/**
 * The design tokens as plain values, for what cannot take the theme's CSS variables: the
 * server's own HTML pages (sign-in, sign-up, the test checkout) and its PDF report. One colour,
 * one place: these are the same values the :root theme is built from (../theme/light.css.ts).
 * No React and no CSS here, so `@wattwise/ui/tokens` is safe to import on the server.
 */
export { govukColours, palette } from './palette';
export { lightColours, shadows, spaceScale, typeScale } from './tokens';
