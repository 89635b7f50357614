import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { estimate } from '../model/estimate';
import { costForPayback } from '../scenarios/costForPayback';
import { evaluateScenarios } from '../scenarios/evaluateScenarios';
import { COLUMNS_PER_DAY, operationalTimeline, roundToQuarterHour } from './operationalTimeline';
import { timelineEntries } from './timelineEntries';

const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 2,
  yearOfConstruction: 1990,
  heatingFuel: 'NATURAL_GAS',
  occupiedHoursPerWeek: 50,
};

describe('operational timeline', () => {
  it('rounds minutes to quarter hours at 8, 23, 38, 53', () => {
    expect([7, 8, 22, 23, 37, 38, 52, 53].map(roundToQuarterHour)).toEqual([
      0, 15, 15, 30, 30, 45, 45, 60,
    ]);
  });

  it('worked example: a 50 h office (weekdays 08:00–18:00) — set-point in heated hours, schedule cut at the start, equipment off outside hours', () => {
    const t = operationalTimeline(office, [
      { id: 'HEATING_SETPOINT_REDUCTION' },
      { id: 'HEATING_SCHEDULE_OPTIMISATION', parameters: { reductionPercent: 10 } },
      { id: 'EQUIPMENT_SHUTDOWN' },
      { id: 'LED_LIGHTING' }, // not operational: left out
    ]);
    expect(t.map((x) => x.id)).toEqual([
      'HEATING_SETPOINT_REDUCTION',
      'HEATING_SCHEDULE_OPTIMISATION',
      'EQUIPMENT_SHUTDOWN',
    ]);
    expect(t[0]!.week).toHaveLength(7);
    expect(t[0]!.week[0]).toHaveLength(COLUMNS_PER_DAY);
    expect(t[0]!.segments.slice(0, 1)).toEqual([{ day: 0, startColumn: 32, endColumn: 72 }]);
    expect(t[0]!.segments.filter((s) => s.day >= 5)).toEqual([]);
    // 10 % of 10 heated hours = 60 minutes, cut from 08:00.
    expect(t[1]!.segments[0]).toEqual({ day: 0, startColumn: 32, endColumn: 36 });
    expect(t[2]!.segments[0]).toEqual({ day: 0, startColumn: 0, endColumn: 32 });
    expect(t[2]!.segments.find((s) => s.day === 5)).toEqual({
      day: 5,
      startColumn: 0,
      endColumn: 96,
    });
    // As timeline entries for the week of Monday 3 June 2024 (BST).
    const entries = timelineEntries(t, '2024-06-03');
    expect(entries.map((e) => e.date)).toEqual([
      '2024-06-03',
      '2024-06-04',
      '2024-06-05',
      '2024-06-06',
      '2024-06-07',
      '2024-06-08',
      '2024-06-09',
    ]);
    const cut = entries[0]!.scenarios.find((s) => s.title === 'Tighten the heating schedule')!;
    expect(cut).toMatchObject({
      text: '08:00–09:00',
      start: '2024-06-03T08:00:00+01:00',
      end: '2024-06-03T09:00:00+01:00',
    });
  });
});

describe('capital cost override', () => {
  it("'Update Cost' replaces the catalogue cost, 'Set ROI' gives the cost of a chosen payback", () => {
    const base = evaluateScenarios(office, [{ id: 'LED_LIGHTING' }]);
    const entered = evaluateScenarios(office, [{ id: 'LED_LIGHTING', capitalCostGbp: 5000 }]);
    expect(entered.capitalCostGbp).toBe(5000);
    expect(entered.measures[0]!.costSource).toBe('Entered by the user');
    expect(entered.totalSavings.value).toBeCloseTo(base.totalSavings.value, 9);
    const cost = costForPayback(office, { id: 'LED_LIGHTING' }, 4);
    const atRoi = evaluateScenarios(office, [{ id: 'LED_LIGHTING', capitalCostGbp: cost }]);
    expect(atRoi.roiYears).toBeCloseTo(4, 9);
    expect(estimate(office).annual.costGbp.value).toBeGreaterThan(0);
  });
});
