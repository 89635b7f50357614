import { govukColours, palette } from './palette';

/** The tones a component may take; prop types derive from this tuple. */
export const tones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export type Tone = (typeof tones)[number];

/** Space scale in px, 4 px steps. */
export const spaceScale = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type Space = keyof typeof spaceScale;

/** Type scale (px) with line heights. */
export const typeScale = {
  xs: { fontSize: '12px', lineHeight: '16px' },
  sm: { fontSize: '14px', lineHeight: '20px' },
  md: { fontSize: '16px', lineHeight: '24px' },
  lg: { fontSize: '18px', lineHeight: '26px' },
  xl: { fontSize: '22px', lineHeight: '30px' },
  xxl: { fontSize: '28px', lineHeight: '36px' },
} as const;
export type TextSize = keyof typeof typeScale;

/** Semantic colours of the light theme. */
export const lightColours = {
  background: palette.grey50,
  surface: palette.white,
  surfaceMuted: palette.grey100,
  surfaceRaised: palette.white,
  text: palette.grey900,
  textMuted: palette.grey600,
  textOnBrand: palette.white,
  border: palette.grey300,
  borderStrong: palette.grey500,
  focus: palette.blue700,
  overlay: 'rgba(20, 25, 31, 0.45)',
  brand: palette.teal600,
  brandHover: palette.teal700,
  brandPressed: palette.teal800,
  brandSoft: palette.teal50,
  neutralSoft: palette.grey100,
  neutralText: palette.grey700,
  positive: palette.green700,
  positiveSoft: palette.green50,
  caution: palette.amber700,
  cautionSoft: palette.amber50,
  critical: palette.red600,
  criticalHover: palette.red700,
  criticalSoft: palette.red50,
  info: palette.blue700,
  infoSoft: palette.blue50,
  selected: palette.purple600,
  surfaceTranslucent: 'rgba(255, 255, 255, 0.96)',
  mapSelected: govukColours.purple,
  mapSelectedSoft: palette.purple50,
} as const;

/** Shadows of the light theme (their colour is grey900 at low opacity). */
export const shadows = {
  sm: '0 1px 2px rgba(20, 25, 31, 0.08)',
  md: '0 4px 12px rgba(20, 25, 31, 0.12)',
  lg: '0 12px 32px rgba(20, 25, 31, 0.18)',
  floating: '0 1px 4px rgba(20, 25, 31, 0.3)',
  pin: '0 1px 3px rgba(20, 25, 31, 0.4)',
  tooltip: '0 2px 8px rgba(31, 41, 51, 0.15)',
} as const;
