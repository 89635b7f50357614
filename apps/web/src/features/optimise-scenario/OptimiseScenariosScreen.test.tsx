import type { Scenario } from '@wattwise/api';
import { chatMessages, planMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import OptimiseScenariosScreen from './OptimiseScenariosScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };

const scenario = (id: string, title: string, toggled = false) =>
  ({
    id,
    title,
    description: `${title} for this building.`,
    scenarioType: 'OPERATIONAL',
    appliesTo: ['main'],
    indicators: [{ value: 1200, unit: 'GBP', text: 'saved per year', isCurrency: true }],
    mutuallyExclusiveWith: [],
    exclusive: false,
    toggleable: true,
    customisable: true,
    toggled,
  }) as unknown as Scenario;

const heating = scenario('heating-night', 'Heating off at night', true);
const lights = scenario('lights-evening', 'Lights off in the evening');
const boiler = scenario('boiler-tune', 'Boiler tune-up');

function show(answers: FakeAnswers = {}, path = `/optimise/${siteId}/building/main/scenarios`) {
  const api = fakeApi({
    'spatial.tree': [{ name: 'Main', path: 'main', type: 'BUILDING', children: [] }],
    'optimise.scenario.list': {
      recommendedScenarios: [heating, lights],
      completedScenarios: [boiler],
      usingAI: true,
    },
    'optimise.scenario.potential': (input: { query: { selectedScenarios: string } }) => ({
      totalSavings: {
        value: input.query.selectedScenarios.split(';').length * 1200,
        currencyCode: 'GBP',
        percentage: 5,
      },
      currentEpcRating: null,
      potentialEpcRating: null,
      kpis: [],
    }),
    'optimise.scenario.followUp': ['Switching off at 19:00 saves £1,200 a year.'],
    ...answers,
  });
  renderScreen(<OptimiseScenariosScreen />, { api, path });
  return api;
}

const results = () => screen.getByRole('complementary', { name: planMessages.results });

describe('Optimise scenarios', { timeout: 30_000 }, () => {
  it("starts from the user's stored selection and stores every change", async () => {
    const api = show();
    const heatingSwitch = await screen.findByRole('switch', { name: heating.title }, waitLong);
    expect((heatingSwitch as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(within(results()).getByText('£1,200')).toBeTruthy(), waitLong);
    await userEvent.click(screen.getByRole('switch', { name: lights.title }));
    await waitFor(() => expect(within(results()).getByText('£2,400')).toBeTruthy(), waitLong);
    const stored = api.calls.filter((c) => c.name === 'optimise.scenario.selection');
    expect(stored.at(-1)?.input).toEqual({
      params: { siteId, path: 'main' },
      body: { selectedScenarios: ['heating-night', 'lights-evening'] },
    });
  });

  it('disables the Timeline tab while no scenario is selected', async () => {
    show();
    await userEvent.click(await screen.findByRole('switch', { name: heating.title }, waitLong));
    expect(
      screen.getByRole('tab', { name: planMessages.tabTimeline }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(results()).getByText(planMessages.noneSelected)).toBeTruthy();
  });

  it('lists implemented scenarios under Completed and implements from the card menu', async () => {
    const api = show();
    await userEvent.click(
      await screen.findByRole('tab', { name: planMessages.tabCompleted }, waitLong),
    );
    expect(await screen.findByRole('switch', { name: boiler.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: planMessages.tabRecommended }));
    await userEvent.click(screen.getByRole('button', { name: `More actions for ${lights.title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Implement' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'optimise.scenario.implement')?.input).toMatchObject({
        params: { siteId, path: 'main', scenarioId: 'lights-evening' },
      }),
    );
  });

  it("answers in the 'Ask Optimise' chat on the Optimise route, which grows after the first message", async () => {
    const api = show();
    await userEvent.click(
      await screen.findByRole('button', { name: `More actions for ${heating.title}` }, waitLong),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'More info' }));
    const chat = screen.getByRole('region', { name: chatMessages.title });
    expect(chat.getAttribute('data-min-size')).toBe('20');
    await userEvent.type(
      within(chat).getByRole('textbox', { name: 'Message' }),
      'How much?{Enter}',
    );
    expect(
      await within(chat).findByText('Switching off at 19:00 saves £1,200 a year.'),
    ).toBeTruthy();
    expect(chat.getAttribute('data-min-size')).toBe('40');
    expect(api.calls.find((c) => c.name === 'optimise.scenario.followUp')?.input).toEqual({
      params: { siteId, id: 'main', scenarioId: 'heating-night' },
      body: { prompt: 'How much?' },
    });
  });

  it('asks for a building at site level', async () => {
    show({}, `/optimise/${siteId}/scenarios`);
    expect(await screen.findByText(planMessages.selectBuilding)).toBeTruthy();
  });
});
