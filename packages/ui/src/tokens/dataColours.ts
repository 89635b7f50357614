import { govukColours, palette } from './palette';

/**
 * Literal colour values for drawings that cannot read CSS variables: SVG presentation attributes
 * of the charts, maplibre paint properties, three.js materials and the Cesium globe. HTML parts
 * read the theme through `vars` instead. One palette: nothing outside packages/ui writes a colour.
 */

/**
 * Chart colours. The series colours follow spec analysis §4.5 (Actual blue, Expected amber,
 * Potential red); the shades are chosen for at least 3:1 contrast against white (WCAG 2.2
 * SC 1.4.11, non-text contrast), and every series also carries a name in the legend.
 */
export const chartColours = {
  actual: '#1d5fbf',
  expected: '#b26b00',
  potential: '#c62828',
  observed: '#1d5fbf',
  predicted: '#6b3fa0',
  temperature: '#00796b',
  ink: '#1f2933',
  mutedInk: '#52606d',
  grid: '#e4e7eb',
  axis: '#7b8794',
  surface: palette.white,
  focus: '#0b57d0',
  intervention: '#3e4c59',
} as const;

/**
 * Categorical colours for end uses (Okabe & Ito, "Color Universal Design", 2008; distinguishable
 * with colour-vision deficiencies), darkened where needed for 3:1 against white.
 */
export const categoryColours = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#8a6d00',
  '#56b4e9',
  '#7f3c8d',
  '#52606d',
] as const;

/** Colours of the offline base map: muted so building and pin colours stand out. */
export const baseMapColours = {
  water: '#c9dbe6',
  land: '#f4f1ea',
  coast: '#9fb3bf',
  demoArea: '#e9e3d6',
  demoAreaEdge: '#7a6f5c',
  /** Outlines of the buildings one may pick. */
  outline: palette.grey600,
} as const;

/** Colours of the 3D scenes (model viewer, fragments viewer, globe). */
export const sceneColours = {
  background: palette.grey100,
  /** Hemisphere light: white sky, warm grey ground. */
  sky: palette.white,
  ground: '#8c8577',
  /** No glow on a material that is not selected. */
  noEmissive: '#000000',
  globeBase: baseMapColours.water,
  /** The land of the globe: the offline base map's. */
  globeLand: baseMapColours.land,
  /** Neighbouring buildings on the globe: lighter than a building of unknown usage. */
  neighbour: palette.grey300,
  unknownUsage: govukColours.midGrey,
} as const;
