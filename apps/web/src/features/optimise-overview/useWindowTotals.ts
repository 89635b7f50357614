import { useApiClient } from '@wattwise/api';
import { useEffect, useState } from 'react';
import {
  KPI_STIMULI,
  windowTotalQuery,
  type KpiStimulus,
  type OverviewRange,
} from './overviewQuery';

/** A KPI's state: its total, null while loading, or 'failed' (remembered, not retried: §4.7). */
export type WindowTotal = number | null | 'failed';

/**
 * The overview's KPIs (spec analysis §2.3): the window's total energy usage, cost and CO2, each
 * one data call that the server sums (and prices and carbon-rates through the engine).
 */
export function useWindowTotals(
  siteId: string,
  buildingId: string | undefined,
  range: OverviewRange | null,
): Record<KpiStimulus, WindowTotal> {
  const client = useApiClient();
  const [totals, setTotals] = useState<Record<KpiStimulus, WindowTotal>>(empty);
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    setTotals(empty());
    if (!siteId || from === undefined || to === undefined) return;
    let live = true;
    for (const stimulus of KPI_STIMULI) {
      const query = { query: windowTotalQuery(stimulus, { from, to }) };
      const call = buildingId
        ? client.call('data.series.node', {
            params: { siteId, path: buildingId, stimulus },
            query,
          })
        : client.call('data.series.site', { params: { siteId, stimulus }, query });
      void call.then((result) => {
        if (!live) return;
        const total = result.ok ? (result.data.dataPoints[0]?.y ?? 'failed') : 'failed';
        setTotals((old) => ({ ...old, [stimulus]: total }));
      });
    }
    return () => {
      live = false;
    };
  }, [client, siteId, buildingId, from, to]);
  return totals;
}

function empty(): Record<KpiStimulus, WindowTotal> {
  return { ENERGY_USAGE: null, ENERGY_COST: null, ENERGY_CO2: null };
}
