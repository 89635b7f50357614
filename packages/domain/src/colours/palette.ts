/**
 * Base colours. GOV.UK Frontend colour palette, `$govuk-colours` in
 * alphagov/govuk-frontend packages/govuk-frontend/src/govuk/settings/_colours-palette.scss
 * (v5 palette, 2024). Used so the product's traffic lights match the UK government palette.
 */
export const GOVUK_COLOURS = {
  red: '#d4351c',
  yellow: '#ffdd00',
  green: '#00703c',
  purple: '#4c2c92',
  black: '#0b0c0c',
  darkGrey: '#505a5f',
  white: '#ffffff',
  orange: '#f47738',
} as const;

/** Text colours a swatch may carry: GOV.UK black (#0b0c0c) or white. */
export const TEXT_ON_LIGHT = GOVUK_COLOURS.black;
/** Text colour on dark backgrounds: white. */
export const TEXT_ON_DARK = GOVUK_COLOURS.white;

/** A background colour with the text colour that reads on it and a text label. */
export interface Swatch {
  background: string;
  text: string;
  label: string;
}
