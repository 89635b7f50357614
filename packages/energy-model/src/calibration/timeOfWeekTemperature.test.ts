import { describe, expect, it } from 'vitest';
import { occupiedHoursOfWeek } from './occupancy';
import {
  fitTimeOfWeekTemperatureModel,
  hourOfWeek,
  predictTimeOfWeekTemperatureHour,
  type HourObservation,
} from './timeOfWeekTemperature';

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const FIRST_HOUR = Date.UTC(2019, 0, 1) / 3_600_000;

/** An office-like year: busy weekdays 08–18, heating below 15 °C, slopes steeper when busy. */
function officeYear(noise: number, seed = 1): HourObservation[] {
  const rnd = lcg(seed);
  const out: HourObservation[] = [];
  for (let h = 0; h < 365 * 24; h++) {
    const hour = FIRST_HOUR + h;
    const tow = hourOfWeek(hour);
    const busy = tow < 5 * 24 && tow % 24 >= 8 && tow % 24 < 18;
    const tempC = 9 - 7 * Math.cos((2 * Math.PI * h) / (365 * 24)) + 4 * (rnd() - 0.5);
    const heating = Math.max(0, 15 - tempC) * (busy ? 0.4 : 0.1);
    out.push({ hour, tempC, kwh: (busy ? 6 : 1.5) + heating + noise * (rnd() - 0.5) });
  }
  return out;
}

describe('time-of-week-and-temperature model', () => {
  it('reproduces a noiseless building that it can represent exactly', () => {
    const obs = officeYear(0);
    const model = fitTimeOfWeekTemperatureModel(obs, { temperatureGroups: 'occupancy' })!;
    expect(model.r2).toBeGreaterThan(0.999999);
    for (const o of obs.slice(0, 500))
      expect(predictTimeOfWeekTemperatureHour(model, o.hour, o.tempC)).toBeCloseTo(o.kwh, 6);
  });

  it('detects the occupied hours of the week as CalTRACK does', () => {
    const obs = officeYear(0.5);
    const tow = Int32Array.from(obs, (o) => hourOfWeek(o.hour));
    const occupied = occupiedHoursOfWeek(
      tow,
      Float64Array.from(obs, (o) => o.tempC),
      Float64Array.from(obs, (o) => o.kwh),
    );
    const expected = Array.from(
      { length: 168 },
      (_, t) => t < 5 * 24 && t % 24 >= 8 && t % 24 < 18,
    );
    expect(occupied).toEqual(expected);
  });

  it('occupancy groups give the busy hours their own, steeper heating slope', () => {
    const model = fitTimeOfWeekTemperatureModel(officeYear(0.5), {
      temperatureGroups: 'occupancy',
    })!;
    expect(model.temperatureGroups).toBe('occupancy');
    expect(model.slopes).toHaveLength(2);
    // Segment 10–15 °C: slope −0.4 kWh/h per K when occupied, −0.1 when not.
    expect(model.slopes[0]![3]).toBeCloseTo(-0.4, 1);
    expect(model.slopes[1]![3]).toBeCloseTo(-0.1, 1);
  });

  it('a robust fit is not pulled by a few meter spikes that plain least squares follows', () => {
    const clean = officeYear(0.5, 2);
    const spiked = clean.map((o, i) => (i % 97 === 0 ? { ...o, kwh: o.kwh + 200 } : o));
    const truth = fitTimeOfWeekTemperatureModel(clean)!;
    const ols = fitTimeOfWeekTemperatureModel(spiked)!;
    const robust = fitTimeOfWeekTemperatureModel(spiked, { robust: true })!;
    const error = (m: typeof truth) =>
      m.hourOfWeekKwh.reduce((s, a, t) => s + Math.abs(a - truth.hourOfWeekKwh[t]!), 0) / 168;
    expect(error(ols)).toBeGreaterThan(1);
    expect(error(robust)).toBeLessThan(error(ols) / 5);
  });
});
