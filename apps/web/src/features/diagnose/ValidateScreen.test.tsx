import type { RouteResponse } from '@wattwise/api';
import { chartMessages, validateChartDescription, validateMessages } from '@wattwise/domain';
import { screen, waitFor } from '@testing-library/react';
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
