import { createHash } from 'node:crypto';
import {
  DAY_MS,
  climateRegionFor,
  estimate,
  utcToUkWallClock as ukWallClock,
  type BuildingFacts,
} from '@wattwise/energy-model';
import type { HalfHourReading } from './provider';

/** Half an hour in milliseconds: the smart meter's reading interval. */
const HALF_HOUR_MS = DAY_MS / 48;

/** How many months of history the sandbox meter holds (the past 13 months, so a year's comparison has a month either side). */
const SANDBOX_HISTORY_MONTHS = 13;

/** A deterministic number in [0, 1) from a text. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Share of a day's electricity in each local half-hour (assumed shapes, not measured): offices
 * and other non-domestic buildings draw a base load of 40 % of their working-hours level outside
 * 07:00–19:00 and at weekends; homes follow a morning and an evening peak.
 */
function dayShape(domestic: boolean, weekend: boolean): number[] {
  const weights = Array.from({ length: 48 }, (_, slot) => {
    const hour = slot / 2;
    if (domestic) {
      const morning = Math.exp(-(((hour - 7.5) / 1.2) ** 2));
      const evening = Math.exp(-(((hour - 19) / 2) ** 2));
      const night = hour < 6 ? 0.25 : 0.45;
      return night + 0.8 * morning + 1.4 * evening + (weekend ? 0.3 : 0);
    }
    const working = !weekend && hour >= 7 && hour < 19;
    return working ? 1 : 0.4;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/**
 * The sandbox meter's half-hourly electricity for the 13 months before `now`: the engine's
 * monthly electricity estimate of the building (its SAP Appendix U climate region's monthly
 * weather) spread over days (weekday/weekend level, a daily weather swing of ±4 °C around the
 * month's mean, the same for every meter of the region that day) and over half-hours by a day
 * shape. Deterministic for (facts, mpan, now): the same meter always
 * reads the same. Made-up data: the caller stores it flagged `sandbox`.
 */
export function sandboxReadings(facts: BuildingFacts, mpan: string, now: Date): HalfHourReading[] {
  const model = estimate(facts);
  const firstPoint = facts.coordinates?.[0];
  const region = climateRegionFor(
    facts.location ?? (firstPoint ? { lon: firstPoint[0], lat: firstPoint[1] } : undefined),
  );
  const electricHeating = (facts.heatingFuel ?? '').includes('ELECTRICITY');
  // Extra electricity per °C colder than the month's mean (assumption: fans, pumps, plug-in
  // heaters; more with electric heating).
  const perDegree = electricHeating ? 0.04 : 0.015;
  const weekdayLevel = model.domestic ? 0.95 : 1.2;
  const weekendLevel = (7 - 5 * weekdayLevel) / 2;
  const shapes = {
    weekday: dayShape(model.domestic, false),
    weekend: dayShape(model.domestic, true),
  };

  const end = Math.floor(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS;
  const startDate = new Date(end);
  startDate.setUTCMonth(startDate.getUTCMonth() - SANDBOX_HISTORY_MONTHS);
  const start = Math.floor(startDate.getTime() / DAY_MS) * DAY_MS;

  const readings: HalfHourReading[] = [];
  const dayFactors = new Map<number, number>();
  for (let utc = start; utc < end; utc += HALF_HOUR_MS) {
    const wall = new Date(ukWallClock(utc));
    const month = wall.getUTCMonth();
    const daysInMonth = new Date(Date.UTC(wall.getUTCFullYear(), month + 1, 0)).getUTCDate();
    const dayKey = Math.floor(wall.getTime() / DAY_MS);
    let dayFactor = dayFactors.get(dayKey);
    if (dayFactor === undefined) {
      const weekend = wall.getUTCDay() === 0 || wall.getUTCDay() === 6;
      // Daily mean temperature: the month's mean ± up to 4 °C, the same for every meter that day.
      const colder = (unit(`weather:${region.id}:${dayKey}`) - 0.5) * 8;
      dayFactor = (weekend ? weekendLevel : weekdayLevel) * Math.max(0.5, 1 + perDegree * colder);
      dayFactors.set(dayKey, dayFactor);
    }
    const weekend = wall.getUTCDay() === 0 || wall.getUTCDay() === 6;
    const slot = wall.getUTCHours() * 2 + (wall.getUTCMinutes() >= 30 ? 1 : 0);
    const monthKwh = model.monthly[month]?.byFuel.electricity ?? 0;
    const shape = (weekend ? shapes.weekend : shapes.weekday)[slot] ?? 0;
    const noise = 0.9 + 0.2 * unit(`${mpan}:${utc}`);
    const kwh = (monthKwh / daysInMonth) * dayFactor * shape * noise;
    readings.push({ start: new Date(utc).toISOString(), kwh: Math.round(kwh * 1000) / 1000 });
  }
  return readings;
}
