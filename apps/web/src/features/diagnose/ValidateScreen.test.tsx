import type { RouteResponse } from '@wattwise/api';
import {
  chartMessages,
  measuredSavingMessages,
  validateChartDescription,
  validateMessages,
} from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { validateAddress } from './useValidate';
import ValidateScreen from './ValidateScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };

const days = (values: number[]) =>
  values.map((y, i) => ({ x: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(), y }));

function answer(fields: Partial<RouteResponse<'predict.validate.overview'>> = {}) {
  return {
    kpis: [
      {
        text: validateMessages.kpiCvrmse,
        value: 7.5,
        unit: '%',
        isCurrency: false,
        indicator: {
          value: 15,
          unit: '%',
          text: 'limit of ASHRAE Guideline 14, met',
          variant: 'POSITIVE' as const,
          isCurrency: false,
        },
      },
      { text: validateMessages.kpiObserved, value: 1234, unit: 'kWh', isCurrency: false },
    ],
    hasAutoML: true,
    dataFrequency: 'HOURLY' as const,
    lastMeteringDateTime: '2026-11-12T23:30:00Z',
    data: days([100, 120, 110, 90]),
    predicted: days([105, 115, 108, 95]),
    notices: [],
    sandbox: true,
    ...fields,
  };
}

function show(
  body: unknown,
  path = `/predict/${siteId}/validate`,
  more: Record<string, unknown> = {},
) {
  const api = fakeApi({ 'predict.validate.overview': body, ...more });
  renderScreen(<ValidateScreen />, { path, api });
  return api;
}

