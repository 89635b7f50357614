import { contrastRatio, EPC_RATINGS, type EpcBand } from '@wattwise/domain';
import { describe, expect, it } from 'vitest';
import {
  dataBarColour,
  DATA_BAR_COLOURS,
  EPC_BAND_BACKGROUNDS,
  epcBandSwatch,
  MAP_PERFORMANCE_SWATCHES,
  MAP_SELECTED_SWATCH,
  QUALITY_SWATCHES,
  TRAFFIC_LIGHT_SWATCHES,
  trafficLightSwatch,
} from './swatches';

/** WCAG 2.2 AA minimum contrast for normal text (success criterion 1.4.3, 2023). */
const WCAG_AA_NORMAL_TEXT = 4.5;

describe('colours with meaning', () => {
  it('uses the EPC register palette and reads at WCAG AA with its text colour', () => {
    expect(EPC_BAND_BACKGROUNDS.A).toBe('#008054');
    expect(EPC_BAND_BACKGROUNDS.G).toBe('#e9153b');
    for (const band of ['A+', ...EPC_RATINGS] as EpcBand[]) {
      const swatch = epcBandSwatch(band);
      expect(swatch.label).toBe(band);
      expect(contrastRatio(swatch.background, swatch.text)).toBeGreaterThanOrEqual(
        WCAG_AA_NORMAL_TEXT,
      );
    }
  });

  it("colours HIGH red, OK orange, LOW green with domain's labels", () => {
    expect(TRAFFIC_LIGHT_SWATCHES.HIGH).toMatchObject({ background: '#d4351c', label: 'High' });
    expect(TRAFFIC_LIGHT_SWATCHES.OK).toMatchObject({ background: '#f47738', label: 'OK' });
    expect(TRAFFIC_LIGHT_SWATCHES.LOW).toMatchObject({ background: '#00703c', label: 'Low' });
    expect(trafficLightSwatch(undefined).label).toBe('N/A');
    expect(MAP_PERFORMANCE_SWATCHES.LOW.label).toBe('A-B low');
    expect(MAP_SELECTED_SWATCH).toMatchObject({ background: '#4c2c92', label: 'Selected' });
  });

  it('meets WCAG AA for every swatch', () => {
    const swatches = [
      ...Object.values(TRAFFIC_LIGHT_SWATCHES),
      ...Object.values(MAP_PERFORMANCE_SWATCHES),
      ...Object.values(QUALITY_SWATCHES),
      MAP_SELECTED_SWATCH,
    ];
    for (const s of swatches) {
      expect(contrastRatio(s.background, s.text)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
      expect(s.label.length).toBeGreaterThan(0);
    }
  });

  it("colours data bars by domain's steps, red lowest and green highest", () => {
    expect(dataBarColour(0)).toBe('#d4351c');
    expect(dataBarColour(100)).toBe('#00703c');
    expect(new Set([0, 20, 40, 60, 80].map(dataBarColour)).size).toBe(DATA_BAR_COLOURS.length);
  });
});
