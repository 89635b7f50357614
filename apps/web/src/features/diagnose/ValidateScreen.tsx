import type { RouteResponse } from '@wattwise/api';
import { ValidateChart } from '@wattwise/charts';
import '@wattwise/charts/style.css';
import {
  SERIES_TIME_ZONE,
  chartMessages,
  shellMessages,
  dateFormatter,
  lastTwelveMonths,
  planMessages,
  validateChartDescription,
  validateMessages,
} from '@wattwise/domain';
import {
  Badge,
  Banner,
  Button,
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
  visuallyHidden,
} from '@wattwise/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

type ValidateData = RouteResponse<'predict.validate.overview'>;
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { useUpgrade } from './useUpgrade';
import { useValidate } from './useValidate';
import { ValidateSavings } from './ValidateSavings';

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
  const bills = data.basis === 'BILLS';
  return (
    <Stack gap="lg">
      {data.notices.map((notice) => (
        <Banner
          key={notice.notice}
          aria-label={validateMessages.title}
          tone={notice.variant === 'NEGATIVE' ? 'caution' : 'info'}
        >
          {notice.notice}
        </Banner>
      ))}
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
        title={bills ? validateMessages.billsChartTitle : validateMessages.chartTitle}
        {...(withheld || bills ? {} : { description: validateChartDescription(data.data.length) })}
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
/**
 * Nothing to validate against yet (no readings, no bills): says so and offers the two ways to get
 * readings: connecting the building's smart meter (the site's dialog) or uploading a CSV of them.
 */
function NothingToValidate({ view }: { view: ReturnType<typeof useValidate> }) {
  const navigate = useNavigate();
  const file = useRef<HTMLInputElement>(null);
  return (
    <EmptyState
      message={validateMessages.nothingToValidate}
      action={
        <Stack direction="row" gap="sm" wrap>
          <Button variant="primary" onPress={() => navigate({ search: '?connect=meter' })}>
            {shellMessages.connectSmartMeter}
          </Button>
          {view.canUpload ? (
            <>
              <Button
                variant="secondary"
                isPending={view.uploadPending}
                onPress={() => file.current?.click()}
              >
                {validateMessages.uploadReadings}
              </Button>
              <input
                ref={file}
                type="file"
                accept=".csv,text/csv"
                className={visuallyHidden}
                aria-label={validateMessages.uploadReadings}
                tabIndex={-1}
                onChange={(event) => {
                  const chosen = event.currentTarget.files?.[0];
                  if (chosen) void view.uploadReadings(chosen);
                  event.currentTarget.value = '';
                }}
              />
            </>
          ) : null}
        </Stack>
      }
    />
  );
}

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
  else if (view.state === 'nothing') body = <NothingToValidate view={view} />;
  else if (view.state === 'computing')
    body = (
      <EmptyState
        message={view.uploaded ? validateMessages.uploaded : validateMessages.computing}
      />
    );
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
      {view.state === 'ready' && !view.placeholder ? (
        <ValidateSavings siteId={view.siteId} path={view.path} />
      ) : null}
      {view.uploadError ? <ErrorState message={view.uploadError} /> : null}
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
