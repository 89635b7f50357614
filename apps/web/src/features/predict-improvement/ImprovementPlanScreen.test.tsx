import type { Scenario } from '@wattwise/api';
import { DEMO_SITE_ALLOW_LIST, planMessages, supportContactLine } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import ImprovementPlanScreen from './ImprovementPlanScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const buildingPath = `/predict/${siteId}/main/improvement-plan`;
const waitLong = { timeout: 10_000 };

const scenario = (id: string, title: string, saving: number, extra: Partial<Scenario> = {}) =>
  ({
    id,
    title,
    description: `${title} for this building.`,
    scenarioType: 'FABRIC',
    appliesTo: ['main'],
    indicators: [
      { value: saving, unit: 'GBP', text: 'saved per year', variant: 'POSITIVE', isCurrency: true },
    ],
    mutuallyExclusiveWith: [],
    exclusive: false,
    toggleable: true,
    customisable: true,
    ...extra,
  }) as Scenario;

const scenarios = [
  scenario('led', 'LED lighting', 1200),
  scenario('loft', 'Loft insulation', 800),
  scenario('heat-pump', 'Air source heat pump', 3000),
];

/** Results as the server would give them: the total of the selected ids' savings. */
function potential(input: unknown) {
  const ids = (input as { query: { selectedScenarios: string } }).query.selectedScenarios.split(
    ';',
  );
  const value = scenarios
    .filter((s) => ids.includes(s.id))
    .reduce((sum, s) => sum + (s.indicators[0]?.value ?? 0), 0);
  return {
    totalSavings: { value, currencyCode: 'GBP', percentage: value / 100 },
    currentEpcRating: 'D',
    potentialEpcRating: ids.length > 1 ? 'B' : 'C',
    kpis: [],
  };
}

function show(answers: FakeAnswers = {}, path = buildingPath) {
  const api = fakeApi({
    'predict.improvement.list': {
      scenarios,
      scenarioIds: { C: ['led', 'loft'], B: ['led', 'loft', 'heat-pump'] },
      currentEPC: 'D',
    },
    'predict.improvement.potential': potential,
    ...answers,
  });
  renderScreen(<ImprovementPlanScreen />, {
    api,
    path,
    route: '/predict/:siteId/:buildingId?/improvement-plan',
  });
  return api;
}

const results = () => screen.getByRole('complementary', { name: planMessages.results });
/** Waits until the results' total reads `figure` (the chart, drawn with it, shows each saving too). */
const totalReads = (figure: string) =>
  waitFor(
    () =>
      expect(
        within(results()).getByRole('region', { name: planMessages.totalPotentialSavings })
          .textContent,
      ).toContain(figure),
    waitLong,
  );
const toggle = (title: string) => userEvent.click(screen.getByRole('switch', { name: title }));
const potentialCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .filter((c) => c.name === 'predict.improvement.potential')
    .map((c) => (c.input as { query: { selectedScenarios: string } }).query.selectedScenarios);

