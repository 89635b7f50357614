// The charts' stylesheet comes with the panels that draw them (not on the first page).
import '@wattwise/charts/style.css';
import type { RouteResponse } from '@wattwise/api';
import type { BenchmarkBarProps, UsageBreakdownProps } from '@wattwise/charts';
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
  AssumptionList,
  Banner,
  Card,
  EpcRatingScale,
  Heading,
  KpiCard,
  Select,
  Stack,
  TariffCard,
  Text,
  type Assumption,
} from '@wattwise/ui';
import { Fragment, type ComponentType, type Key, type ReactNode } from 'react';

type Diagnosis = RouteResponse<'diagnose'>;
type TariffData = RouteResponse<'tariffs'>;
type Notice = Diagnosis['notices'][number];
type Kpi = Diagnosis['kpis'][number];
type Metrics = Diagnosis['diagnoseMetrics'];
type Tariff = TariffData['diagnoseTariffs'][number];

/**
 * The charts the panels draw, and how they arrive. The signed-in diagnose loads them with its
 * screen (`chartsWithTheScreen`); the simple diagnose, whose page is not rendered by the server,
 * loads them with the panel that shows them, behind a Suspense boundary that shows nothing
 * meanwhile (`chartsOnDemand`). This module imports no chart code itself, so that either screen
 * takes only the charts it asks for.
 */
export interface DiagnoseCharts {
  UsageBreakdown: ComponentType<UsageBreakdownProps>;
  BenchmarkBar: ComponentType<BenchmarkBarProps>;
  /** Around the charts: a Fragment when they load with the screen, a Suspense boundary otherwise. */
  Loading: ComponentType<{ children: ReactNode }>;
}

function Notices({ notices }: { notices: readonly Notice[] }) {
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

export interface ActualPanelProps {
  kpis: readonly Kpi[];
  metrics: Metrics;
  /** The building's band: computed (signed-in diagnose) or the one entered (simple diagnose). */
  rating: Diagnosis['rating'];
  /** The Actual tab's notices; the simple diagnose has none. */
  notices?: readonly Notice[];
  /** Usage by fuel from the KPIs' own source (signed-in diagnose); else a metric's breakdown. */
  usageBreakdown?: Diagnosis['usageBreakdown'];
  /** 'What we assumed' of one building, with the links to its parameters (signed-in diagnose). */
  assumptions?: readonly Assumption[];
  charts: DiagnoseCharts;
}

/**
 * Actual (spec analysis §2.2): the KPIs, 'Your Rating' as 'EPC Band {rating}' (G when there is
 * none), the usage breakdown (the answer's usage by fuel, which sums to the Energy use KPI; the
 * simple diagnose, which has none, shows the first metric's breakdown), and the tab's notices.
 */
export function ActualPanel({
  kpis,
  metrics,
  rating,
  notices = [],
  usageBreakdown,
  assumptions,
  charts,
}: ActualPanelProps) {
  const band = rating ?? DEFAULT_EPC_RATING;
  const withBreakdown = usageBreakdown
    ? undefined
    : Object.entries(metrics).find(([, metric]) => (metric?.breakdown?.length ?? 0) > 0);
  const breakdown = usageBreakdown ?? withBreakdown?.[1]?.breakdown ?? [];
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="md" wrap>
        {kpis.map((kpi) => (
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
          <Text weight="strong">{epcBandLabel(band)}</Text>
          {/* The scale has bands A to G; an A+ building sits on A. */}
          <EpcRatingScale current={band === 'A+' ? 'A' : band} />
        </Stack>
      </Card>
      <charts.Loading>
        <charts.UsageBreakdown
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
      </charts.Loading>
      {assumptions ? <AssumptionList assumptions={assumptions} /> : null}
      <Notices notices={notices} />
    </Stack>
  );
}

/** The tariffs shown under a scheme's bars, once asked for (the simple diagnose shows none). */
interface SchemeTariffs {
  list: readonly Tariff[] | undefined;
  isLoading: boolean;
}

export interface SchemePanelProps {
  metrics: Metrics;
  schemeOptions: readonly { id: string; label: string }[];
  scheme: string;
  onSchemeChange: (scheme: string) => void;
  charts: DiagnoseCharts;
  /** The tab's notices; the simple diagnose has none. */
  notices?: readonly Notice[];
  /** The suggested tariffs; none on the simple diagnose. */
  tariffs?: SchemeTariffs;
}

/**
 * Diagnose or Potential (spec analysis §2.2): the Scheme selector, a benchmark bar per metric
 * against the chosen scheme (a metric with nothing to compare says so in words, with the
 * engine's reason), then the tab's notices and the suggested tariffs.
 */
export function SchemePanel({ charts, notices = [], tariffs, ...props }: SchemePanelProps) {
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
      <charts.Loading>
        <Stack gap="md">
          {benchmarkBars(props.metrics).map((bar) => (
            <charts.BenchmarkBar
              key={bar.key}
              label={bar.label}
              state={bar.state}
              barPercentage={bar.barPercentage}
              caption={bar.caption}
            />
          ))}
        </Stack>
      </charts.Loading>
      <Notices notices={notices} />
      {tariffs ? <TariffList tariffs={tariffs.list} isLoading={tariffs.isLoading} /> : null}
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
