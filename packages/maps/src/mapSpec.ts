/**
 * The map rules of the spec that this package applies. Each value names its source; they move to
 * imports from @wattwise/domain as soon as that package exports them (it is being written).
 */
/** Energy levels of a site (shell-home-sites-registration §3 spatial node energyUsage, 2026). */
export const energyLevels = ['HIGH', 'OK', 'LOW'] as const;
export type EnergyLevel = (typeof energyLevels)[number];

/** Map building performance (analysis-screens §3 "Map building performance", 2026). */
export const performanceLevels = ['HIGH', 'MEDIUM', 'LOW', 'NA'] as const;
export type PerformanceLevel = (typeof performanceLevels)[number];

/** EPC ratings A to G (shell-home-sites-registration §3 enumerations, 2026). */
export const epcBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcBand = (typeof epcBands)[number];

/** Legend 'EPC/DEC A-B low, C-D medium, E-G high, N/A' (analysis-screens §2.11, 2026). */
export function performanceLevelForEpcBand(band: EpcBand | undefined): PerformanceLevel {
  if (band === 'A' || band === 'B') return 'LOW';
  if (band === 'C' || band === 'D') return 'MEDIUM';
  if (band === undefined) return 'NA';
  return 'HIGH';
}

/** Map constants (analysis-screens §9 "Map", 2026; shell-home-sites-registration §9, 2026). */
export const mapDefaults = {
  /** "default centre near the UK": Great Britain's centre of area, near Dunsop Bridge. */
  centre: { longitude: -2.42, latitude: 54.0 },
  zoom: 5.5,
  pitch: 45,
  buildingLayerMinZoom: 12,
  batchLookupAboveZoom: 16,
  batchLookupMaxBuildings: 1000,
  zoomOnSelect: 18,
  zoomOnSelectSmallScreen: 16.5,
  moveEndDebounceMs: 333,
  moveEndThrottleMs: 1000,
  predictExtrusionHeight: 10,
  optimiseExtrusionHeight: 16,
  zoomSliderMin: 0,
  zoomSliderMax: 22,
  zoomSliderMarker: 16,
} as const;

/**
 * Map colours of the spec: HIGH red, MEDIUM/OK orange, LOW green, selected purple, NA grey
 * (analysis-screens §9 "Map", 2026). Shades: GOV.UK design-system red/orange/green (2024).
 */
export const mapColours = {
  HIGH: '#d4351c',
  OK: '#f47738',
  MEDIUM: '#f47738',
  LOW: '#00703c',
  NA: '#8a939b',
  selected: '#6b3fa0',
} as const;

/** Labels shown beside colours, so colour is never the only carrier of meaning. */
export const energyLevelLabels: Record<EnergyLevel | PerformanceLevel, string> = {
  HIGH: 'High',
  OK: 'OK',
  MEDIUM: 'Medium',
  LOW: 'Low',
  NA: 'N/A',
};

/** Texts of the energy map (analysis-screens §2.11 and §8, 2026). */
export const energyMapMessages = {
  legendTitle: 'EPC/DEC',
  /** Legend 'EPC/DEC A-B low, C-D medium, E-G high, N/A' (§2.11). */
  legend: [
    { level: 'LOW', text: 'A-B low' },
    { level: 'MEDIUM', text: 'C-D medium' },
    { level: 'HIGH', text: 'E-G high' },
    { level: 'NA', text: 'N/A' },
  ] as const satisfies readonly { level: PerformanceLevel; text: string }[],
  /** §2.11 gives the banner's gist only: public data that may be misclassified. */
  publicDataBanner: 'This map shows public data. Some buildings may be misclassified.',
  /** §8: 'We can't locate an EPC/DEC for this building...' (rest of text not shown). */
  noCertificate: "We can't locate an EPC/DEC for this building...",
  findOutMore: 'Find out more',
  predictAccount: 'Get an estimate with a Predict account',
} as const;
