import type { Scenario } from '@wattwise/api';
import { SCENARIO_STEPS_SECONDS, chatMessages, planMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import ImprovementPlanScreen from './ImprovementPlanScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };

const led = {
  id: 'led',
  title: 'LED lighting',
  description: 'LED lighting for this building.',
  scenarioType: 'SYSTEMS',
  appliesTo: ['main'],
  indicators: [],
  mutuallyExclusiveWith: [],
  exclusive: false,
  toggleable: true,
  customisable: false,
} as unknown as Scenario;

const steps = {
  improvementSteps: [
    {
      title: 'Check what Mill House needs',
      text: 'A 1,250 m² office.',
      subSteps: [],
      imageURLs: [],
    },
    { title: 'Check the savings', text: 'It saves £2,350 a year.', subSteps: [], imageURLs: [] },
  ],
  followupQuestions: ['How much will I save each year?'],
};

const failure = (route: string) => ({ kind: 'http', route, status: 502, message: 'down' });

function show(answers: FakeAnswers = {}) {
  const api = fakeApi({
    'predict.improvement.list': { scenarios: [led], scenarioIds: {}, currentEPC: 'D' },
    'improvement.steps': steps,
    'improvement.followUp': ['On Mill House it saves £2,350 a year.'],
    ...answers,
  });
  renderScreen(<ImprovementPlanScreen />, {
    api,
    path: `/predict/${siteId}/main/improvement-plan`,
    route: '/predict/:siteId/:buildingId?/improvement-plan',
  });
  return api;
}

async function openMenu(item: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: 'More actions for LED lighting' }, waitLong),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const chat = () => screen.getByRole('region', { name: chatMessages.title });

describe('scenario guidance: steps and chat', { timeout: 30_000 }, () => {
  it('opens from More info, states about 20 seconds, then shows the generated steps', async () => {
    const api = show();
    await openMenu('More info');
    expect(
      await screen.findByText(`Generation takes about ${SCENARIO_STEPS_SECONDS} seconds.`),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'improvement.steps')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Generate implementation steps' }));
    expect(await screen.findByText('Check what Mill House needs')).toBeTruthy();
    expect(screen.getByText('It saves £2,350 a year.')).toBeTruthy();
    expect(api.calls.find((c) => c.name === 'improvement.steps')?.input).toEqual({
      params: { product: 'predict', siteId, id: 'led', path: 'main' },
    });
    // The placeholder is an example question from the follow-up suggestions.
    expect(
      within(chat()).getByRole('textbox', { name: 'Message' }).getAttribute('placeholder'),
    ).toBe('How much will I save each year?');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('switch', { name: 'LED lighting' })).toBeTruthy();
  });

  it("shows the spec's text when the steps cannot be generated", async () => {
    show({ 'improvement.steps': failure('improvement.steps') });
    await openMenu('More info');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate implementation steps' }),
    );
    expect(await screen.findByText(planMessages.stepsFailed)).toBeTruthy();
  });

  it('sends on Enter and appends the reply', async () => {
    const api = show();
    await openMenu('More info');
    const input = await within(chat()).findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'How much will I save?{Enter}');
    expect(await within(chat()).findByText('On Mill House it saves £2,350 a year.')).toBeTruthy();
    expect(within(chat()).getByText('How much will I save?')).toBeTruthy();
    expect(api.calls.find((c) => c.name === 'improvement.followUp')?.input).toEqual({
      params: { product: 'predict', siteId, id: 'main', scenarioId: 'led' },
      body: { prompt: 'How much will I save?' },
    });
  });

  it("marks the message 'Message failed to send' on an error or an empty reply", async () => {
    show({ 'improvement.followUp': failure('improvement.followUp') });
    await openMenu('More info');
    const input = await within(chat()).findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Is it worth it?{Enter}');
    expect(await within(chat()).findByText(chatMessages.failedToSend)).toBeTruthy();
  });

  it('counts an empty reply as failed', async () => {
    show({ 'improvement.followUp': [] });
    await openMenu('More info');
    const input = await within(chat()).findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Hello{Enter}');
    expect(await within(chat()).findByText(chatMessages.failedToSend)).toBeTruthy();
  });
});

describe("'Set ROI'", { timeout: 30_000 }, () => {
  it('sends the payback in years and re-fetches the list', async () => {
    const api = show({ 'predict.improvement.roi': { roiYears: 4, capitalCost: 7302 } });
    await openMenu(planMessages.setRoi);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: planMessages.confirmChanges });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Enter a payback of more than 0 years.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payback/ }), '4{Tab}');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'predict.improvement.roi')?.input).toEqual({
        params: { siteId, path: 'main', scenarioId: 'led' },
        body: { roiYears: 4 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.name === 'predict.improvement.list').length).toBeGreaterThan(
      1,
    );
  });
});
