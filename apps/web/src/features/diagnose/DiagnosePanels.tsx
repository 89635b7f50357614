// The cards view is what a diagnose shows first, and its charts with it: they load with the
// screen (the server preloads them with the route), so that the browser takes the server's
// charts over as they are instead of drawing them again once a lazily loaded chunk arrives.
import { BenchmarkBar, UsageBreakdown } from '@wattwise/charts';
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
  premiumMessages,
  tariffPromotionPosition,
} from '@wattwise/domain';
import {
  Banner,
  Card,
  EpcRatingScale,
  Heading,
  KpiCard,
  Select,
  Stack,
  TariffCard,
  Text,
} from '@wattwise/ui';
import { Fragment, type Key } from 'react';

type Diagnosis = RouteResponse<'diagnose'>;
type TariffData = RouteResponse<'tariffs'>;
type Notice = Diagnosis['notices'][number];
type Metrics = Diagnosis['diagnoseMetrics'];
type Tariff = TariffData['diagnoseTariffs'][number];

export function Notices({ notices }: { notices: readonly Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <Stack gap="sm">
      {notices.map((notice) => (
        <Banner
          key={notice.notice}
          aria-label={notice.variant === 'POSITIVE' ? 'Good news' : 'Needs attention'}
          tone={notice.variant === 'POSITIVE' ? 'brand' : 'caution'}
          action={
            notice.learnMoreURL
              ? { href: notice.learnMoreURL, label: 'Learn more', external: true }
              : undefined
          }
        >
          {notice.notice}
        </Banner>
      ))}
    </Stack>
  );
}

/** Actual: KPIs, the usage breakdown and 'Your Rating' as 'EPC Band {rating}' (G when none). */
export function ActualPanel({ diagnosis }: { diagnosis: Diagnosis }) {
  const rating = diagnosis.rating ?? DEFAULT_EPC_RATING;
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
      <Card as="section" padding="md">
        <Stack gap="sm">
          <Heading level={2}>{diagnoseMessages.yourRating}</Heading>
          <Text weight="strong">{epcBandLabel(rating)}</Text>
          {/* The scale has bands A to G; an A+ building sits on A. */}
          <EpcRatingScale current={rating === 'A+' ? 'A' : rating} />
        </Stack>
      </Card>
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
      <Notices notices={diagnosis.notices.filter((n) => n.noticeType === 'ACTUAL')} />
    </Stack>
  );
}

export interface SchemePanelProps {
  metrics: Metrics;
  notices: readonly Notice[];
  schemeOptions: readonly { id: string; label: string }[];
  scheme: string;
  onSchemeChange: (scheme: string) => void;
  tariffs: readonly Tariff[] | undefined;
  tariffsLoading: boolean;
}

/** Diagnose or Potential: the Scheme selector, a benchmark bar per metric, notices and tariffs. */
export function SchemePanel(props: SchemePanelProps) {
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
      <Notices notices={props.notices} />
      <TariffList tariffs={props.tariffs} isLoading={props.tariffsLoading} />
    </Stack>
  );
}

/** Tariff cards (collapsed), the promotion at a random position 1 to 3, or the no-tariffs text. */
export function TariffList({
  tariffs,
  isLoading,
}: {
  tariffs: readonly Tariff[] | undefined;
  isLoading: boolean;
}) {
  // The same place on the server's render and the browser's, or the browser draws the screen again.
  const promotionAt = tariffPromotionPosition(tariffs ?? []);
  if (isLoading) {
    return <TariffCard isLoading />;
  }
  if (!tariffs || tariffs.length === 0) {
    return <Text tone="muted">{diagnoseMessages.noImprovedTariffs}</Text>;
  }
  const promotion = (
    <Card as="article" padding="md">
      <Text weight="strong">{premiumMessages.tariffPartnerClaim}</Text>
    </Card>
  );
  const at = Math.min(promotionAt, tariffs.length + 1);
  return (
    <Stack gap="sm" as="section">
      <Heading level={3}>Suggested tariffs</Heading>
      {tariffs.map((tariff, index) => (
        <Fragment key={`${tariff.supplierName}-${tariff.name}`}>
          {index + 1 === at && promotion}
          <TariffCard tariff={tariff} />
        </Fragment>
      ))}
      {at === tariffs.length + 1 && promotion}
    </Stack>
  );
}
