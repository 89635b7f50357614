import { describe, expect, it } from 'vitest';
import {
  formatFigure,
  formatRangeEnds,
  rangeWords,
  roundedFigure,
  type FigureUnit,
  type ValueRange,
} from './figureRange';
import { epcChangeText } from './epcChange';
import { capitalCostText, paybackText, savingText, savingWithRangeText } from './savingWords';

const pounds = { unit: 'GBP', isCurrency: true };
const kWh = { unit: 'kWh' };

/** A figure with its range at a glance, as ui FigureWithRange draws it: '£2,700 (£2,300–£3,200)'. */
function atAGlance(value: number, range: ValueRange, unit: FigureUnit): string {
  const r = roundedFigure(value, range);
  return `${formatFigure(r.value, unit)} (${formatRangeEnds(r, unit)})`;
}

describe('a figure with its range', () => {
  it('reads at a glance, rounded to what the range allows', () => {
    expect(atAGlance(2712, { low: 2301, high: 3188 }, pounds)).toBe('£2,700 (£2,300–£3,200)');
  });
  it('keeps more figures when calibration narrows the range', () => {
    expect(atAGlance(2712, { low: 2650, high: 2780 }, pounds)).toBe('£2,710 (£2,650–£2,780)');
  });
  it('writes a shared unit once, after the energy display rule scales it', () => {
    expect(atAGlance(152_340, { low: 131_000, high: 176_500 }, kWh)).toBe('150 MWh (130–180 MWh)');
  });
  it('keeps the figure when the range has no width, and orders swapped ends', () => {
    expect(roundedFigure(812.4, { low: 812.4, high: 812.4 })).toEqual({
      value: 812.4,
      low: 812.4,
      high: 812.4,
    });
    expect(formatRangeEnds({ low: 3200, high: 2300 }, pounds)).toBe('£3,200–£2,300');
    expect(roundedFigure(2700, { low: 3200, high: 2300 })).toMatchObject({ low: 2300, high: 3200 });
  });
  it('says in words why a range is narrow', () => {
    expect(rangeWords({ low: 2650, high: 2780 }, pounds, 'meter')).toBe(
      "Likely between £2,650 and £2,780. Narrow because the model is calibrated on this building's meter readings.",
    );
    expect(rangeWords({ low: 2301, high: 3188 }, pounds, 'model')).toMatch(
      /^Likely between £2,300 and £3,200\. Modelled from the building's details/,
    );
  });
});

describe('signed savings', () => {
  it('says a saving as a saving and an increase as an increase', () => {
    expect(savingText(1200, pounds)).toEqual({
      text: '£1,200 saved per year',
      variant: 'POSITIVE',
      direction: 'DOWN',
    });
    expect(savingText(-213, pounds)).toEqual({
      text: '£213 more per year',
      variant: 'NEGATIVE',
      direction: 'UP',
    });
    expect(savingText(-1654, kWh).text).toBe('1.65 MWh more per year');
    expect(savingText(0, pounds).text).toBe('No change per year');
  });
  it('says when there is nothing to install', () => {
    expect(capitalCostText(0).text).toBe('No installation cost');
    expect(capitalCostText(4500).text).toBe('£4,500 to install');
  });
  it('says when a scenario does not pay back within the life of its measures', () => {
    expect(paybackText(7.5).text).toBe('7.50 years to pay back');
    expect(paybackText(31, { lifetimeYears: 20 }).text).toBe(
      'Does not pay back within its 20-year life',
    );
    expect(paybackText(null).text).toBe('Does not pay back');
    // A measure that saves nothing, or costs more to run, does not pay back within its life either.
    expect(paybackText(null, { lifetimeYears: 15, costGbp: 9000 }).text).toBe(
      'Does not pay back within its 15-year life',
    );
    expect(paybackText(null, { costGbp: 0 }).text).toBe('Nothing to pay back');
    expect(paybackText(12, { lifetimeYears: 20, costGbp: 9000 }).variant).toBe('NEUTRAL');
  });
});

describe('the range of a signed saving', () => {
  it('gives magnitudes beside words that already say the direction', () => {
    expect(savingWithRangeText(1212, { low: 905, high: 1496 }, pounds).text).toBe(
      '£1,200 saved per year (£900–£1,500)',
    );
    expect(savingWithRangeText(-213, { low: -296, high: -151 }, pounds).text).toBe(
      '£210 more per year (£150–£300)',
    );
    expect(savingWithRangeText(-1654, { low: -2210, high: -1190 }, kWh).text).toBe(
      '1.70 MWh more per year (1.20–2.20 MWh)',
    );
    // A range whose ends read the same says nothing.
    expect(savingWithRangeText(27_087, { low: 27_086.6, high: 27_087.4 }, pounds).text).toBe(
      '£27,087 saved per year',
    );
    expect(savingWithRangeText(146, { low: -104, high: 396 }, pounds).text).toBe(
      '£100 saved per year (from £100 more to £400 saved)',
    );
  });
});

describe('the EPC change', () => {
  it('shows the score beside each band when known', () => {
    expect(epcChangeText({ band: 'D', score: 58.4 }, { band: 'C', score: 71 })).toBe(
      'EPC D 58 to C 71',
    );
    expect(epcChangeText({ band: 'D' }, { band: 'D', score: null })).toBe('EPC D to D');
  });
});
