import { chartMessages, noDataForStimulus } from '@wattwise/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import { DiagnoseGraphs } from './DiagnoseGraphs';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };
const failed = { kind: 'server', route: 'data.series.node', status: 500, message: 'boom' };

function show(tab: 'actual' | 'diagnose' | 'potential', answers: FakeAnswers) {
  const api = fakeApi({
    'user.site.list': [
      { siteId, lastMeteringDateTime: '2026-10-31T17:45:00Z' },
      // Another site's newer readings do not move this site's window past its own.
      { siteId: 'another-site', lastMeteringDateTime: '2027-01-20T10:00:00Z' },
    ],
    ...answers,
  });
  renderScreen(<DiagnoseGraphs siteId={siteId} path="b-1" tab={tab} />, { api });
  return api;
}

type SeriesCall = { params: { stimulus: string }; query: { query: string } };

describe('DiagnoseGraphs', { timeout: 30_000 }, () => {
  it('shows a tab per stimulus and asks for the Diagnose series as daily sums', async () => {
    const api = show('diagnose', {
      'data.stimulus': {
        ELECTRICITY: { label: 'Electricity', unit: 'kWh' },
        GAS: { label: 'Gas', unit: 'kWh' },
      },
      'data.series.node': { dataPoints: [], notices: [] },
    });
    expect(await screen.findByRole('tab', { name: 'Electricity' }, waitLong)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gas' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'data.series.node')).toHaveLength(3),
    );
    const queries = api.calls
      .filter((c) => c.name === 'data.series.node')
      .map((c) => JSON.parse((c.input as SeriesCall).query.query)[0]);
    // Actual from the readings, 30 days up to 02:00 of the last metering day (spec analysis §9).
    expect(queries[0]).toMatchObject({
      propertyType: 'OBSERVABLE',
      start: { value: -30, unit: 'DAYS', reference: '2026-10-31T02:00:00.000Z' },
      end: { value: 0, unit: 'DAYS' },
      aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
    });
    expect(queries.map((q) => q.propertyType)).toEqual([
      'OBSERVABLE',
      'SIMULATED',
      'PREDICTEDCALCULATED',
    ]);
  });

  it('the Actual tab asks for Actual only; a failed series says there is no data for it', async () => {
    const api = show('actual', {
      'data.stimulus': { GAS: { label: 'Gas', unit: 'kWh' } },
      'data.series.node': failed,
    });
    expect(await screen.findByText(noDataForStimulus('Gas'), {}, waitLong)).toBeTruthy();
    expect(api.calls.filter((c) => c.name === 'data.series.node')).toHaveLength(1);
  });

  it('says so when the node has no stimuli', async () => {
    show('potential', { 'data.stimulus': {} });
    expect(await screen.findByText(chartMessages.noStimuli, {}, waitLong)).toBeTruthy();
  });
});
