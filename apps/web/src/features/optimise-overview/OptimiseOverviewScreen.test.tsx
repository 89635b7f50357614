import { chartMessages, planMessages } from '@wattwise/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import OptimiseOverviewScreen from './OptimiseOverviewScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const school = {
  name: 'School',
  path: 'school',
  type: 'BUILDING',
  children: [],
  dataFrequency: 'HOURLY',
  lastMeteringDateTime: '2019-06-30T23:00:00.000Z',
};
const days = Array.from({ length: 30 }, (_, i) => ({
  x: new Date(Date.UTC(2019, 5, 1 + i)).toISOString(),
  y: 400 + i,
}));
const notFound = { kind: 'http', status: 500, route: 'data.series.node', message: 'boom' };

function show(answers: FakeAnswers, path = `/optimise/${siteId}/building/school/overview`) {
  const api = fakeApi({
    'spatial.tree': [school],
    'data.series.node': series,
    'data.series.site': series,
    'data.interventions.list': [],
    ...answers,
  });
  renderScreen(<OptimiseOverviewScreen />, {
    api,
    path,
    route: path.includes('/building/')
      ? '/optimise/:siteId/building/:buildingId/overview'
      : '/optimise/:siteId',
  });
  return api;
}

type SeriesInput = { params: { stimulus: string }; query: { query: string } };
const aggregatorOf = (input: unknown) =>
  JSON.parse((input as SeriesInput).query.query)[0].aggregators[0] as { value: number };
/** The graph's calls (the KPI totals are one interval longer than the window). */
const seriesCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter(
    (call) => call.name.startsWith('data.series') && aggregatorOf(call.input).value < 100,
  );
/** The server's answer: the days for the graph, one total per KPI stimulus. */
const TOTALS: Record<string, number> = {
  ENERGY_USAGE: 152_340,
  ENERGY_COST: 41_250.5,
  ENERGY_CO2: 31_020,
};
function series(input: unknown) {
  if (aggregatorOf(input).value < 100) return { dataPoints: days, notices: [], sandbox: false };
  const stimulus = (input as SeriesInput).params.stimulus;
  return { dataPoints: [{ x: days[0]?.x, y: TOTALS[stimulus] }], notices: [], sandbox: false };
}

