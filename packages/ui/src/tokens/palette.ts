/**
 * Raw colours of the WattWise light theme. Components never use these directly: they go through
 * the semantic tokens of `tokens.ts` and the theme contract. Every foreground/background pair
 * used by the theme meets WCAG 2.2 AA (4.5:1 for text), checked by axe in every story.
 */
export const palette = {
  white: '#ffffff',
  grey50: '#f7f8f9',
  grey100: '#eef0f2',
  grey200: '#dde1e5',
  grey300: '#c3c9cf',
  grey500: '#6b7580',
  grey600: '#505a64',
  grey700: '#3a434c',
  grey900: '#14191f',
  teal50: '#e6f4ef',
  teal100: '#c6e7da',
  teal600: '#0b6e4f',
  teal700: '#085a40',
  teal800: '#064632',
  red50: '#fdecec',
  red600: '#b42318',
  red700: '#912018',
  amber50: '#fff4e0',
  amber700: '#8a4b00',
  green50: '#e8f5ea',
  green700: '#1e6b2f',
  blue50: '#e8f1fb',
  blue700: '#1d5fa8',
  purple50: '#f1ebf8',
  purple600: '#6b3fa0',
} as const;

/**
 * GOV.UK Frontend colour palette, `$govuk-colours` in alphagov/govuk-frontend
 * packages/govuk-frontend/src/govuk/settings/_colours-palette.scss (v5 palette, 2024). The traffic
 * lights, map levels and quality steps use it so they match the UK government's palette.
 */
export const govukColours = {
  red: '#d4351c',
  yellow: '#ffdd00',
  green: '#00703c',
  purple: '#4c2c92',
  black: '#0b0c0c',
  darkGrey: '#505a5f',
  midGrey: '#b1b4b6',
  white: '#ffffff',
  orange: '#f47738',
} as const;

/** The data bars' fourth step, between GOV.UK yellow and green (ours, spec analysis §9). */
export const dataBarOlive = '#85994b';

/**
 * Band colours of the GOV.UK EPC register (find-energy-certificate.service.gov.uk):
 * communitiesuk/epb-frontend lib/views/domestic_energy_performance_certificate__energy_rating.erb
 * @ 0a88ffa53667b8a515a20c575c80dd6e52676625 (MHCLG, MIT, 2024). A+ takes A's colour.
 */
export const epcRegisterColours = {
  'A+': '#008054',
  A: '#008054',
  B: '#19b459',
  C: '#8dce46',
  D: '#ffd500',
  E: '#fcaa65',
  F: '#ef8023',
  G: '#e9153b',
} as const;
