import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '@wattwise/energy-model';
import { diagnosisEmailText } from '../src/areas/diagnose/diagnosisEmail';
import { modelBuilding } from '../src/areas/registration/modelResults';
import { installText, measureLines, planEmailLines } from '../src/areas/registration/planWords';

/**
 * The stored plan in words, as the PDF report and the diagnosis e-mail say it: signed savings
 * with their ranges, costs as ranges or 'No installation cost', the engine's payback states,
 * and the EPC before and after with its scores.
 */
const semi: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.52, lon: -0.13 },
};
const results = modelBuilding(semi);
const view = (id: string) => results.scenarios.find((s) => s.id === id)!;

describe('the plan in words', () => {
  it('says an increase as one, a measure without cost as such, and a payback past the life', () => {
    const heatPump = view('AIR_SOURCE_HEAT_PUMP');
    const [saving, cost] = measureLines(heatPump, results.savingRanges?.[heatPump.id]);
    expect(saving).toMatch(/^£[\d,.]+ more per year \(£[\d,.]+–£[\d,.]+\)$/);
    expect(cost).toMatch(
      new RegExp(
        `to install\\. Does not pay back within its ${heatPump.lifetimeYears}-year life\\.$`,
      ),
    );
    const free = results.scenarios.find((s) => s.costGbp === 0)!;
    expect(measureLines(free, undefined)[1]).toBe('No installation cost.');
    expect(installText(0, 0, 0)).toBe('No installation cost');
    expect(installText(1_234, 1_800, 2_460)).toBe('£1,200–£2,500 to install');
  });

  it("gives the e-mail the recommended measures' saving with its range and the EPC with scores", () => {
    const plan = results.plan!;
    const lines = planEmailLines(plan);
    expect(lines[0]).toBe('Improvement potential');
    expect(lines[1]).toMatch(
      new RegExp(
        `^- With the ${plan.measureIds.length} measures we recommend: £[\\d,.]+ saved per year \\(£[\\d,.]+–£[\\d,.]+\\)$`,
      ),
    );
    const { before, after } = plan.results.epcChange;
    expect(lines[2]).toBe(
      `- EPC ${before.band} ${Math.round(before.rating)} to ${after.band} ${Math.round(after.rating)}`,
    );
    const text = diagnosisEmailText(
      {
        buildingName: 'A semi',
        centreCoordinate: [-0.13, 51.52],
        kpis: [],
        enteredRating: null,
        diagnoseMetrics: {} as never,
      },
      'CIBSE',
      'https://example.org/x',
      plan,
    );
    expect(text).toContain(lines[1]);
    expect(planEmailLines(null)).toEqual([]);
  });
});