describe('Predict validate', { timeout: 30_000 }, () => {
  it('shows the G14 KPI cards, the period and the observed against predicted chart', async () => {
    show(answer());
    expect(
      await screen.findByRole('article', { name: validateMessages.kpiCvrmse }, waitLong),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: validateMessages.title, level: 1 })).toBeTruthy();
    expect(screen.getByText('Last 12 months up until 12 November 2026')).toBeTruthy();
    expect(screen.getByText('15.00 % limit of ASHRAE Guideline 14, met')).toBeTruthy();
    expect(screen.getByText(validateMessages.sandboxData)).toBeTruthy();
    expect(screen.getByRole('figure').textContent).toContain(validateChartDescription(4));
  });

  it("says 'We are currently computing …' until the prediction exists", async () => {
    show(answer({ hasAutoML: false, kpis: [], data: [], predicted: [] }));
    expect(await screen.findByText(validateMessages.computing, {}, waitLong)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when there is nothing to validate against, and offers a meter or an upload', async () => {
    const user = userEvent.setup();
    const api = show(
      answer({ basis: 'NONE', hasAutoML: false, kpis: [], data: [], predicted: [] }),
      `/predict/${siteId}/b1/validate`,
      { 'data.meterData.upload': { eventId: 'e', meterId: 'm', quality: {} } },
    );
    expect(await screen.findByText(validateMessages.nothingToValidate, {}, waitLong)).toBeTruthy();
    expect(screen.queryByText(validateMessages.computing)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect smart meter' }));
    // The site's shell opens its 'Connect your Smart Meter' dialog from this address.
    expect(screen.getByTestId('location').textContent).toBe(
      `/predict/${siteId}/b1/validate?connect=meter`,
    );
    const csv = new File(['start,value\n2026-01-01T00:00:00Z,1.2\n'], 'meter.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText(validateMessages.uploadReadings), csv);
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'data.meterData.upload')?.input).toEqual({
        params: { siteId, path: 'b1' },
        body: csv,
      }),
    );
    expect(await screen.findByText(validateMessages.uploaded, {}, waitLong)).toBeTruthy();
    await user.click(
      screen.queryByRole('button', { name: 'Connect smart meter' }) ?? document.body,
    );
  });

  it('shows a model validated against the bills with the notice that says so', async () => {
    show(
      answer({
        basis: 'BILLS',
        lastMeteringDateTime: null,
        kpis: [{ text: validateMessages.kpiBilled, value: 215000, unit: 'kWh', isCurrency: false }],
        notices: [
          {
            notice: validateMessages.billsNotice,
            highlights: [],
            noticeType: 'ACTUAL',
            variant: 'POSITIVE',
            learnMoreURL: null,
          },
        ],
      }),
    );
    expect(await screen.findByText(validateMessages.billsNotice, {}, waitLong)).toBeTruthy();
    expect(screen.getByRole('article', { name: validateMessages.kpiBilled })).toBeTruthy();
    expect(screen.queryByText(validateMessages.computing)).toBeNull();
  });

  it('shows an unpaid site blurred behind the upgrade prompt', async () => {
    show(answer({ placeholder: true, lastMeteringDateTime: null }));
    expect(
      await screen.findByRole('region', { name: 'Upgrade to Predict Premium' }, waitLong),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('shows the data error with the support line', async () => {
    show({ kind: 'http', route: 'predict.validate.overview', status: 500, message: 'boom' });
    expect(await screen.findByText(chartMessages.loadError, {}, waitLong)).toBeTruthy();
  });

  it('lists the saving measured since each intervention of the node, with its cost and carbon', async () => {
    const saving = {
      fuel: 'electricity',
      sentence: 'Since “LED lighting” on 1 September 2014: 1,200 kWh avoided (±630 at 90 %).',
      verdict: 'sufficient',
      reasons: [],
      notes: [],
      confidence: 0.9,
      avoidedKwh: 1203,
      uncertaintyKwh: 630,
      avoidedCostGbp: 294.7,
      uncertaintyCostGbp: 154.4,
      avoidedCarbonKg: 213.7,
      uncertaintyCarbonKg: 111.9,
      fractionalSaving: 0.13,
      baseline: { first: '2013-09-01', last: '2014-08-31', countedDays: 365 },
      reporting: { first: '2014-09-01', last: '2015-08-31', countedDays: 365 },
    };
    const api = show(answer(), `/predict/${siteId}/b1/validate`, {
      'data.interventions.list': [
        {
          id: 'i1',
          dateTime: '2014-08-31T23:00:00.000Z',
          title: 'LED lighting',
          description: 'Classroom lights',
          stimulusType: 'ENERGY_USAGE',
          measuredSavings: [saving],
        },
        // No meter read around this one: nothing to list.
        {
          id: 'i2',
          dateTime: '2026-10-01T23:00:00.000Z',
          title: 'Valves',
          description: 'TRVs',
          stimulusType: 'ENERGY_USAGE',
        },
      ],
    });
    const section = await screen.findByRole(
      'region',
      { name: measuredSavingMessages.title },
      waitLong,
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(section.textContent).toContain(saving.sentence);
    expect(section.textContent).toContain('Worth £300 (±£150)');
    expect(api.calls.find((c) => c.name === 'data.interventions.list')?.input).toMatchObject({
      params: { siteId, path: 'b1' },
    });
  });

  it('shows no savings section when no intervention has a measured saving', async () => {
    show(answer());
    await screen.findByRole('article', { name: validateMessages.kpiCvrmse }, waitLong);
    expect(screen.queryByRole('region', { name: measuredSavingMessages.title })).toBeNull();
  });

  it('asks for the building, floor or space of the address', async () => {
    expect(validateAddress(`/predict/${siteId}/validate`)).toEqual({ siteId, path: null });
    expect(validateAddress(`/predict/${siteId}/b-1/validate`)).toEqual({ siteId, path: 'b-1' });
    expect(validateAddress(`/predict/${siteId}/b-1/floor-1/validate`).path).toBe('b-1/floor-1');
    expect(validateAddress(`/predict/${siteId}/b-1/floor-1/office-2/validate`).path).toBe(
      'b-1/floor-1/office-2',
    );
    const api = show(answer(), `/predict/${siteId}/b-1/floor-1/validate`);
    await screen.findByRole('article', { name: validateMessages.kpiCvrmse }, waitLong);
    expect(api.calls.find((c) => c.name === 'predict.validate.overview')?.input).toMatchObject({
      params: { siteId },
      query: { timespan: 'YEARLY', path: 'b-1/floor-1' },
    });
  });
});