describe('Optimise overview screen', { timeout: 30_000 }, () => {
  it('shows the 12 months up to the last reading of the building', async () => {
    const api = show({});
    expect(await screen.findByText('Last 12 months up until 30 June 2019')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Energy usage' })).toBeTruthy();
    const [call] = seriesCalls(api);
    const [query] = JSON.parse((call?.input as { query: { query: string } }).query.query);
    expect(query.start).toMatchObject({ value: -365, reference: '2019-06-30T23:00:00.000Z' });
    expect(query.propertyType).toBe('OBSERVABLE');
  });

  it('says a building without readings has none yet, instead of KPIs that never load', async () => {
    const api = show({ 'spatial.tree': [{ ...school, lastMeteringDateTime: null }] });
    expect(await screen.findByText(planMessages.overviewNoReadings)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.calls.some((call) => call.name.startsWith('data.series'))).toBe(false);
  });

  it('shows the window totals the server sums as KPIs', async () => {
    show({});
    // 152,340 kWh from the server, shown in MWh by the domain rule (spec §9).
    const usage = await screen.findByRole('article', { name: 'Energy usage' });
    await waitFor(() => expect(usage.textContent).toMatch(/152 MWh/));
    const cost = screen.getByRole('article', { name: 'Energy cost' });
    await waitFor(() => expect(cost.textContent).toMatch(/£41,251/));
    expect(screen.getByRole('article', { name: 'Energy CO2' }).textContent).toMatch(/31,020/);
  });

  it('asks for the site series at site level', async () => {
    const api = show({}, `/optimise/${siteId}`);
    await screen.findByRole('figure', { name: 'Energy usage' });
    expect(seriesCalls(api).map((call) => call.name)).toEqual(['data.series.site']);
    expect(api.calls.some((call) => call.name === 'data.series.node')).toBe(false);
  });

  it('has a graph tab per stimulus of the node and asks for the chosen one', async () => {
    const api = show({
      'data.stimulus': {
        TEMPERATURE: { label: 'Temperature', unit: '°C' },
        ENERGY_USAGE: { label: 'Energy usage', unit: 'kWh' },
        GAS: { label: 'Gas', unit: 'kWh' },
      },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Graphs' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Energy usage', 'Gas', 'Temperature']),
    );
    await screen.findByRole('figure', { name: 'Energy usage' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Temperature' }));
    expect(await screen.findByRole('figure', { name: 'Temperature' })).toBeTruthy();
    const last = seriesCalls(api).at(-1)?.input as SeriesInput;
    expect(last.params.stimulus).toBe('TEMPERATURE');
    // temperatures are averaged, energy summed (spec §9, packages/domain)
    expect(JSON.parse(last.query.query)[0].aggregators[0].type).toBe('AVG');
  });

  it('asks the building to be chosen when the site has none', async () => {
    show({ 'spatial.tree': [] }, `/optimise/${siteId}`);
    expect(await screen.findByText(planMessages.overviewNoBuilding)).toBeTruthy();
  });

  it('refetches with the roll-down of a new granularity', async () => {
    const api = show({});
    await screen.findByRole('figure', { name: 'Energy usage' });
    await userEvent.selectOptions(screen.getByLabelText('Granularity'), 'DAILY');
    await waitFor(() => expect(seriesCalls(api)).toHaveLength(2));
    const last = seriesCalls(api).at(-1)?.input as { query: { query: string } };
    expect(JSON.parse(last.query.query)[0].aggregators).toEqual([
      { type: 'SUM', value: 4, unit: 'hours' },
    ]);
  });

  it('shows the load error once, does not retry it, and another granularity asks again', async () => {
    const api = show({ 'data.series.node': notFound });
    expect(await screen.findByText(chartMessages.loadError)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seriesCalls(api)).toHaveLength(1);
    // No dead end: the chart's controls stay beside the error.
    await userEvent.selectOptions(screen.getByLabelText('Granularity'), 'DAILY');
    await waitFor(() => expect(seriesCalls(api)).toHaveLength(2));
  });

  it('creates an intervention from the button and shows its marker', async () => {
    const created: unknown[] = [];
    const api = show({
      'data.interventions.create': (input: unknown) => {
        created.push(input);
        return null;
      },
      'data.interventions.list': () =>
        created.length
          ? [
              {
                id: 'i1',
                dateTime: '2019-06-15T00:00:00Z',
                title: 'LED lighting',
                description: 'Hall',
                stimulusType: 'ENERGY_USAGE',
              },
            ]
          : [],
    });
    await screen.findByRole('figure', { name: 'Energy usage' });
    await userEvent.click(screen.getByRole('button', { name: chartMessages.addIntervention }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'LED lighting');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Hall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: /Intervention: LED lighting/ })).toBeTruthy();
    expect(created[0]).toMatchObject({
      params: { siteId, path: 'school' },
      body: {
        title: 'LED lighting',
        text: 'Hall',
        date: '2019-06-30',
        stimulusType: 'ENERGY_USAGE',
      },
    });
    expect(api.calls.filter((c) => c.name === 'data.interventions.list').length).toBeGreaterThan(1);
  });

  it("says an intervention's measured saving on its marker", async () => {
    const sentence = 'Since “LED lighting” on 15 June: 3,100 kWh avoided (±900 at 90 %).';
    show({
      'data.interventions.list': [
        {
          id: 'i1',
          dateTime: '2019-06-15T00:00:00Z',
          title: 'LED lighting',
          description: 'Hall',
          stimulusType: 'ENERGY_USAGE',
          measuredSavings: [{ fuel: 'electricity', sentence }],
        },
      ],
    });
    const marker = await screen.findByRole('button', { name: /Intervention: LED lighting/ });
    expect(marker.getAttribute('aria-label')).toContain(sentence);
  });

  it('a double-click on the graph opens the dialog dated at the nearest reading', async () => {
    show({});
    await screen.findByRole('figure', { name: 'Energy usage' });
    fireEvent.doubleClick(screen.getByRole('application'), { clientX: 0, clientY: 100 });
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    expect(days.map((day) => day.x.slice(0, 10))).toContain(date.value);
  });
});
