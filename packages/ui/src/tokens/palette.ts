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
  purple600: '#6b3fa0',
} as const;
