import {
  GRANULARITY_LABELS,
  chartMessages,
  optimiseImprovementMessages as messages,
  planMessages,
  potentialSavingsSentence,
  type Granularity,
} from '@wattwise/domain';
import {
  Card,
  EmptyState,
  ErrorState,
  Heading,
  KpiCard,
  LoadingDots,
  ScenarioSummaryCard,
  Select,
  Stack,
  Text,
} from '@wattwise/ui';
import type { Key, ReactNode } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { ModelUpdatingNotice } from '../../shared/scenarios/ModelUpdatingNotice';
import { resultKpiCard } from '../../shared/scenarios/resultsData';
import { cardDescription, cardFigures } from '../../shared/scenarios/scenarioItems';
import { useOptimiseImprovement } from './useOptimiseImprovement';

/**
 * Optimise improvement view (spec analysis §2.3): the granularity select (DAILY, WEEKLY, MONTHLY,
 * YEARLY, filtered by the node's data frequency), the KPI summary (each figure after the
 * recommended measures with its range and its signed yearly saving), the areas for improvement,
 * the scenarios with their signed figures, and the sentence on potential savings per period
 * ('---' when negative, the spec's own word for that case). Every figure comes from the engine
 * through the server.
 */
export default function OptimiseImprovementScreen() {
  const view = useOptimiseImprovement();
  const { supportEmail } = useRuntimeConfig();

  let body: ReactNode;
  if (!view.buildingId) {
    body = <EmptyState message={planMessages.selectBuilding} />;
  } else if (view.failed) {
    body = <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />;
  } else if (!view.overview) {
    body = <LoadingDots label={planMessages.loadingData} />;
  } else {
    const overview = view.overview;
    body = (
      <Stack gap="lg">
        <ModelUpdatingNotice
          energyModelRunning={overview.energyModelRunning}
          refresh={view.refresh}
        />
        <Text weight="strong">
          {potentialSavingsSentence(overview.totalSavings, view.granularity)}
        </Text>
        <Stack as="section" gap="md" aria-label={messages.kpiSummary}>
          <Heading level={2}>{messages.kpiSummary}</Heading>
          <Stack direction="row" gap="md" wrap>
            {overview.kpis.map((kpi) => (
              <KpiCard key={kpi.text} {...resultKpiCard(kpi)} />
            ))}
          </Stack>
        </Stack>
        <Stack as="section" gap="md" aria-label={messages.areasForImprovement}>
          <Heading level={2}>{messages.areasForImprovement}</Heading>
          {overview.areasForImprovement.length === 0 ? (
            <Text tone="muted">{messages.noAreasForImprovement}</Text>
          ) : (
            <Stack as="ul" gap="sm" aria-label={messages.areasForImprovement}>
              {overview.areasForImprovement.map((area) => (
                <Card key={area.title} as="li" aria-label={area.title}>
                  <Stack gap="xs">
                    <Text weight="strong">{area.title}</Text>
                    <Text tone="muted">{area.text}</Text>
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack as="section" gap="md" aria-label={messages.scenarios}>
          <Heading level={2}>{messages.scenarios}</Heading>
          {overview.scenarios.length === 0 ? (
            <EmptyState message={planMessages.stillComputing} />
          ) : (
            <Stack as="ul" gap="md" aria-label={messages.scenarios}>
              {overview.scenarios.map((scenario) => (
                <ScenarioSummaryCard
                  key={scenario.id}
                  as="li"
                  title={scenario.title}
                  description={cardDescription(scenario)}
                  indicators={scenario.indicators}
                  figures={cardFigures(scenario)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <title>{`${messages.title} · WattWise`}</title>
      <Heading level={1}>{messages.title}</Heading>
      {view.buildingId ? (
        <Select
          label={messages.granularity}
          options={view.granularities.map((id) => ({ id, label: GRANULARITY_LABELS[id] }))}
          selectedKey={view.granularity}
          onSelectionChange={(key: Key | null) => key && view.setGranularity(key as Granularity)}
        />
      ) : null}
      {body}
    </Stack>
  );
}
