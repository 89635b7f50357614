import { planMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import OptimiseImprovementScreen from './OptimiseImprovementScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const school = {
  name: 'School',
  path: 'school',
  type: 'BUILDING',
  children: [],
  dataFrequency: 'DAILY',
  lastMeteringDateTime: '2019-06-30T23:00:00.000Z',
};
const led = {
  id: 'led',
  title: 'LED lighting',
  description: 'Replace fluorescent fittings.',
  scenarioType: 'RECOMMENDED',
  appliesTo: ['school'],
  indicators: [
    { value: 1200, unit: 'GBP', text: 'per year', variant: 'POSITIVE', isCurrency: true },
  ],
};
/** The server's answer: the yearly saving spread over the periods of the granularity. */
const PERIODS: Record<string, number> = { DAILY: 365, WEEKLY: 52, MONTHLY: 12, YEARLY: 1 };
function overview(input: unknown) {
  const timespan = (input as { query: { timespan: string } }).query.timespan;
  return {
    kpis: [{ text: 'Energy cost', value: 24_000, unit: 'GBP', isCurrency: true }],
    areasForImprovement: [{ title: 'Lighting', text: 'Lighting uses 30% of electricity.' }],
    scenarios: [led],
    totalSavings: 1200 / (PERIODS[timespan] ?? 1),
    totalSavingsUnit: 'GBP',
  };
}

function show(answers: FakeAnswers, path = `/optimise/${siteId}/building/school/improvement`) {
  const api = fakeApi({
    'spatial.tree': [school],
    'optimise.improvement.overview': overview,
    ...answers,
  });
  renderScreen(<OptimiseImprovementScreen />, {
    api,
    path,
    route: path.includes('/building/')
      ? '/optimise/:siteId/building/:buildingId/improvement'
      : '/optimise/:siteId/improvement',
  });
  return api;
}

describe('Optimise improvement screen', { timeout: 30_000 }, () => {
  it('shows the KPIs, areas for improvement, scenarios with badges and the yearly saving', async () => {
    show({});
    expect(
      await screen.findByText(
        'Potential savings of £1,200 per year with the recommended scenarios',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Energy cost' })).toBeTruthy();
    const areas = screen.getByRole('list', { name: 'Areas for improvement' });
    expect(within(areas).getByText('Lighting uses 30% of electricity.')).toBeTruthy();
    const card = screen.getByRole('listitem', { name: 'LED lighting' });
    expect(within(card).getByRole('list', { name: 'LED lighting indicators' }).textContent).toMatch(
      /£1,200/,
    );
  });

  it('re-fetches the savings per period when the granularity changes', async () => {
    const api = show({});
    await screen.findByText(/^Potential savings of .* per year/);
    await userEvent.click(screen.getByRole('button', { name: /Granularity/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    expect(
      await screen.findByText('Potential savings of £100 per month with the recommended scenarios'),
    ).toBeTruthy();
    const asked = api.calls
      .filter((call) => call.name === 'optimise.improvement.overview')
      .map((call) => (call.input as { query: { timespan: string } }).query.timespan);
    expect(asked).toEqual(['YEARLY', 'MONTHLY']);
  });

  it('offers only granularities the data frequency allows', async () => {
    show({ 'spatial.tree': [{ ...school, dataFrequency: 'MONTHLY' }] });
    await screen.findByText(/^Potential savings of .* per year/);
    await userEvent.click(screen.getByRole('button', { name: /Granularity/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Monthly', 'Yearly']);
  });

  it("shows '---' when the saving is negative", async () => {
    show({
      'optimise.improvement.overview': (input: unknown) => ({
        ...overview(input),
        totalSavings: -40,
      }),
    });
    expect(
      await screen.findByText('Potential savings of --- per year with the recommended scenarios'),
    ).toBeTruthy();
  });

  it('reads a KPI whose figure rises, and a scenario that costs more to run, as increases', async () => {
    const heatPump = {
      ...led,
      id: 'AIR_SOURCE_HEAT_PUMP',
      title: 'Air source heat pump',
      figures: {
        savingGbp: -213,
        savingRange: { low: -296, high: -151 },
        energySavingKwh: 7_200,
        energySavingRange: null,
        carbonSavingKg: 900,
        carbonSavingRange: null,
        rangeBasis: 'model',
        fuelChanges: [],
        pv: null,
        capitalCostGbp: 12_000,
        capitalCostRange: { low: 10_000, high: 14_000 },
        costSource: 'test',
        costPriceYear: 2023,
        paybackYears: null,
        payback: {
          state: 'NOT_WITHIN_LIFE',
          years: null,
          lowYears: null,
          highYears: null,
          lifetimeYears: 15,
          text: 'Does not pay back within its 15-year life',
        },
        lifetimeYears: 15,
        lifetimeSource: 'test',
      },
    };
    show({
      'optimise.improvement.overview': (input: unknown) => ({
        ...overview(input),
        kpis: [
          {
            text: 'Energy cost',
            value: 24_213,
            unit: 'GBP',
            isCurrency: true,
            range: { low: 21_000, high: 27_000 },
            saving: -213,
          },
        ],
        scenarios: [heatPump],
      }),
    });
    const kpi = await screen.findByRole('article', { name: 'Energy cost' });
    expect(kpi.textContent).toContain('£213 more per year');
    const card = screen.getByRole('listitem', { name: 'Air source heat pump' });
    expect(card.textContent).toContain('£210 more per year (£150–£300)');
    expect(card.textContent).toContain('Does not pay back within its 15-year life');
  });

  it('asks for a building at site level', async () => {
    const api = show({}, `/optimise/${siteId}/improvement`);
    expect(await screen.findByText(planMessages.selectBuilding)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((c) => c.name === 'optimise.improvement.overview')).toBe(false),
    );
  });
});
