import {
  contrastRatio,
  EPC_RATINGS,
  MAP_PERFORMANCE_LABELS,
  MAP_SELECTED_LABEL,
  QUALITY_LABELS,
  TRAFFIC_LIGHT_LABELS,
  dataBarLevel,
  type EpcBand,
  type EpcRating,
  type PerformanceLevel,
  type QualityTone,
  type TrafficLight,
} from '@wattwise/domain';
import { dataBarOlive, epcRegisterColours, govukColours } from './palette';

/**
 * Colours with meaning: EPC bands, traffic lights, map levels, quality steps. The colour values
 * live here (the one palette); the labels and the rules that pick a level live in
 * @wattwise/domain. Each swatch carries its label so colour never carries the meaning alone
 * (WCAG 2.2 SC 1.4.1). These are literal values for canvas, maplibre paint and three.js; CSS
 * reads the same values through `vars.epc` and `vars.level`.
 */
export interface Swatch {
  background: string;
  text: string;
  label: string;
}

/** Text colour on light swatches: GOV.UK black. */
export const TEXT_ON_LIGHT = govukColours.black;
/** Text colour on dark swatches: white. */
export const TEXT_ON_DARK = govukColours.white;

/** Register colour of each EPC band (A+ takes A's). */
export const EPC_BAND_BACKGROUNDS: Readonly<Record<EpcBand, string>> = epcRegisterColours;

/** The text colour (GOV.UK black or white) with the higher contrast on a background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, TEXT_ON_LIGHT) >= contrastRatio(background, TEXT_ON_DARK)
    ? TEXT_ON_LIGHT
    : TEXT_ON_DARK;
}

/** Swatch of an EPC band: register colour, the readable text colour and the band letter. */
export function epcBandSwatch(band: EpcBand): Swatch {
  const background = EPC_BAND_BACKGROUNDS[band];
  return { background, text: readableTextOn(background), label: band };
}

/** EPC band fills A–G (the theme's `vars.epc`). */
export const epcBandColours = Object.fromEntries(
  EPC_RATINGS.map((band) => [band, EPC_BAND_BACKGROUNDS[band]]),
) as Record<EpcRating, string>;

/** HIGH red, OK orange, LOW green (spec shell §9 "Map energy colours"), with domain's labels. */
export const TRAFFIC_LIGHT_SWATCHES: Readonly<Record<TrafficLight, Swatch>> = {
  HIGH: { background: govukColours.red, text: TEXT_ON_DARK, label: TRAFFIC_LIGHT_LABELS.HIGH },
  OK: { background: govukColours.orange, text: TEXT_ON_LIGHT, label: TRAFFIC_LIGHT_LABELS.OK },
  LOW: { background: govukColours.green, text: TEXT_ON_DARK, label: TRAFFIC_LIGHT_LABELS.LOW },
};

/** Energy map levels: HIGH red, MEDIUM orange, LOW green, NA grey (spec analysis §9 "Map"). */
export const MAP_PERFORMANCE_SWATCHES: Readonly<Record<PerformanceLevel, Swatch>> = {
  HIGH: { background: govukColours.red, text: TEXT_ON_DARK, label: MAP_PERFORMANCE_LABELS.HIGH },
  MEDIUM: {
    background: govukColours.orange,
    text: TEXT_ON_LIGHT,
    label: MAP_PERFORMANCE_LABELS.MEDIUM,
  },
  LOW: { background: govukColours.green, text: TEXT_ON_DARK, label: MAP_PERFORMANCE_LABELS.LOW },
  NA: { background: govukColours.darkGrey, text: TEXT_ON_DARK, label: MAP_PERFORMANCE_LABELS.NA },
};

/** Swatch for a traffic light; none (missing) gets the NA grey with label 'N/A'. */
export function trafficLightSwatch(light: TrafficLight | null | undefined): Swatch {
  return light ? TRAFFIC_LIGHT_SWATCHES[light] : MAP_PERFORMANCE_SWATCHES.NA;
}

/** The selected building's highlight on the map and in 3D: purple (spec analysis §4.8, §9). */
export const MAP_SELECTED_SWATCH: Swatch = {
  background: govukColours.purple,
  text: TEXT_ON_DARK,
  label: MAP_SELECTED_LABEL,
};

/** Quality steps of completeness and data bars, worst to best, with domain's labels. */
export const QUALITY_SWATCHES = {
  red: { background: govukColours.red, text: TEXT_ON_DARK, label: QUALITY_LABELS.red },
  orange: { background: govukColours.orange, text: TEXT_ON_LIGHT, label: QUALITY_LABELS.orange },
  yellow: { background: govukColours.yellow, text: TEXT_ON_LIGHT, label: QUALITY_LABELS.yellow },
  green: { background: govukColours.green, text: TEXT_ON_DARK, label: QUALITY_LABELS.green },
} as const satisfies Record<QualityTone, Swatch>;

/** Five data-bar colours, lowest step first (spec analysis §9; GOV.UK shades and one olive). */
export const DATA_BAR_COLOURS = [
  govukColours.red,
  govukColours.orange,
  govukColours.yellow,
  dataBarOlive,
  govukColours.green,
] as const;

/** Colour of a data bar at a percentage: the step comes from domain's thresholds. */
export function dataBarColour(percent: number): string {
  return DATA_BAR_COLOURS[dataBarLevel(percent)];
}
