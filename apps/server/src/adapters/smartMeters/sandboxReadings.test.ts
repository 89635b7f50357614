import { describe, expect, it } from 'vitest';
import { estimate, type BuildingFacts } from '@wattwise/energy-model';
import { sandboxReadings } from './sandboxReadings';

const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1200,
  noFloors: 3,
  yearOfConstruction: 1990,
  heatingFuel: 'NATURAL_GAS',
  coordinates: [
    [-0.1192, 51.5198],
    [-0.1188, 51.5198],
    [-0.1188, 51.5201],
  ],
};
const now = new Date('2026-11-23T13:10:00Z');

describe('sandbox half-hourly readings', () => {
  const readings = sandboxReadings(office, '1200012345679', now);

  it('covers the 13 months before now in consecutive half-hours', () => {
    const first = Date.parse(readings[0]!.start);
    const last = Date.parse(readings.at(-1)!.start);
    expect(new Date(first).toISOString()).toBe('2025-10-23T00:00:00.000Z');
    expect(last).toBe(Date.parse('2026-11-23T12:30:00Z'));
    expect(readings.length).toBe((last - first) / 1_800_000 + 1);
    expect(readings.every((reading) => reading.kwh >= 0)).toBe(true);
  });

  it("adds up to the engine's electricity estimate over a year", () => {
    const year = readings.filter(
      (reading) => reading.start >= '2025-11-01' && reading.start < '2026-11-01',
    );
    const total = year.reduce((sum, reading) => sum + reading.kwh, 0);
    const modelled = estimate(office).annual.byFuel.electricity.value;
    expect(Math.abs(total / modelled - 1)).toBeLessThan(0.05);
  });

  it('uses more on weekday working hours than at night or at weekends (an office)', () => {
    const at = (iso: string) => readings.find((reading) => reading.start === iso)!.kwh;
    expect(at('2026-11-18T11:00:00.000Z')).toBeGreaterThan(at('2026-11-18T02:00:00.000Z') * 1.8);
    expect(at('2026-11-18T11:00:00.000Z')).toBeGreaterThan(at('2026-11-21T11:00:00.000Z') * 1.8);
  });

  it('is the same for the same meter and building, and differs between meters', () => {
    expect(sandboxReadings(office, '1200012345679', now)).toEqual(readings);
    const other = sandboxReadings(office, '2200012833349', now);
    expect(other.map((reading) => reading.kwh)).not.toEqual(readings.map((r) => r.kwh));
  });
});
