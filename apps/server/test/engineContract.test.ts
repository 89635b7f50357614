/**
 * The engine's outputs pass the contract's response schemas (issue 10 §4 "Agree with the
 * contract"): the server is the one workspace that imports both, so the check lives here. Fields
 * only the server knows (appliesTo, energyModelRunning, usingAI) are added here as the server does.
 */
import {
  buildingPerformanceSchema,
  dataPointSchema,
  diagnosisSchema,
  parameterGroupSchema,
  scenarioResultsSchema,
  scenarioSchema,
  scheduleSchema,
  targetCheckSchema,
  timelineEntrySchema,
} from '@wattwise/api/contract';
import {
  buildingParameters,
  defaultSpaceSchedules,
  diagnose,
  diagnoseKpis,
  estimatePotential,
  estimatePrepared,
  evaluateScenarios,
  listScenarios,
  nationalAverageRating,
  operationalTimeline,
  performanceLevel,
  predictSeries,
  prepareBuilding,
  searchEpcTarget,
  timelineEntries,
  type BuildingFacts,
} from '@wattwise/energy-model';
import { describe, expect, it } from 'vitest';

const house: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
};
/** A new all-electric office with PV: its asset rating is below 0, band A+. */
const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 3,
  yearOfConstruction: 2022,
  heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
  location: { lat: 51.5, lon: -0.1 },
};

describe('engine outputs against the contract', () => {
  it.each([
    ['house', house],
    ['office', office],
  ])('every scenario of the %s, and their combined results', (_, facts) => {
    const scenarios = listScenarios(facts);
    expect(scenarios.length).toBeGreaterThan(3);
    for (const s of scenarios) scenarioSchema.parse({ ...s, appliesTo: ['building'] });
    const types = new Set(scenarios.map((s) => s.scenarioType));
    expect(
      [...types].every((t) => ['FABRIC', 'SYSTEMS', 'RENEWABLES', 'OPERATIONAL'].includes(t)),
    ).toBe(true);
    // Two measures that can go together: the first of two different kinds (two heating systems
    // exclude each other, and the engine refuses such a pair).
    const pair = [...types].slice(0, 2).map((t) => scenarios.find((s) => s.scenarioType === t)!);
    const results = evaluateScenarios(
      facts,
      pair.map((s) => ({ id: s.id })),
    );
    const parsed = scenarioResultsSchema.parse(results);
    expect(parsed.comfortLevel).toBeGreaterThanOrEqual(0);
    expect(parsed.comfortLevel).toBeLessThanOrEqual(100);
  });

  it('accepts A+ from a non-domestic asset rating below 0', () => {
    const withPv = listScenarios(office).find((s) => s.id === 'SOLAR_PV');
    const results = evaluateScenarios(office, withPv ? [{ id: 'SOLAR_PV' }] : []);
    expect(() => scenarioResultsSchema.parse(results)).not.toThrow();
    expect(() =>
      scenarioResultsSchema.parse({ ...results, potentialEpcRating: 'A+' }),
    ).not.toThrow();
  });

  it('a diagnosis with KPIs, national average, potential metrics and completeness 0–1', () => {
    const p = prepareBuilding(house);
    const est = estimatePrepared(p);
    const potential = estimatePotential(p, [{ id: 'LOFT_INSULATION' }]);
    const d = diagnose(house, { potential });
    const parsed = diagnosisSchema.parse({
      kpis: diagnoseKpis(est),
      rating: d.rating,
      averageRating: nationalAverageRating(p).band,
      enteredRating: d.enteredRating,
      notices: d.notices,
      diagnoseMetrics: d.diagnoseMetrics ?? {},
      potentialMetrics: d.potentialMetrics ?? {},
      informationCompletePercentage: d.informationCompletePercentage,
      energyModelRunning: 'COMPLETE',
      usingAI: false,
      energyUsageIntensity: d.energyUsageIntensity,
    });
    expect(parsed.informationCompletePercentage).toBeGreaterThan(0);
    expect(parsed.informationCompletePercentage).toBeLessThanOrEqual(1);
    expect(parsed.averageRating).toBe('D'); // EHS 2024: mean SAP 65.42 for 1919–44 homes
  });

  it('the building-parameter catalogue, schedules, target check, map performance and series', () => {
    for (const g of buildingParameters(house)) parameterGroupSchema.parse(g);
    for (const s of defaultSpaceSchedules('Ground/Office', false, 20, 50).schedules)
      scheduleSchema.parse(s);
    const target = searchEpcTarget(house, 'B');
    targetCheckSchema.parse({ potentialRating: target.achievedBand });
    buildingPerformanceSchema.parse({
      performanceLevel: performanceLevel({ certificate: { rating: 'E' } }).performanceLevel,
    });
    const p = prepareBuilding(house);
    const series = predictSeries(p, {
      start: Date.UTC(2024, 0, 1),
      end: Date.UTC(2024, 0, 3),
      granularity: 'hourly',
      temperatures: [
        { wallMs: Date.UTC(2024, 0, 1), tempC: 4 },
        { wallMs: Date.UTC(2024, 0, 2), tempC: 6 },
      ],
    });
    for (let i = 0; i < series.times.length; i++)
      dataPointSchema.parse({ x: series.times[i], y: series.energyKwh[i] });
    expect(series.times).toHaveLength(48);
  });

  it('the operational timeline as timeline entries', () => {
    const office2 = { ...office, yearOfConstruction: 1990, heatingFuel: 'NATURAL_GAS' as const };
    const timelines = operationalTimeline(office2, [
      { id: 'HEATING_SETPOINT_REDUCTION' },
      { id: 'EQUIPMENT_SHUTDOWN' },
    ]);
    const entries = timelineEntries(timelines, '2024-06-03');
    for (const e of entries) timelineEntrySchema.parse(e);
    expect(entries[0]!.scenarios.length).toBeGreaterThan(0);
  });
});
