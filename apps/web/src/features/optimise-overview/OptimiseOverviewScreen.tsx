import { TimeSeriesChart } from '@wattwise/charts';
import {
  STIMULUS_LABELS,
  buildingMetersNotice,
  chartMessages,
  dateFormatter,
  lastTwelveMonths,
  planMessages,
  type Granularity,
} from '@wattwise/domain';
import {
  Banner,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  InterventionDialog,
  KpiCard,
  LoadingDots,
  Stack,
  Tabs,
  Text,
  chartColours,
} from '@wattwise/ui';
import '@wattwise/charts/style.css';
import { useMemo, useState, type Key } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { KPI_STIMULI, isoDay } from './overviewQuery';
import { useOptimiseOverview } from './useOptimiseOverview';

/** The last reading's day in the long form, e.g. 30 June 2019. */
const longDate = dateFormatter({ dateStyle: 'long' });

/**
 * Optimise overview, site to space (spec analysis §2.1, §2.3 'Annual overview', §2.7, §4.7): the
 * last 12 months of metered energy usage up to the last reading, with intervention markers; a
 * double-click on the graph or the 'Add intervention' button opens the intervention dialog. A
 * block, floor, zone or space without meters of its own shows its building's, and says so.
 */
export default function OptimiseOverviewScreen() {
  const view = useOptimiseOverview();
  const { supportEmail } = useRuntimeConfig();
  const [dialogDate, setDialogDate] = useState<string | null>(null);
  const { stimulusTab } = view;
  const stimulusMap = useMemo(
    () => ({ [stimulusTab.stimulus]: { label: stimulusTab.label, unit: stimulusTab.unit } }),
    [stimulusTab],
  );
  const series = useMemo(
    () => [
      {
        id: stimulusTab.stimulus,
        name: stimulusTab.label,
        color: chartColours.observed,
        stimulus: stimulusTab.stimulus,
        data: view.points,
      },
    ],
    [view.points, stimulusTab],
  );
  const markers = useMemo(
    () =>
      view.interventions.map((item, index) => ({
        id: item.id ?? `${item.dateTime}-${index}`,
        date: item.dateTime,
        title: item.title,
        description: item.description,
        ...(item.cost != null ? { cost: item.cost } : {}),
        ...(item.measuredSavings?.length
          ? { savings: item.measuredSavings.map((saving) => saving.sentence) }
          : {}),
      })),
    [view.interventions],
  );

  // A failed series keeps the chart's date range and granularity, so another window can be tried.
  const graph =
    view.isSeriesLoading && !view.seriesFailed ? (
      <LoadingDots label={planMessages.loadingData} />
    ) : (
      <TimeSeriesChart
        title={stimulusTab.label}
        series={series}
        stimulusMap={stimulusMap}
        emptyMessage={chartMessages.noRelevantData}
        failure={
          view.seriesFailed ? (
            <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />
          ) : undefined
        }
        {...(view.range ? { range: view.range } : {})}
        onRangeChange={view.setRange}
        granularity={view.granularity}
        granularities={view.granularities}
        onGranularityChange={(next: Granularity) => view.setGranularity(next)}
        interventions={markers}
        onPointDoubleClick={(date: Date) => setDialogDate(isoDay(date))}
      />
    );

  const header = (
    <>
      <title>{`${planMessages.annualOverview} · WattWise`}</title>
      <Heading level={1}>{planMessages.annualOverview}</Heading>
    </>
  );
  if (view.treeFailed) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />
      </Stack>
    );
  }
  if (view.isTreeLoading) {
    return (
      <Stack gap="lg">
        {header}
        <LoadingDots label={planMessages.loadingData} />
      </Stack>
    );
  }
  if (view.nodeMissing) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyState message={chartMessages.noDataForTab} />
      </Stack>
    );
  }
  if (!view.hasBuilding) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyState message={planMessages.overviewNoBuilding} />
      </Stack>
    );
  }

  if (!view.lastReading) {
    // Without a reading there is no window to total: say so rather than load KPIs forever.
    return (
      <Stack gap="lg">
        {header}
        {view.node ? <Heading level={2}>{view.node.name}</Heading> : null}
        <EmptyState message={planMessages.overviewNoReadings} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      {view.node ? <Heading level={2}>{view.node.name}</Heading> : null}
      {view.node && view.readsBuildingMeters ? (
        <Banner aria-label={buildingMetersNotice(view.node.name)}>
          {buildingMetersNotice(view.node.name)}
        </Banner>
      ) : null}
      {view.lastReading ? (
        <Text tone="muted">{lastTwelveMonths(longDate(view.lastReading))}</Text>
      ) : null}
      <Stack direction="row" gap="md" wrap>
        {KPI_STIMULI.map((stimulus) => {
          const total = view.totals[stimulus];
          const label = STIMULUS_LABELS[stimulus] ?? { label: stimulus, unit: '' };
          return total === 'failed' ? null : (
            <KpiCard
              key={stimulus}
              text={label.label}
              value={total ?? 0}
              isLoading={total === null}
              {...(stimulus === 'ENERGY_COST' ? { isCurrency: true } : { unit: label.unit })}
            />
          );
        })}
      </Stack>
      <Tabs
        selectedKey={stimulusTab.stimulus}
        onSelectionChange={(key: Key) => view.setStimulus(String(key))}
      >
        <Tabs.List aria-label="Graphs">
          {view.stimuli.map((tab) => (
            <Tabs.Tab key={tab.stimulus} id={tab.stimulus}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {view.stimuli.map((tab) => (
          <Tabs.Panel key={tab.stimulus} id={tab.stimulus}>
            {tab.stimulus === stimulusTab.stimulus ? graph : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {view.notices.map((notice) => (
        <Banner key={notice} aria-label={notice}>
          {notice}
        </Banner>
      ))}
      <div>
        <Button
          variant="secondary"
          onPress={() => setDialogDate(isoDay(view.lastReading ?? new Date()))}
        >
          {chartMessages.addIntervention}
        </Button>
      </div>
      {view.createFailed ? (
        <Banner tone="caution" aria-label={chartMessages.interventionNotSaved}>
          {chartMessages.interventionNotSaved}
        </Banner>
      ) : null}
      {dialogDate !== null ? (
        <InterventionDialog
          key={dialogDate}
          isOpen
          onOpenChange={(open: boolean) => (open ? null : setDialogDate(null))}
          defaultDate={dialogDate}
          isPending={view.isCreating}
          onCreate={(input) => {
            void view.createIntervention(input).then((ok) => ok && setDialogDate(null));
          }}
        />
      ) : null}
    </Stack>
  );
}
