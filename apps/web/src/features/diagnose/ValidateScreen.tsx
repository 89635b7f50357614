import type { RouteResponse } from '@wattwise/api';
import { ValidateChart } from '@wattwise/charts';
import '@wattwise/charts/style.css';
import {
  SERIES_TIME_ZONE,
  chartMessages,
  dateFormatter,
  lastTwelveMonths,
  planMessages,
  validateChartDescription,
  validateMessages,
} from '@wattwise/domain';
import {
  Badge,
  EmptyState,
  ErrorState,
  Heading,
  InterventionDialog,
  KpiCard,
  LoadingState,
  Stack,
  Text,
  UpgradeDialog,
  UpgradeOverlay,
} from '@wattwise/ui';
import { useState } from 'react';

type ValidateData = RouteResponse<'predict.validate.overview'>;
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { useUpgrade } from './useUpgrade';
import { useValidate } from './useValidate';

const longDate = dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SERIES_TIME_ZONE,
});

/** 'Last 12 months up until {date}' in the UK's long form, e.g. 12 November 2026. */
function untilText(iso: string): string {
  return lastTwelveMonths(longDate(new Date(iso)));
}

/** The KPI cards and the observed-against-predicted chart of a validate answer. */
function ValidateFigures({
  data,
  onPointDoubleClick,
}: {
  data: ValidateData;
  onPointDoubleClick?: (date: Date) => void;
}) {
  const withheld = data.placeholder === true;
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="sm" align="center" wrap>
        {data.lastMeteringDateTime ? <Text>{untilText(data.lastMeteringDateTime)}</Text> : null}
        {data.sandbox ? <Badge tone="info">{validateMessages.sandboxData}</Badge> : null}
      </Stack>
      <Stack direction="row" gap="md" wrap>
        {data.kpis.map((kpi) => (
          <KpiCard
            key={kpi.text}
            text={kpi.text}
            value={kpi.value ?? 0}
            unit={kpi.unit}
            isCurrency={kpi.isCurrency}
            indicator={kpi.indicator}
            isLoading={withheld || kpi.value === null}
          />
        ))}
      </Stack>
      <ValidateChart
        title={validateMessages.chartTitle}
        {...(withheld ? {} : { description: validateChartDescription(data.data.length) })}
        observed={data.data}
        predicted={data.predicted ?? []}
        unit="kWh"
        observedName={validateMessages.observed}
        predictedName={validateMessages.predicted}
        emptyMessage={chartMessages.noRelevantData}
        computingMessage={validateMessages.computing}
        {...(onPointDoubleClick ? { onPointDoubleClick } : {})}
      />
    </Stack>
  );
}

/**
 * Predict validate of a site, building, floor or space (spec analysis §2.5): 'Validate', 'Last 12
 * months up until {date}', the Guideline 14 KPI cards and the chart; a double-click on a day opens
 * the intervention dialog for that date. Unpaid sites see placeholder figures blurred behind the
 * upgrade prompt.
 */
export default function ValidateScreen() {
  const view = useValidate();
  const { supportEmail } = useRuntimeConfig();
  const upgrade = useUpgrade(view.siteId);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [interventionDate, setInterventionDate] = useState<string | null>(null);
  const [interventionError, setInterventionError] = useState<string | null>(null);

  let body;
  if (view.state === 'loading') body = <LoadingState message={planMessages.loadingData} />;
  else if (view.state === 'error')
    body = <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />;
  else if (view.state === 'computing') body = <EmptyState message={validateMessages.computing} />;
  else if (view.placeholder)
    body = (
      <UpgradeOverlay onUpgrade={() => setUpgradeOpen(true)}>
        <ValidateFigures data={view.data!} />
      </UpgradeOverlay>
    );
  else
    body = (
      <ValidateFigures
        data={view.data!}
        onPointDoubleClick={(date) => {
          setInterventionError(null);
          setInterventionDate(date.toISOString().slice(0, 10));
        }}
      />
    );

  return (
    <Stack gap="lg">
      <title>{`${validateMessages.title} · WattWise`}</title>
      <Heading level={1}>{validateMessages.title}</Heading>
      {body}
      {interventionError ? <ErrorState message={interventionError} /> : null}
      {interventionDate ? (
        <InterventionDialog
          key={interventionDate}
          isOpen
          defaultDate={interventionDate}
          isPending={view.interventionPending}
          onOpenChange={(open) => !open && setInterventionDate(null)}
          onCreate={(input) => {
            void view.createIntervention(input).then((error) => {
              setInterventionError(error);
              setInterventionDate(null);
            });
          }}
        />
      ) : null}
      {upgrade.error ? <ErrorState message={upgrade.error} /> : null}
      <UpgradeDialog
        isOpen={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        isPending={upgrade.isPending}
        onSubmit={(billingEmail) => {
          void upgrade.start(billingEmail).then((ok) => ok && setUpgradeOpen(false));
        }}
      />
    </Stack>
  );
}