async function openMenu(title: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('improvement plan', { timeout: 30_000 }, () => {
  it('asks for a building at site level', async () => {
    const api = show({}, `/predict/${siteId}/improvement-plan`);
    expect(await screen.findByText(planMessages.selectBuilding)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says the plan is still computing when there are no scenarios', async () => {
    show({ 'predict.improvement.list': { scenarios: [], scenarioIds: {} } });
    expect(await screen.findByText(planMessages.stillComputing, {}, waitLong)).toBeTruthy();
  });

  it('shows the total potential savings of the toggled scenarios, and its change', async () => {
    const api = show();
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    expect(within(results()).getByText(planMessages.noneSelected)).toBeTruthy();
    await toggle('LED lighting');
    await totalReads('£1,200');
    expect(within(results()).getAllByText(planMessages.totalPotentialSavings)).not.toHaveLength(0);
    expect(within(results()).getByText('12.00%')).toBeTruthy();
    expect(within(results()).getByText('EPC D to C')).toBeTruthy();
    await toggle('Loft insulation');
    await totalReads('£2,000');
    expect(within(results()).getByText('EPC D to B')).toBeTruthy();
    expect(potentialCalls(api)).toEqual(['led', 'led;loft']);
  });

  it('keeps the previously toggled scenarios selected on load', async () => {
    show({
      'predict.improvement.list': {
        scenarios: [{ ...scenarios[0], toggled: true }, scenarios[1]],
        scenarioIds: {},
      },
    });
    await totalReads('£1,200');
  });

  it('replaces the selection when an exclusive scenario is toggled', async () => {
    const exclusive = scenario('rebuild', 'Deep retrofit', 5000, { exclusive: true });
    const api = show({
      'predict.improvement.list': { scenarios: [...scenarios, exclusive], scenarioIds: {} },
    });
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await toggle('LED lighting');
    await toggle('Deep retrofit');
    await waitFor(() => expect(potentialCalls(api).at(-1)).toBe('rebuild'));
    expect((screen.getByRole('switch', { name: 'LED lighting' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('runs the EPC wizard: current and worse ratings disabled, list filtered and all selected', async () => {
    const api = show({ 'predict.improvement.target': { potentialRating: 'C' } });
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await userEvent.click(screen.getByRole('button', { name: planMessages.epcWizard }));
    const dialog = await screen.findByRole('dialog', { name: planMessages.epcWizard });
    for (const rating of ['D', 'E', 'F', 'G'])
      expect(
        (within(dialog).getByRole('radio', { name: rating }) as HTMLInputElement).disabled,
      ).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'Air source heat pump' })).toBeNull(),
    );
    await waitFor(() => expect(potentialCalls(api).at(-1)).toBe('led;loft'));
    expect(api.calls.find((c) => c.name === 'predict.improvement.target')?.input).toEqual({
      params: { siteId, buildingId: 'main' },
      query: { target: 'C' },
    });
    await userEvent.click(screen.getByRole('button', { name: planMessages.clearWizard }));
    expect(await screen.findByRole('switch', { name: 'Air source heat pump' })).toBeTruthy();
  });

  it("warns 'Target not feasible' with the best reachable rating", async () => {
    show({ 'predict.improvement.target': { potentialRating: 'B' } });
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await userEvent.click(screen.getByRole('button', { name: planMessages.epcWizard }));
    const dialog = await screen.findByRole('dialog', { name: planMessages.epcWizard });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const warning = await screen.findByRole('dialog', { name: 'Target not feasible' });
    expect(warning.textContent).toContain(
      'Unfortunately our scenarios cannot achieve the targeted rating. The highest rating achieveable is B.',
    );
    // Behind the (modal) warning the list keeps the scenarios that reach B, all selected; never
    // 'still computing'.
    expect(screen.queryByText(planMessages.stillComputing)).toBeNull();
    const behind = (name: string) => screen.getByRole('switch', { name, hidden: true });
    for (const name of ['LED lighting', 'Loft insulation', 'Air source heat pump'])
      expect(behind(name)).toHaveProperty('checked', true);
  });

  it("shows the results error's own message when the scenario results fail", async () => {
    const message = "Scenario 'led' is not in this building's plan.";
    show({
      'predict.improvement.potential': {
        kind: 'server',
        route: 'predict.improvement.potential',
        status: 400,
        message,
      },
    });
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await toggle('LED lighting');
    expect(await within(results()).findByText(message, {}, waitLong)).toBeTruthy();
  });

  it('says the data could not be loaded, with the support line, when the list fails', async () => {
    show({
      'predict.improvement.list': {
        kind: 'server',
        route: 'predict.improvement.list',
        status: 500,
        message: '',
      },
    });
    expect(
      await screen.findByText('We are having difficulty loading your data.', {}, waitLong),
    ).toBeTruthy();
    expect(screen.getByText(supportContactLine('support@example.org'))).toBeTruthy();
  });

  it('completes a scenario after the spec dialog, and the list re-fetches', async () => {
    const api = show();
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await openMenu('Loft insulation', 'Complete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete scenario' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to mark Loft insulation as completed?',
    );
    expect(dialog.textContent).toContain(planMessages.completeScenarioWarning);
    const before = api.calls.filter((c) => c.name === 'predict.improvement.list').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'predict.improvement.list').length).toBeGreaterThan(
        before,
      ),
    );
    expect(api.calls.find((c) => c.name === 'predict.improvement.complete')?.input).toEqual({
      params: { siteId, scenarioId: 'loft', path: 'main' },
    });
  });

  it('deletes a scenario after the spec dialog', async () => {
    const api = show();
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await openMenu('LED lighting', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete scenario' });
    expect(dialog.textContent).toContain('Are you sure you want to delete LED lighting?');
    expect(dialog.textContent).toContain('This will delete the scenario and cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.name === 'predict.improvement.delete')).toBe(true),
    );
  });

  it('hides a scenario at once', async () => {
    const api = show();
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await openMenu('LED lighting', 'Hide');
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'predict.improvement.hide')?.input).toEqual({
        params: { siteId, scenarioId: 'led', path: 'main' },
      }),
    );
  });

  it('offers no change on a demo site: edit, hide, complete and delete are disabled', async () => {
    const demoSiteId = DEMO_SITE_ALLOW_LIST[0]!;
    show({}, `/predict/${demoSiteId}/main/improvement-plan`);
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for LED lighting' }));
    for (const item of ['Edit', 'Hide', 'Complete', 'Delete']) {
      const menuItem = await screen.findByRole('menuitem', { name: item });
      expect(menuItem.getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('menuitem', { name: 'More info' }).getAttribute('aria-disabled')).toBe(
      null,
    );
  });

  it("edits the cost: 'Update Cost', the required-field message, back cancels, confirm saves", async () => {
    const api = show({
      'predict.improvement.edit.get': {
        id: 'led',
        title: 'LED lighting',
        description: 'Replace the tubes.',
        parameterGroups: [
          {
            label: 'Cost',
            parameters: [
              {
                property: 'capitalCost',
                label: 'Capital cost',
                type: 'NUMBER',
                value: null,
                optional: false,
              },
            ],
          },
        ],
      },
    });
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    await openMenu('LED lighting', 'Edit');
    expect(await screen.findByText(planMessages.updateCost, {}, waitLong)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: planMessages.confirmChanges }));
    expect(
      screen.getAllByText('Please fill in the required field: Capital cost').length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('switch', { name: 'LED lighting' })).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'predict.improvement.edit.save')).toBe(false);

    await openMenu('LED lighting', 'Edit');
    await userEvent.type(await screen.findByRole('textbox', { name: /Capital cost/ }), '9000');
    await userEvent.click(screen.getByRole('button', { name: planMessages.confirmChanges }));
    await screen.findByRole('switch', { name: 'LED lighting' }, waitLong);
    expect(api.calls.find((c) => c.name === 'predict.improvement.edit.save')?.input).toEqual({
      params: { siteId, path: 'main', scenarioId: 'led' },
      body: { id: 'led', capitalCost: 9000 },
    });
  });

  it('blurs an unpaid site behind the upgrade prompt', async () => {
    show({
      'predict.improvement.list': { scenarios, scenarioIds: {}, placeholder: true },
    });
    expect(
      await screen.findByRole('region', { name: 'Upgrade to Predict Premium' }, waitLong),
    ).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'LED lighting' })).toBeNull();
  });
});
