import { describe, expect, it } from 'vitest';
import { formatEnergy, formatQuantity } from './energy';
import { formatCurrency, formatMoney } from './money';
import { benchmarkBarLine, benchmarkBars } from './benchmarkCaption';
import { formatNumber, isBlockedNumberKey, roundToDecimals } from './number';
import { formatPotentialSaving } from './potentialSavings';

describe('formatNumber', () => {
  it('shows 2 decimals up to 99 and none above', () => {
    expect(formatNumber(12.3)).toBe('12.30');
    expect(formatNumber(99)).toBe('99.00');
    expect(formatNumber(-99)).toBe('-99.00');
    expect(formatNumber(99.4)).toBe('99');
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(100)).toBe('100');
  });
  it('shows --- for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('---');
  });
  it('rounds inputs on blur and blocks the letter e', () => {
    expect(roundToDecimals(27.0349, 2)).toBe(27.03);
    expect(isBlockedNumberKey('e')).toBe(true);
    expect(isBlockedNumberKey('E')).toBe(true);
    expect(isBlockedNumberKey('5')).toBe(false);
  });
});

describe('energy', () => {
  it('stays kWh up to and including 1,000', () => {
    expect(formatEnergy(1000)).toBe('1,000 kWh');
    expect(formatEnergy(850)).toBe('850 kWh');
    expect(formatEnergy(12.5)).toBe('12.50 kWh');
  });
  it('switches to MWh over 1,000 and GWh over 1,000,000', () => {
    expect(formatEnergy(2500)).toBe('2.50 MWh');
    expect(formatEnergy(1_000_000)).toBe('1,000 MWh');
    expect(formatEnergy(3_200_000)).toBe('3.20 GWh');
    expect(formatEnergy(-5000)).toBe('-5.00 MWh');
  });
  it('scales a KPI in any energy unit, and leaves other units alone', () => {
    expect(formatQuantity(152_340, 'kWh')).toBe('152 MWh');
    expect(formatQuantity(1_500, 'MWh')).toBe('1.50 GWh');
    expect(formatQuantity(900_000, 'Wh')).toBe('900 kWh');
    expect(formatQuantity(152_340, 'kWh/m²')).toBe('152,340 kWh/m²');
    expect(formatQuantity(12.345, '%')).toBe('12.35 %');
    expect(formatQuantity(7)).toBe('7.00');
  });
});

describe('money', () => {
  it('prefixes £ and follows the decimals rule', () => {
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(1400)).toBe('£1,400');
    expect(formatMoney(-12.5)).toBe('-£12.50');
    expect(formatMoney(Infinity)).toBe('---');
  });
  it('formats other currency codes with the code', () => {
    expect(formatCurrency(50, 'GBP')).toBe('£50.00');
    expect(formatCurrency(50, 'EUR')).toBe('EUR 50.00');
  });
});

describe('potential saving', () => {
  it('shows --- for a negative saving', () => {
    expect(formatPotentialSaving(-1, 'money')).toBe('---');
    expect(formatPotentialSaving(1500, 'money')).toBe('£1,500');
    expect(formatPotentialSaving(1500, 'energy')).toBe('1.50 MWh');
    expect(formatPotentialSaving(5, 'number')).toBe('5.00');
  });
});

describe("a benchmark bar's caption", () => {
  const caption = (metric: Parameters<typeof benchmarkBars>[0][string]) =>
    benchmarkBars({ metric })[0]!.caption;
  it('says what share of its use a metric must save to meet the benchmark, in the §9 units', () => {
    const metric = { direction: 'DOWN', percentageImprovement: 12.345, unit: 'kWh' };
    expect(
      caption({ ...metric, actualImprovement: 18_250, isCurrency: false, barPercentage: 50 }),
    ).toBe('Save 12.35% (18.25 MWh) to meet the benchmark');
    expect(
      caption({ ...metric, actualImprovement: 3_200, isCurrency: true, barPercentage: 50 }),
    ).toBe('Save 12.35% (£3,200) to meet the benchmark');
  });

  it('says a metric at or below its benchmark is within it', () => {
    expect(
      caption({
        direction: 'UP',
        percentageImprovement: 0,
        actualImprovement: 0,
        unit: 'kWh',
        isCurrency: false,
        barPercentage: 0,
      }),
    ).toBe('At or below the benchmark');
  });
});

describe('benchmarkBars', () => {
  const over = {
    direction: 'DOWN',
    percentageImprovement: 20,
    actualImprovement: 500,
    unit: 'kWh',
    isCurrency: false,
  };

  it("gives each metric of the answer a bar with its label and caption, in the answer's order", () => {
    const bars = benchmarkBars({
      gas: { ...over, barPercentage: 80 },
      cost: { ...over, isCurrency: true, barPercentage: 40 },
    });
    expect(bars).toEqual([
      {
        key: 'gas',
        label: 'Gas',
        state: 'COMPARED',
        barPercentage: 80,
        caption: 'Save 20.00% (500 kWh) to meet the benchmark',
      },
      {
        key: 'cost',
        label: 'Cost',
        state: 'COMPARED',
        barPercentage: 40,
        caption: 'Save 20.00% (£500) to meet the benchmark',
      },
    ]);
  });

  it('draws no bar for a metric the answer leaves out, and labels an unknown one by its key', () => {
    const bars = benchmarkBars({
      gas: null,
      water: undefined,
      steam: { ...over, barPercentage: 10 },
    });
    expect(bars.map((bar) => bar.label)).toEqual(['steam']);
  });

  it('says in words why a metric is not compared, with no figure, in its line of text too', () => {
    const reason = 'No water meter reading or bill has been entered, so water use is not compared.';
    const [water] = benchmarkBars({
      water: { ...over, barPercentage: 0, state: 'NO_DATA', reason },
    });
    expect(water).toMatchObject({ label: 'Water', state: 'NO_DATA', caption: reason });
    expect(benchmarkBarLine(water!)).toBe(`Water: no data. ${reason}`);
    expect(benchmarkBarLine(water!)).not.toMatch(/%/);
    const [gas] = benchmarkBars({ gas: { ...over, barPercentage: 80 } });
    expect(benchmarkBarLine(gas!)).toBe('Gas: Save 20.00% (500 kWh) to meet the benchmark');
  });
});
