import type { ApiError, RouteResponse } from '@wattwise/api';
import {
  diagnoseMessages,
  formMessages,
  sendDiagnoseMessages,
  supportContactLine,
} from '@wattwise/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import { SimpleDiagnose } from './SimpleDiagnoseScreen';

const siteData = 'c2ltcGxlLXNpdGU';
const waitLong = { timeout: 10_000 };

const diagnosis: RouteResponse<'predict.simplediagnose'> = {
  buildingName: 'Conway Hall',
  centreCoordinate: [-0.1183, 51.5195],
  kpis: [{ text: 'Energy cost', value: 27_000, unit: 'GBP', isCurrency: true }],
  enteredRating: null,
  diagnoseMetrics: {
    cost: {
      state: 'COMPARED',
      actualImprovement: 3200,
      percentageImprovement: 14,
      barPercentage: 62,
      unit: 'GBP',
      isCurrency: true,
      direction: 'DOWN',
    },
  },
};

const failure = (status: number, kind: ApiError['kind'] = 'server'): ApiError =>
  ({ kind, route: 'predict.simplediagnose', status, message: 'failed' }) as ApiError;

function show(answers: FakeAnswers = {}, at = `/predict/simplediagnose?siteData=${siteData}`) {
  const api = fakeApi({
    'diagnose.schemes': [{ key: 'CIBSE', label: 'CIBSE', source: 'CIBSE TM46' }],
    'predict.simplediagnose': diagnosis,
    ...answers,
  });
  renderScreen(<SimpleDiagnose />, { path: at, api });
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('simple diagnose', { timeout: 30_000 }, () => {
  it("says 'No site data provided' without site data, and asks nothing", async () => {
    const api = show({}, '/predict/simplediagnose');
    expect(await screen.findByText(diagnoseMessages.simpleNoData)).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'predict.simplediagnose')).toBe(false);
  });

  it("shows 'Loading your site...' while the building is modelled, then its figures", async () => {
    let asked = 0;
    const api = show({
      'predict.simplediagnose': () => (++asked === 1 ? failure(503) : diagnosis),
    });
    expect(await screen.findByText(diagnoseMessages.simpleLoading)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conway Hall' }, waitLong),
    ).toBeTruthy();
    // No rating entered: EPC Band G (analysis §2.2).
    expect(screen.getByText('EPC Band G')).toBeTruthy();
    const call = api.calls.find((c) => c.name === 'predict.simplediagnose');
    expect(call?.input).toMatchObject({ body: siteData, query: { diagnoseMetric: 'CIBSE' } });
  });

  it('says it has difficulty loading the site when the site data is unknown', async () => {
    show({ 'predict.simplediagnose': failure(404, 'notFound') });
    expect(await screen.findByText(diagnoseMessages.simpleError, {}, waitLong)).toBeTruthy();
    expect(screen.getByText(supportContactLine('support@example.org'))).toBeTruthy();
  });

  it('opens registration in a new tab with the site data from Potential', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    show();
    await screen.findByRole('heading', { level: 1, name: 'Conway Hall' }, waitLong);
    await user.click(screen.getByRole('tab', { name: diagnoseMessages.tabPotential }));
    expect(open).toHaveBeenCalledWith(
      `/predict/register?siteData=${siteData}`,
      '_blank',
      'noopener',
    );
    const plan = screen.getByRole('link', { name: diagnoseMessages.viewImprovementPlan });
    expect(plan.getAttribute('href')).toBe(`/predict/simpleplan?siteData=${siteData}`);
  });

  it("e-mails the diagnosis: 'Required' first, then the address is sent with the site data", async () => {
    const user = userEvent.setup();
    const api = show({ 'predict.simplediagnose.emailScheme': null });
    await screen.findByRole('heading', { level: 1, name: 'Conway Hall' }, waitLong);
    await user.click(screen.getByRole('button', { name: sendDiagnoseMessages.open }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: sendDiagnoseMessages.send }));
    expect(within(dialog).getByText(formMessages.required)).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'predict.simplediagnose.emailScheme')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: sendDiagnoseMessages.emailLabel }),
      'owner@example.org',
    );
    await user.click(within(dialog).getByRole('button', { name: sendDiagnoseMessages.send }));
    expect(await within(dialog).findByText(sendDiagnoseMessages.sent)).toBeTruthy();
    expect(api.calls.find((c) => c.name === 'predict.simplediagnose.emailScheme')?.input).toEqual({
      query: { email: 'owner@example.org', diagnoseMetric: 'CIBSE' },
      body: siteData,
    });
  });

  it("shows the server's answer when the e-mail is refused", async () => {
    const user = userEvent.setup();
    show({
      'predict.simplediagnose.emailScheme': {
        kind: 'server',
        route: 'predict.simplediagnose.emailScheme',
        status: 429,
        message: 'Too many e-mails to this address. Try again in 60 minutes.',
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Conway Hall' }, waitLong);
    await user.click(screen.getByRole('button', { name: sendDiagnoseMessages.open }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'owner@example.org');
    await user.click(within(dialog).getByRole('button', { name: sendDiagnoseMessages.send }));
    expect(
      await within(dialog).findByText('Too many e-mails to this address. Try again in 60 minutes.'),
    ).toBeTruthy();
  });
});
