import type { Scenario, ScenarioFigures } from '@wattwise/api';
import { diagnoseMessages, planMessages } from '@wattwise/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import ImprovementPlanScreen from './ImprovementPlanScreen';

/**
 * The plan reads every figure with its sign: a heat pump on gas prices costs more to run and
 * says so on its card, in the total, the KPI cards and the chart; a measure with no cost has no
 * payback in years; one that does not pay back within its life says so; ranges stand beside the
 * figures; the EPC shows its scores before and after with the engine's reason; and while the
 * building is modelled again the stored figures stay, marked as being updated.
 */
const siteId = '00000000-0000-4000-8000-000000000001';
const path = `/predict/${siteId}/main/improvement-plan`;
const waitLong = { timeout: 10_000 };

const payback = (state: string, years: number | null, life: number, text: string) => ({
  state: state as 'PAYS_BACK',
  years,
  lowYears: years,
  highYears: years,
  lifetimeYears: life,
  text,
});

function figures(saving: number, cost: number, extra: Partial<ScenarioFigures>) {
  return {
    savingGbp: saving,
    savingRange: null,
    energySavingKwh: 0,
    energySavingRange: null,
    carbonSavingKg: 0,
    carbonSavingRange: null,
    rangeBasis: 'model',
    fuelChanges: [],
    pv: null,
    capitalCostGbp: cost,
    capitalCostRange: { low: cost, high: cost },
    costSource: 'test',
    costPriceYear: 2023,
    paybackYears: null,
    lifetimeYears: 20,
    lifetimeSource: 'test',
    ...extra,
  } as ScenarioFigures;
}

const scenario = (id: string, title: string, f: ScenarioFigures, extra: Partial<Scenario> = {}) =>
  ({
    id,
    title,
    description: `${title}.`,
    scenarioType: 'FABRIC',
    appliesTo: ['main'],
    // The engine's indicators (magnitudes with a direction); the figures replace them on cards.
    indicators: [
      {
        value: Math.abs(f.savingGbp),
        unit: 'GBP',
        text: f.savingGbp < 0 ? 'more per year' : 'saved per year',
        variant: f.savingGbp < 0 ? 'NEGATIVE' : 'POSITIVE',
        direction: f.savingGbp < 0 ? 'UP' : 'DOWN',
        isCurrency: true,
      },
    ],
    mutuallyExclusiveWith: [],
    exclusive: false,
    toggleable: true,
    customisable: true,
    figures: f,
    ...extra,
  }) as Scenario;

const heatPump = scenario(
  'AIR_SOURCE_HEAT_PUMP',
  'Air source heat pump',
  figures(-213, 12_000, {
    savingRange: { low: -296, high: -151 },
    energySavingKwh: 7_200,
    lifetimeYears: 15,
    payback: payback('NOT_WITHIN_LIFE', null, 15, 'Does not pay back within its 15-year life'),
  }),
);
const setPoint = scenario(
  'HEATING_SETPOINT_REDUCTION',
  'Lower the heating set-point',
  figures(62, 0, { payback: payback('NO_COST', null, 20, 'No installation cost') }),
  { scenarioType: 'OPERATIONAL' },
);
const glazing = scenario(
  'DOUBLE_GLAZING',
  'Double glazing',
  figures(77, 6_000, {
    payback: payback('NOT_WITHIN_LIFE', null, 20, 'Does not pay back within its 20-year life'),
  }),
  {
    applies: {
      where: 'single glazing is still fitted',
      probability: 0.2,
      settledByParameter: false,
      sentence: 'About 2 in 10 homes like this still have single glazing: check yours.',
      parameterId: 'glazingType',
      parameterName: 'Glazing',
    },
  },
);

const results = {
  totalSavings: {
    value: -151,
    currencyCode: 'GBP',
    percentage: -8,
    range: { low: -240, high: -60 },
  },
  currentEpcRating: 'D',
  potentialEpcRating: 'D',
  epcChange: {
    kind: 'SAP',
    before: { rating: 58, band: 'D' },
    after: { rating: 59, band: 'D' },
    energyChangePercent: -45,
    ratedChangePercent: -2,
    explanation:
      'A heat pump cuts energy use by 45 %, but SAP prices electricity at 3.8 times gas.',
  },
  rangeBasis: 'model',
  kpis: [
    {
      text: 'Annual energy cost',
      value: 2_051,
      unit: 'GBP',
      isCurrency: true,
      range: { low: 1_800, high: 2_300 },
      saving: -151,
    },
  ],
};

function show(running = 'FALSE') {
  const api = fakeApi({
    'predict.improvement.list': {
      scenarios: [heatPump, setPoint, glazing],
      scenarioIds: {},
      currentEPC: 'D',
      energyModelRunning: running,
    },
    'predict.improvement.potential': results,
  });
  renderScreen(<ImprovementPlanScreen />, {
    api,
    path,
    route: '/predict/:siteId/:buildingId?/improvement-plan',
  });
  return api;
}

const card = (title: string) => screen.getByRole('article', { name: title });
const panel = () => screen.getByRole('complementary', { name: planMessages.results });

describe('the plan read with its signs', { timeout: 30_000 }, () => {
  it('says on the cards what costs more, what costs nothing and what never pays back', async () => {
    show();
    await screen.findByRole('switch', { name: 'Air source heat pump' }, waitLong);
    expect(card('Air source heat pump').textContent).toContain('£210 more per year (£150–£300)');
    expect(card('Air source heat pump').textContent).not.toContain('saved per year (£');
    expect(card('Air source heat pump').textContent).toContain(
      'Does not pay back within its 15-year life',
    );
    expect(card('Lower the heating set-point').textContent).toContain('No installation cost');
    expect(card('Lower the heating set-point').textContent).not.toContain('years to pay back');
    expect(card('Double glazing').textContent).toContain(
      'Does not pay back within its 20-year life',
    );
    expect(card('Double glazing').textContent).toContain(
      'About 2 in 10 homes like this still have single glazing: check yours.',
    );
  });

  it('reads an increase as one in the total, the KPI cards and the chart, with the EPC scores', async () => {
    show();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Air source heat pump' }, waitLong),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Lower the heating set-point' }));
    const total = await within(panel()).findByRole(
      'region',
      { name: planMessages.totalPotentialSavings },
      waitLong,
    );
    expect(total.textContent).toContain('more per year');
    expect(total.textContent).toContain('EPC D 58 to D 59');
    expect(total.textContent).toContain(results.epcChange.explanation);
    const cost = within(panel()).getByRole('article', { name: 'Annual energy cost' });
    expect(cost.textContent).toContain('£151 more per year');
    expect(cost.textContent).toContain('£1,800');
    // The chart: the heat pump's bar is a loss, the set-point's a saving.
    expect(await within(panel()).findByText('£213 more', {}, waitLong)).toBeTruthy();
    expect(within(panel()).getByText('£62.00')).toBeTruthy();
  });

  it('keeps the stored figures while the building is modelled again, and says so', async () => {
    show('TRUE');
    expect(await screen.findByText(diagnoseMessages.recalibrating, {}, waitLong)).toBeTruthy();
    expect(card('Air source heat pump').textContent).toContain('£210 more per year');
  });
});
