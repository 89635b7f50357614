import { describe, expect, it } from 'vitest';
import { parseUsageCsv } from '../calibration/meterCsv';
import { measuredSavings } from './measuredSavings';
import { loadSharedMeter, sharedMeters, syntheticCoverage, withStep } from './savingsCheck';
import { savingsSentence } from './savingsSentence';
import { savingsUncertainty } from './savingsUncertainty';

const STEP = 0.15;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Guideline 14’s savings uncertainty', () => {
  it('works through the Annex B formula by hand', () => {
    // CV 20 %, a year of days with n′ = 120, a year reported, 100,000 kWh predicted:
    // 1.26 × t(0.95, 117) × 0.2 × 100,000 × √((365/120)(1 + 2/120)/365)
    // = 1.26 × 1.658 × 20,000 × 0.09205 = 3,846 kWh.
    const u = savingsUncertainty({
      cvrmse: 0.2,
      n: 365,
      parameters: 3,
      m: 365,
      effectiveObservations: 120,
      baselineKwh: 100_000,
    });
    expect(u.tStatistic).toBeCloseTo(1.658, 3);
    expect(u.kwh).toBeCloseTo(
      1.26 * u.tStatistic * 0.2 * 100_000 * Math.sqrt(((365 / 120) * (1 + 2 / 120)) / 365),
      6,
    );
    expect(Math.round(u.kwh)).toBe(3846);
    // Independent days (n′ = n) give a narrower band; 68 % confidence a narrower one still.
    const independent = savingsUncertainty({
      cvrmse: 0.2,
      n: 365,
      parameters: 3,
      m: 365,
      effectiveObservations: 365,
      baselineKwh: 100_000,
    });
    expect(independent.kwh).toBeLessThan(u.kwh);
    const at68 = savingsUncertainty({
      cvrmse: 0.2,
      n: 365,
      parameters: 3,
      m: 365,
      effectiveObservations: 120,
      baselineKwh: 100_000,
      confidence: 0.68,
    });
    expect(at68.kwh / u.kwh).toBeCloseTo(at68.tStatistic / u.tStatistic, 9);
  });
});

describe('a saving measured at the meter', () => {
  const meters = sharedMeters();

  it('is the model’s prediction less the metered energy, costed and said in a sentence', () => {
    const meter = meters.find((m) =>
      m.name.startsWith('castle-primary electricity 2200041803451'),
    )!;
    const { readings, temperatures, intervention } = loadSharedMeter(meter);
    const s = measuredSavings({
      readings: withStep(readings, intervention, STEP),
      temperatures,
      intervention,
      fuel: 'electricity',
      bills: {
        electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 9000, unitRate: 30 },
      },
    });
    expect(s.avoidedKwh).toBeCloseTo(s.predictedKwh - s.meteredKwh, 9);
    expect(s.fractionalSaving).toBeCloseTo(s.avoidedKwh / s.predictedKwh, 12);
    expect(s.avoidedCostGbp).toBeCloseTo(s.avoidedKwh * 0.3, 9);
    expect(s.avoidedCarbonKg).toBeCloseTo(s.avoidedKwh * (0.177 + 0.01853), 9);
    expect(s.baseline).toMatchObject({ first: '2013-09-01', last: '2014-08-31', days: 365 });
    expect(s.reporting).toMatchObject({ first: '2014-09-01', last: '2015-08-31', days: 365 });
    expect(s.model.observations).toBe('days');
    expect(s.confidence).toBe(0.9);
    // 1,203 kWh avoided, ±630: the band to two figures, the saving to the same place.
    expect(
      savingsSentence(s, { what: 'the boiler was replaced', date: isoDay(intervention) }),
    ).toBe('Since the boiler was replaced on 1 September 2014: 1,200 kWh avoided (±630 at 90 %).');
  });

  it.each(meters.map((m) => [m.name, m] as const))(
    '%s: a 15 % cut after the intervention raises the avoided energy by exactly the energy cut',
    (_, meter) => {
      const { readings, temperatures, intervention } = loadSharedMeter(meter);
      const without = measuredSavings({ readings, temperatures, intervention });
      const cut = measuredSavings({
        readings: withStep(readings, intervention, STEP),
        temperatures,
        intervention,
      });
      // The reporting period never reaches the baseline model: the same model, the same ±.
      expect(cut.model).toEqual(without.model);
      expect(cut.uncertaintyKwh).toBeCloseTo(without.uncertaintyKwh, 6);
      expect(cut.avoidedKwh - without.avoidedKwh).toBeCloseTo(STEP * without.meteredKwh, 6);
    },
    60_000,
  );

  it.each(meters.map((m) => [m.name, m] as const))(
    '%s: the stated 90 % band holds a 15 % step in most synthetic reporting years, or the data are called insufficient',
    (_, meter) => {
      const loaded = loadSharedMeter(meter);
      const check = syntheticCoverage(loaded, { step: STEP, draws: 400 });
      const s = measuredSavings(loaded);
      if (check.sufficiency.verdict === 'insufficient') {
        const sentence = savingsSentence(s, {
          what: 'the boiler was replaced',
          date: '2014-09-01',
        });
        expect(sentence).toMatch(
          /not enough readings yet to measure the saving \(\d+% of baseline days/,
        );
        return;
      }
      // Years of the meter's own baseline residuals in two-week blocks: the 90 % band should
      // hold the true step in about 90 % of them (85 % allows for the 400 draws' spread).
      expect(check.stepCoverage).toBeGreaterThanOrEqual(0.85);
      // With no step the same years recover about nothing, inside the same band.
      expect(check.zeroCoverage).toBeGreaterThanOrEqual(0.85);
    },
    60_000,
  );
});

describe('savings from monthly bills', () => {
  it('fits the bills of the baseline and states the saving bill by bill', () => {
    const meter = sharedMeters().find((m) => m.name.startsWith('castle-primary gas'))!;
    const { readings, temperatures } = loadSharedMeter(meter);
    // The school's gas summed into calendar-month bills (kWh), 2014-09 → 2016-08.
    const bills = new Map<string, number>();
    for (const r of readings) {
      const month = isoDay(r.wallMs).slice(0, 7);
      if (month >= '2014-09' && month <= '2016-08')
        bills.set(month, (bills.get(month) ?? 0) + r.kwh);
    }
    const csv = ['date,kwh', ...[...bills].map(([month, kwh]) => `${month}-01,${kwh}`)].join('\n');
    const monthly = parseUsageCsv(csv);
    const intervention = Date.UTC(2015, 8, 1);
    const s = measuredSavings({
      readings: withStep(monthly, intervention, STEP),
      temperatures,
      intervention,
    });
    expect(s.model.observations).toBe('bills');
    expect(s.baseline.countedDays).toBe(12);
    expect(s.reporting.countedDays).toBe(12);
    expect(s.model.autocorrelation).toBe(0);
    expect(s.uncertaintyKwh).toBeGreaterThan(0);
  });
});
