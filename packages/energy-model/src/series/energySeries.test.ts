import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import type { TemperatureReading } from '../calibration/meterSeries';
import { EnergyModelInputError } from '../errors';
import { estimatePrepared } from '../model/estimate';
import { prepareBuilding } from '../model/prepareBuilding';
import { preparePotential } from '../potential/potentialBuilding';
import { diagnoseChartSeries } from './diagnoseChart';
import { predictSeries, wallClockIso } from './energySeries';

const HOUR = 3_600_000;
const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 3,
  yearOfConstruction: 1990,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
};

/** Every hour of 2023 at the climate region's mean temperature of its month. */
function climateYear(means: readonly number[]): TemperatureReading[] {
  const out: TemperatureReading[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2024, 0, 1); t += HOUR)
    out.push({ wallMs: t, tempC: means[new Date(t).getUTCMonth()]! });
  return out;
}

describe('predictSeries', () => {
  it('worked example: an office over a climate-normal 2023 sums to its annual estimate, hour by hour', () => {
    const p = prepareBuilding(office);
    const est = estimatePrepared(p);
    const s = predictSeries(p, {
      start: Date.UTC(2023, 0, 1),
      end: Date.UTC(2024, 0, 1),
      granularity: 'hourly',
      temperatures: climateYear(p.inputs.climate.externalTemperatureC),
    });
    expect(s.times).toHaveLength(8760);
    expect(s.times[0]).toBe('2023-01-01T00:00:00+00:00');
    expect(s.times[4000]).toBe('2023-06-16T16:00:00+01:00');
    expect(s.totals.energyKwh / est.annual.totalKwh.value).toBeCloseTo(1, 1);
    expect(s.totals.carbonKg / est.annual.carbonKg.value).toBeCloseTo(1, 1);
    expect(s.totals.costGbp / est.annual.costGbp.value).toBeCloseTo(1, 1);
    // Working hours use more than the night: Wednesday 11 January 2023, 11:00 against 03:00.
    const wed = (h: number) => s.energyKwh[10 * 24 + h]!;
    expect(wed(11)).toBeGreaterThan(2 * wed(3));
    expect(Object.keys(s.byFuel).sort()).toEqual(['electricity', 'gas']);
  });

  it('a colder day needs more gas than a mild one, daily sums', () => {
    const p = prepareBuilding(office);
    const temps: TemperatureReading[] = [
      { wallMs: Date.UTC(2023, 0, 9), tempC: 0 },
      { wallMs: Date.UTC(2023, 0, 10), tempC: 10 },
    ];
    const s = predictSeries(p, {
      start: Date.UTC(2023, 0, 9),
      end: Date.UTC(2023, 0, 11),
      granularity: 'daily',
      temperatures: temps,
    });
    expect(s.times).toEqual(['2023-01-09T00:00:00+00:00', '2023-01-10T00:00:00+00:00']);
    expect(s.byFuel.gas![0]!).toBeGreaterThan(1.5 * s.byFuel.gas![1]!);
  });

  it('names the hour that has no temperature', () => {
    const p = prepareBuilding(office);
    expect(() =>
      predictSeries(p, {
        start: Date.UTC(2023, 0, 1),
        end: Date.UTC(2023, 0, 2),
        granularity: 'hourly',
        temperatures: [],
      }),
    ).toThrow(EnergyModelInputError);
  });

  it('writes wall-clock instants with the UK offset', () => {
    expect(wallClockIso(Date.UTC(2024, 6, 1, 9))).toBe('2024-07-01T09:00:00+01:00');
    expect(wallClockIso(Date.UTC(2024, 11, 1, 9))).toBe('2024-12-01T09:00:00+00:00');
  });
});

describe('diagnoseChartSeries', () => {
  it('gives Expected for 30 days from the reference date and Potential from 7 days before, below Expected', () => {
    const p = prepareBuilding(office);
    const potential = preparePotential(p, [{ id: 'LED_LIGHTING' }]).prepared;
    const temps = climateYear(p.inputs.climate.externalTemperatureC);
    const ref = Date.UTC(2023, 2, 15, 2); // 15 March 2023, 02:00 (analysis §9)
    const c = diagnoseChartSeries(p, potential, ref, temps);
    expect(c.expected).toHaveLength(30);
    expect(c.expected[0]!.x).toBe('2023-03-15T00:00:00+00:00');
    expect(c.potential).toHaveLength(37);
    expect(c.potential![0]!.x).toBe('2023-03-08T00:00:00+00:00');
    // Same day (the reference date): the potential building uses less.
    expect(c.potential![7]!.y).toBeLessThan(c.expected[0]!.y);
  });
});
