import {
  ASSET_BAND_UPPER_BOUNDS,
  SAP_BAND_LOWER_BOUNDS,
  assetBand,
  sapBand,
} from '@wattwise/energy-model';
import type { EpcRating } from '../enums/registrationEnums';
import { contrastRatio } from './contrast';
import { TEXT_ON_DARK, TEXT_ON_LIGHT, type Swatch } from './palette';

/** EPC band letters including the non-domestic A+ (spec task; analysis §9 "bands coloured by rating"). */
export type EpcBand = EpcRating | 'A+';

/**
 * Domestic SAP rating bands (A 92+, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38, G 1-20) and the
 * band function come from the engine, the one place for ratings (ADR 0006): a score is rounded to
 * whole points before banding, everywhere (91.6 is A on screen and in the engine).
 * Source: communitiesuk/epb-register-api lib/helper/energy_band_calculator.rb.
 */
export const DOMESTIC_EPC_BANDS: readonly { band: EpcRating; min: number }[] =
  SAP_BAND_LOWER_BOUNDS.map(([band, min]) => ({ band, min }));

/** Band of a domestic SAP rating (spec task "EPC bands"); the engine's sapBand. */
export const epcBandForRating: (sapRating: number) => EpcRating = sapBand;

/** Non-domestic asset-rating bands (lower is better): A+ below 0, A 0-25, …, G above 150. */
export const NON_DOMESTIC_EPC_BANDS: readonly { band: EpcBand; max: number }[] =
  ASSET_BAND_UPPER_BOUNDS.map(([band, max]) => ({ band, max }));

/** Band of a non-domestic asset rating; A+ below 0 (spec task "EPC bands"); the engine's assetBand. */
export const nonDomesticEpcBandForAssetRating: (assetRating: number) => EpcBand = assetBand;

/** Score range label of each domestic band as printed on the register ('92+', '81-91', ...). */
export const EPC_BAND_RANGES: Readonly<Record<EpcRating, string>> = {
  A: '92+',
  B: '81-91',
  C: '69-80',
  D: '55-68',
  E: '39-54',
  F: '21-38',
  G: '1-20',
};

/**
 * Band colours of the GOV.UK EPC register (find-energy-certificate.service.gov.uk):
 * communitiesuk/epb-frontend lib/views/domestic_energy_performance_certificate__energy_rating.erb
 * @ 0a88ffa53667b8a515a20c575c80dd6e52676625 (MHCLG, MIT, 2024). A+ takes A's colour.
 */
export const EPC_BAND_BACKGROUNDS: Readonly<Record<EpcBand, string>> = {
  'A+': '#008054',
  A: '#008054',
  B: '#19b459',
  C: '#8dce46',
  D: '#ffd500',
  E: '#fcaa65',
  F: '#ef8023',
  G: '#e9153b',
};

/** The text colour (GOV.UK black or white) with the higher contrast on a background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, TEXT_ON_LIGHT) >= contrastRatio(background, TEXT_ON_DARK)
    ? TEXT_ON_LIGHT
    : TEXT_ON_DARK;
}

/**
 * Swatch of an EPC band: register colour, the readable text colour and the band letter as its
 * label, so colour never carries the meaning alone (STYLE.md; WCAG 1.4.1).
 */
export function epcBandSwatch(band: EpcBand): Swatch {
  const background = EPC_BAND_BACKGROUNDS[band];
  return { background, text: readableTextOn(background), label: band };
}
