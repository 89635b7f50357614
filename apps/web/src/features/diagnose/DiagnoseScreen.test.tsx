import {
  diagnoseMessages,
  registrationLoadingMessages,
  supportContactLine,
} from '@wattwise/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnosis, metric } from '../../testing/diagnosis';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import DiagnoseScreen from './DiagnoseScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const buildingId = 'b-1';
const path = `/predict/${siteId}/${buildingId}/diagnose`;
const waitLong = { timeout: 10_000 };

const tariffs = {
  startDate: [2025, 11, 1],
  endDate: [2026, 10, 31],
  diagnoseTariffs: [
    {
      supplierName: 'Price cap',
      name: 'Ofgem default tariff cap',
      fuelType: 'DUAL',
      term: 'Variable',
      headlineElecRate: 24.5,
      headlineGasRate: 6.2,
      savings: 1800,
      total: 41_000,
    },
  ],
  potentialTariffs: [],
};

function show(answers: FakeAnswers = {}, paid = true, at = path) {
  const api = fakeApi({
    'user.site.stubs': [
      {
        id: siteId,
        name: 'Camden Works',
        product: 'PREDICT',
        paid,
        permissions: ['OWNER'],
        summaryData: null,
      },
    ],
    'diagnose.schemes': [
      { key: 'CIBSE', label: 'CIBSE', source: 'CIBSE TM46' },
      { key: 'NET_ZERO_CARBON_STANDARD', label: 'Net Zero', source: 'UK NZCBS' },
    ],
    diagnose: diagnosis(),
    tariffs,
    ...answers,
  });
  renderScreen(<DiagnoseScreen />, { path: at, api });
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Predict diagnose', { timeout: 30_000 }, () => {
  it("shows 'Your Rating' as 'EPC Band D' and the KPIs", async () => {
    show();
    expect(await screen.findByText('EPC Band D', {}, waitLong)).toBeTruthy();
    expect(screen.getByText(diagnoseMessages.yourRating)).toBeTruthy();
    expect(screen.getByText('Annual energy cost')).toBeTruthy();
  });

  it('diagnoses the whole site on the site route and leads to the site plan', async () => {
    const user = userEvent.setup();
    const api = show({}, true, `/predict/${siteId}/diagnose`);
    expect(await screen.findByRole('heading', { name: 'Site diagnose' }, waitLong)).toBeTruthy();
    await screen.findByText('EPC Band D', {}, waitLong);
    const call = api.calls.find((c) => c.name === 'diagnose');
    expect(call?.input).toMatchObject({ params: { product: 'predict', siteId } });
    expect((call?.input as { params: object }).params).not.toHaveProperty('buildingId');
    await user.click(screen.getByRole('tab', { name: diagnoseMessages.tabPotential }));
    const plan = screen.getByRole('link', { name: diagnoseMessages.viewImprovementPlan });
    expect(plan.getAttribute('href')).toBe(`/predict/${siteId}/improvement-plan`);
  });

  it('shows energy KPIs in MWh and benchmark captions by the domain format rules', async () => {
    const user = userEvent.setup();
    const usage = { text: 'Annual energy usage', value: 152_340, unit: 'kWh', isCurrency: false };
    const gas = { ...metric(80), actualImprovement: 18_250, unit: 'kWh', isCurrency: false };
    show({
      diagnose: diagnosis({
        kpis: [usage],
        diagnoseMetrics: { cost: metric(62), gas: { ...gas, percentageImprovement: 12.345 } },
      }),
    });
    const card = await screen.findByRole('article', { name: 'Annual energy usage' }, waitLong);
    expect(card.textContent).toContain('152 MWh');
    expect(card.textContent).not.toContain('kWh');
    await user.click(screen.getByRole('button', { name: diagnoseMessages.tabDiagnose }));
    expect(
      await screen.findByText('Save 14.00% (£3,200) to meet the benchmark', {}, waitLong),
    ).toBeTruthy();
    expect(screen.getByText('Save 12.35% (18.25 MWh) to meet the benchmark')).toBeTruthy();
  });

  it('shows EPC Band G when the building has no rating', async () => {
    show({ diagnose: diagnosis({ rating: null }) });
    expect(await screen.findByText('EPC Band G', {}, waitLong)).toBeTruthy();
  });

  it('walks Actual, Diagnose, Potential, then offers the improvement plan', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('EPC Band D', {}, waitLong);
    await user.click(screen.getByRole('button', { name: diagnoseMessages.tabDiagnose }));
    expect(await screen.findByText('Gas use is above similar buildings.')).toBeTruthy();
    expect(await screen.findByText('Ofgem default tariff cap', {}, waitLong)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: diagnoseMessages.tabPotential }));
    expect(
      await screen.findByText(
        'We are unable to identify any improved tariffs for your building at this time',
      ),
    ).toBeTruthy();
    const plan = screen.getByRole('link', { name: diagnoseMessages.viewImprovementPlan });
    expect(plan.getAttribute('href')).toBe(`/predict/${siteId}/${buildingId}/improvement-plan`);
  });

  it('asks again with the chosen scheme, shown with spaces, after the 500 ms debounce', async () => {
    const user = userEvent.setup();
    const api = show();
    await screen.findByText('EPC Band D', {}, waitLong);
    await user.click(screen.getByRole('tab', { name: diagnoseMessages.tabDiagnose }));
    const first = api.calls.find((c) => c.name === 'diagnose');
    expect(first?.input).toMatchObject({ query: { diagnoseMetric: 'CIBSE' } });
    await user.click(await screen.findByRole('button', { name: /Scheme/ }));
    await user.click(await screen.findByRole('option', { name: 'NET ZERO CARBON STANDARD' }));
    await waitFor(
      () =>
        expect(
          api.calls.some(
            (c) =>
              c.name === 'diagnose' &&
              (c.input as { query: { diagnoseMetric: string } }).query.diagnoseMetric ===
                'NET_ZERO_CARBON_STANDARD',
          ),
        ).toBe(true),
      waitLong,
    );
  });

  it('shows Diagnose blurred and inert behind the upgrade overlay on a free site', async () => {
    const user = userEvent.setup();
    show({}, false);
    await screen.findByText('EPC Band D', {}, waitLong);
    await user.click(screen.getByRole('tab', { name: diagnoseMessages.tabDiagnose }));
    const prompt = await screen.findByRole('region', { name: 'Upgrade to Predict Premium' });
    expect(within(prompt).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    const lockedText = screen.getByText('Gas use is above similar buildings.');
    expect(lockedText.closest('[inert]')).not.toBeNull();
  });

  it('says the model is recalibrating while energyModelRunning is TRUE', async () => {
    show({ diagnose: diagnosis({ energyModelRunning: 'TRUE' }) });
    expect(
      await screen.findByText(
        "We are currently recalibrating your building's predictions. Please wait",
        {},
        waitLong,
      ),
    ).toBeTruthy();
  });

  it('asks again while recalibrating and shows the new figures once the run has finished', async () => {
    let answers = 0;
    show({
      diagnose: () => {
        answers += 1;
        return answers === 1
          ? diagnosis({ energyModelRunning: 'TRUE' })
          : diagnosis({ rating: 'C', energyModelRunning: 'FALSE' });
      },
    });
    expect(await screen.findByText(diagnoseMessages.recalibrating, {}, waitLong)).toBeTruthy();
    expect(await screen.findByText('EPC Band C', {}, waitLong)).toBeTruthy();
    expect(screen.queryByText(diagnoseMessages.recalibrating)).toBeNull();
  });

  it('asks the user to contact support when the model is in ERROR', async () => {
    show({ diagnose: diagnosis({ energyModelRunning: 'ERROR' }) });
    expect(
      await screen.findByText(
        "We could not correctly model your building's energy, please contact support.",
        { exact: false },
        waitLong,
      ),
    ).toBeTruthy();
  });

  it('says the data could not be loaded when the diagnosis fails', async () => {
    show({ diagnose: { kind: 'server', route: 'diagnose', status: 500, message: '' } });
    expect(
      await screen.findByText('We are having difficulty loading your data.', {}, waitLong),
    ).toBeTruthy();
    expect(screen.getByText(supportContactLine('support@example.org'))).toBeTruthy();
  });

  it("says 'No data available.' when the usage has no breakdown", async () => {
    show();
    await screen.findByText('EPC Band D', {}, waitLong);
    // The chart shows it, and says it to screen readers too.
    expect(await screen.findAllByText('No data available.', {}, waitLong)).not.toHaveLength(0);
  });

  it('rotates the loading messages every 5 s while the diagnosis loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show({ diagnose: () => new Promise(() => undefined) });
    expect(await screen.findByText(registrationLoadingMessages[0])).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByText(registrationLoadingMessages[1])).toBeTruthy();
  });
});
