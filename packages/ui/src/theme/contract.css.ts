import { createThemeContract } from '@vanilla-extract/css';

const colourNames = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'text',
  'textMuted',
  'textOnBrand',
  'border',
  'borderStrong',
  'focus',
  'overlay',
  'brand',
  'brandHover',
  'brandPressed',
  'brandSoft',
  'neutralSoft',
  'neutralText',
  'positive',
  'positiveSoft',
  'caution',
  'cautionSoft',
  'critical',
  'criticalHover',
  'criticalSoft',
  'info',
  'infoSoft',
  'selected',
  /** Floating panels over a map or a 3D scene. */
  'surfaceTranslucent',
  /** The selected building on a map or in 3D (GOV.UK purple) and its soft tint. */
  'mapSelected',
  'mapSelectedSoft',
] as const;

const nulls = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

/** The theme contract: every value a component may read. Themes fill it in. */
export const vars = createThemeContract({
  colour: nulls(colourNames),
  /** EPC band fills (A–G) and the text colour that reads on each. */
  epc: nulls(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
  epcText: nulls(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
  /** Energy level (traffic light) fills HIGH / OK / LOW. */
  level: nulls(['HIGH', 'OK', 'LOW']),
  levelText: nulls(['HIGH', 'OK', 'LOW']),
  space: nulls(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl']),
  font: nulls(['body', 'mono']),
  fontSize: nulls(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']),
  lineHeight: nulls(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']),
  fontWeight: nulls(['regular', 'medium', 'strong']),
  radius: nulls(['sm', 'md', 'lg', 'full']),
  shadow: nulls(['sm', 'md', 'lg', 'floating', 'pin', 'tooltip']),
  focusRing: nulls(['width', 'offset']),
  duration: nulls(['fast', 'normal']),
});
