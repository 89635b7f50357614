import {
  dataQueryParam,
  useDataSeriesNode,
  useDataStimulus,
  useUserSiteList,
  type DataQuery,
} from '@wattwise/api';
import {
  DIAGNOSE_RANGES,
  DIAGNOSE_TAB_SERIES,
  chartMessages,
  diagnoseReferenceTime,
  noDataForStimulus,
  type DiagnoseSeries,
  type DiagnoseTab,
  type PropertyType,
} from '@wattwise/domain';
import { EmptyState, LoadingState, Tabs, Text } from '@wattwise/ui';
import { Suspense, lazy, useMemo, useState, type Key } from 'react';

const DiagnoseChart = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.DiagnoseChart })),
);

/**
 * Where each diagnose series comes from (spec analysis §4.5, §7.3): Actual from the readings,
 * Expected from the engine's model of the building, Potential from the calibrated (autoML)
 * prediction.
 */
const SERIES_PROPERTY: Readonly<Record<DiagnoseSeries, PropertyType>> = {
  actual: 'OBSERVABLE',
  expected: 'SIMULATED',
  potential: 'PREDICTEDCALCULATED',
};

/** The daily-sum query of one series around the reference time (spec analysis §9). */
function seriesQuery(series: DiagnoseSeries, reference: Date): string {
  const range = DIAGNOSE_RANGES[series];
  const at = reference.toISOString();
  const query: DataQuery = {
    start: { value: range.fromDays, unit: 'DAYS', reference: at },
    end: { value: range.toDays, unit: 'DAYS', reference: at },
    propertyType: SERIES_PROPERTY[series],
    rollDown: { value: 1, unit: 'DAYS' },
    aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
  };
  return dataQueryParam(query);
}

/** One series of one stimulus; a failed fetch is not retried (spec analysis §4.7). */
function useSeries(
  siteId: string,
  path: string,
  stimulus: string,
  series: DiagnoseSeries,
  reference: Date,
  enabled: boolean,
) {
  const answer = useDataSeriesNode(
    enabled
      ? { params: { siteId, path, stimulus }, query: { query: seriesQuery(series, reference) } }
      : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    points: answer.data?.dataPoints.map((point) => ({ date: point.x, value: point.y })),
    failed: Boolean(answer.error),
    loading: answer.isLoading,
  };
}

function StimulusChart(props: {
  siteId: string;
  path: string;
  stimulus: string;
  label: string;
  unit: string;
  series: readonly DiagnoseSeries[];
  reference: Date;
}) {
  const { siteId, path, stimulus, reference, series } = props;
  const actual = useSeries(siteId, path, stimulus, 'actual', reference, series.includes('actual'));
  const expected = useSeries(
    siteId,
    path,
    stimulus,
    'expected',
    reference,
    series.includes('expected'),
  );
  const potential = useSeries(
    siteId,
    path,
    stimulus,
    'potential',
    reference,
    series.includes('potential'),
  );
  const all = { actual, expected, potential };
  const drawn = series.filter((key) => !all[key].failed);
  if (series.some((key) => all[key].loading)) return <LoadingState message="Loading…" />;
  if (drawn.length === 0) return <EmptyState message={noDataForStimulus(props.label)} />;
  return (
    <Suspense fallback={null}>
      <DiagnoseChart
        title={props.label}
        unit={props.unit}
        emptyMessage={chartMessages.noRelevantData}
        {...Object.fromEntries(drawn.map((key) => [key, all[key].points ?? []]))}
      />
    </Suspense>
  );
}

/**
 * The graphs view of a diagnose tab (spec analysis §2.2, §4.5): a tab per stimulus measured at
 * the node, each with the diagnose chart of the tab's series as daily sums over the spec's
 * ranges around the latest metering time.
 */
export function DiagnoseGraphs({
  siteId,
  path,
  tab,
}: {
  siteId: string;
  path: string;
  /** The diagnose tab's id (its DiagnoseTab in lower case). */
  tab: Lowercase<DiagnoseTab>;
}) {
  const stimuli = useDataStimulus({ params: { siteId, path } }, { shouldRetryOnError: false });
  const sites = useUserSiteList();
  // The latest reading of the site shown (spec analysis §9's 'across sites' are the ones in view):
  // another site's newer readings would move the window past this site's and leave it empty.
  const reference = useMemo(
    () =>
      diagnoseReferenceTime((sites.data ?? []).filter((site) => site.siteId === siteId)) ??
      new Date(new Date().setUTCHours(2, 0, 0, 0)),
    [sites.data, siteId],
  );
  const entries = Object.entries(stimuli.data ?? {});
  const [selected, setSelected] = useState<string | null>(null);
  if (stimuli.isLoading) return <LoadingState message="Loading…" />;
  if (stimuli.error) return <Text tone="muted">{chartMessages.noDataForTab}</Text>;
  if (entries.length === 0) return <EmptyState message={chartMessages.noStimuli} />;
  const current = selected ?? entries[0]![0];
  return (
    <Tabs selectedKey={current} onSelectionChange={(key: Key) => setSelected(String(key))}>
      <Tabs.List aria-label="Stimuli">
        {entries.map(([stimulus, { label }]) => (
          <Tabs.Tab key={stimulus} id={stimulus}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {entries.map(([stimulus, { label, unit }]) => (
        <Tabs.Panel key={stimulus} id={stimulus}>
          <StimulusChart
            siteId={siteId}
            path={path}
            stimulus={stimulus}
            label={label}
            unit={unit}
            series={DIAGNOSE_TAB_SERIES[tab.toUpperCase() as DiagnoseTab]}
            reference={reference}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
