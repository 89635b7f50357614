// The charts' stylesheet comes with the panels that draw them (not on the first page).
import '@wattwise/charts/style.css';
import type { RouteResponse } from '@wattwise/api';
import {
  DEFAULT_EPC_RATING,
  benchmarkBars,
  chartMessages,
  diagnoseMessages,
  diagnoseMetricLabels,
  epcBandLabel,
} from '@wattwise/domain';
import { Card, EpcRatingScale, Heading, KpiCard, Select, Stack, Text } from '@wattwise/ui';
import { Suspense, lazy, type Key } from 'react';

// Charts load with the panel that shows them, not with the screen.
const UsageBreakdown = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.UsageBreakdown })),
);
const BenchmarkBar = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.BenchmarkBar })),
);

type SimpleDiagnosis = RouteResponse<'predict.simplediagnose'>;

/** Actual: the KPIs, 'Your Rating' as 'EPC Band {rating}' (G when none given) and the usage breakdown. */
export function SimpleActualPanel({ diagnosis }: { diagnosis: SimpleDiagnosis }) {
  const rating = diagnosis.enteredRating ?? DEFAULT_EPC_RATING;
  const withBreakdown = Object.entries(diagnosis.diagnoseMetrics).find(
    ([, metric]) => (metric?.breakdown?.length ?? 0) > 0,
  );
  const breakdown = withBreakdown?.[1]?.breakdown ?? [];
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="md" wrap>
        {diagnosis.kpis.map((kpi) => (
          <KpiCard
            key={kpi.text}
            text={kpi.text}
            value={kpi.value ?? 0}
            unit={kpi.unit}
            isCurrency={kpi.isCurrency}
            indicator={kpi.indicator}
          />
        ))}
      </Stack>
      <Card as="section" padding="md" aria-label={diagnoseMessages.yourRating}>
        <Stack gap="sm">
          <Heading level={2}>{diagnoseMessages.yourRating}</Heading>
          <Text weight="strong">{epcBandLabel(rating)}</Text>
          <EpcRatingScale current={rating} />
        </Stack>
      </Card>
      <Suspense fallback={null}>
        <UsageBreakdown
          title={
            withBreakdown ? (diagnoseMetricLabels[withBreakdown[0]] ?? withBreakdown[0]) : 'Usage'
          }
          endUses={breakdown.map((item) => ({
            id: item.label,
            label: item.label,
            value: item.value,
          }))}
          unit={breakdown[0]?.unit ?? 'kWh'}
          emptyMessage={chartMessages.noStimuli}
        />
      </Suspense>
    </Stack>
  );
}

export interface SimpleSchemePanelProps {
  metrics: SimpleDiagnosis['diagnoseMetrics'];
  schemeOptions: readonly { id: string; label: string }[];
  scheme: string;
  onSchemeChange: (scheme: string) => void;
}

/** Diagnose: the Scheme selector and a benchmark bar per metric against the chosen scheme. */
export function SimpleSchemePanel(props: SimpleSchemePanelProps) {
  return (
    <Stack gap="lg">
      <Select
        label={diagnoseMessages.scheme}
        options={props.schemeOptions}
        selectedKey={props.scheme}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) props.onSchemeChange(String(key));
        }}
      />
      <Suspense fallback={null}>
        <Stack gap="md">
          {benchmarkBars(props.metrics).map((bar) => (
            <BenchmarkBar
              key={bar.key}
              label={bar.label}
              barPercentage={bar.barPercentage}
              caption={bar.caption}
            />
          ))}
        </Stack>
      </Suspense>
    </Stack>
  );
}
