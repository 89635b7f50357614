import '@wattwise/charts/style.css';
import type { EstateOverview } from '@wattwise/api';
import {
  PRODUCT_NAMES,
  TRAFFIC_LIGHT_LABELS,
  estateMessages,
  formatEnergy,
  formatMoney,
  formatNumber,
  monthShortName,
  yearOnYearChange,
} from '@wattwise/domain';
import { YearOnYearChart } from '@wattwise/charts';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  KpiCard,
  LoadingState,
  Page,
  Select,
  Stack,
  Text,
} from '@wattwise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileLogoHeader, useProfileLogo } from '../../platform/account/ProfileLogo';
import { useAccountMenu } from '../../platform/account/useAccountMenu';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { ComplianceTable, RankingTable } from './EstateTables';
import { useEstate, type EstateFilter } from './useEstate';

const METRICS = {
  energyKwh: { label: 'Energy', format: formatEnergy },
  costGbp: { label: 'Cost', format: formatMoney },
  carbonKg: { label: 'Carbon', format: (kg: number) => `${formatNumber(Math.round(kg))} kg CO2e` },
} as const;
type Metric = keyof typeof METRICS;

const ANY = 'ANY';

function Totals({ data }: { data: EstateOverview }) {
  const { measured } = data;
  return (
    <Stack gap="sm">
      <Inline gap="md" align="stretch">
        {(Object.keys(METRICS) as Metric[]).map((key) => {
          // Only measured months are compared: the model's typical months are the same every year.
          const change = measured
            ? yearOnYearChange(measured.lastYear[key], measured.yearBefore[key])
            : null;
          return (
            <KpiCard
              key={key}
              text={`${METRICS[key].label}, ${estateMessages.lastYear.toLowerCase()}`}
              value={data.lastYear[key]}
              unit={key === 'energyKwh' ? 'kWh' : key === 'carbonKg' ? 'kg CO2e' : null}
              isCurrency={key === 'costGbp'}
              indicator={
                change?.value == null
                  ? null
                  : {
                      value: change.value,
                      unit: '%',
                      text: estateMessages.versus,
                      variant: change.variant,
                      direction: change.direction,
                    }
              }
            />
          );
        })}
      </Inline>
      <Text size="sm" tone="muted">
        {measured ? estateMessages.measuredBasis(measured.sites) : estateMessages.noMeasuredYear}
      </Text>
    </Stack>
  );
}

function Months({ data }: { data: EstateOverview }) {
  const [metric, setMetric] = useState<Metric>('energyKwh');
  const last = data.months.slice(12);
  const before = data.months.slice(0, 12);
  const latest = last.at(-1);
  return (
    <Card padding="md" aria-label="By month">
      <Stack gap="sm">
        <Select
          label="Show"
          options={(Object.keys(METRICS) as Metric[]).map((id) => ({
            id,
            label: METRICS[id].label,
          }))}
          selectedKey={metric}
          onSelectionChange={(key) => setMetric(key as Metric)}
        />
        <YearOnYearChart
          title={`${METRICS[metric].label} by month`}
          points={last.map((month, index) => ({
            label: monthShortName(month.month),
            value: month[metric],
            previous: before[index]?.[metric] ?? 0,
          }))}
          currentLabel={estateMessages.lastYear}
          previousLabel={estateMessages.yearBefore}
          formatValue={METRICS[metric].format}
        />
        {latest ? (
          <Text size="sm" tone="muted">
            {`${monthShortName(latest.month)}: ${latest.meteredSites} sites from their meters' readings, ${latest.modelledSites} from the model's typical month.`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Plans({ plans }: { plans: EstateOverview['plans'] }) {
  return (
    <Stack gap="sm" as="section" aria-label="Improvement plans">
      <Heading level={2}>Improvement plans</Heading>
      {plans.sitesWithPlan === 0 ? (
        <Text>No site has a recommended plan yet.</Text>
      ) : (
        <Inline gap="md" align="stretch">
          <KpiCard text="Saving a year" value={plans.savingGbp} isCurrency />
          <KpiCard text="Energy saved a year" value={plans.savingKwh} unit="kWh" />
          <KpiCard text="Carbon saved a year" value={plans.savingKgCo2e} unit="kg CO2e" />
          <KpiCard text="Cost to install" value={plans.capitalCostGbp} isCurrency />
          <Text>{`${plans.sitesWithPlan} sites have a recommended plan.`}</Text>
        </Inline>
      )}
    </Stack>
  );
}

/** The estate at a glance for users with many sites. */
export default function EstateScreen() {
  const estate = useEstate();
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const profile = useProfileLogo();
  const account = useAccountMenu('WattWise', { onProfile: profile.open });
  const { data } = estate;
  const [letSaved, setLetSaved] = useState(true);
  const filtered = Object.keys(estate.filter).length > 0;
  const choose = (key: keyof EstateFilter) => (value: unknown) =>
    estate.setFilter(key, value === ANY ? null : String(value));

  let body;
  if (estate.error && !data)
    body = <ErrorState message={estateMessages.error} supportEmail={supportEmail} />;
  else if (!data) body = <LoadingState message={estateMessages.loading} />;
  else if (data.siteCount === 0)
    body = <EmptyState message={filtered ? estateMessages.noMatch : estateMessages.empty} />;
  else
    body = (
      <Stack gap="lg">
        <Text tone="muted">
          {estateMessages.size(data.siteCount, data.buildingCount, data.asOf)}
        </Text>
        <Totals data={data} />
        <Months data={data} />
        <Plans plans={data.plans} />
        <Stack gap="sm" as="section" aria-label="Sites by intensity">
          <Heading level={2}>Sites by energy intensity against their benchmark</Heading>
          <RankingTable
            ranking={data.ranking}
            typeLabel={(key) => estate.buildingTypes[key] ?? key}
          />
        </Stack>
        <Stack gap="sm" as="section" aria-label="Compliance">
          <Heading level={2}>EPCs and minimum energy efficiency standards</Heading>
          <ComplianceTable
            compliance={data.compliance}
            onLetChange={(row, value) =>
              void estate.setLet(row.siteId, row.buildingId, value).then(setLetSaved)
            }
          />
        </Stack>
      </Stack>
    );

  return (
    <Page
      header={
        <ProfileLogoHeader
          productName="WattWise"
          onLogoPress={() => navigate('/')}
          accountMenu={account.groups}
          onAccountAction={account.onAction}
        />
      }
      title={estateMessages.title}
    >
      <title>{`${estateMessages.title} · WattWise`}</title>
      <Inline gap="md" align="flex-end" aria-label="Filters">
        <Select
          label="Building type"
          options={[
            { id: ANY, label: 'All types' },
            ...Object.entries(estate.buildingTypes).map(([id, label]) => ({ id, label })),
          ]}
          selectedKey={estate.filter.buildingType ?? ANY}
          onSelectionChange={choose('buildingType')}
        />
        <Select
          label="Product"
          options={[
            { id: ANY, label: 'All products' },
            ...(['PREDICT', 'OPTIMISE'] as const).map((id) => ({ id, label: PRODUCT_NAMES[id] })),
          ]}
          selectedKey={estate.filter.product ?? ANY}
          onSelectionChange={choose('product')}
        />
        <Select
          label="Energy usage"
          options={[
            { id: ANY, label: 'Any' },
            ...(['HIGH', 'OK', 'LOW'] as const).map((id) => ({
              id,
              label: TRAFFIC_LIGHT_LABELS[id],
            })),
          ]}
          selectedKey={estate.filter.energyUsage ?? ANY}
          onSelectionChange={choose('energyUsage')}
        />
      </Inline>
      <Inline gap="sm" aria-label="Downloads">
        <Button
          variant="secondary"
          isPending={estate.downloading === 'csv'}
          onPress={() => void estate.download('csv')}
        >
          Download CSV
        </Button>
        <Button
          variant="secondary"
          isPending={estate.downloading === 'pdf'}
          onPress={() => void estate.download('pdf')}
        >
          Download PDF
        </Button>
      </Inline>
      {/* download="": the browser saves each file under the server's name, with its date. */}
      <Inline gap="sm" aria-label="Data downloads">
        <ButtonLink href={estate.readingsHref} download="">
          {estateMessages.readingsDownload}
        </ButtonLink>
        {(['series', 'plan', 'kpis'] as const).map((table) => (
          <ButtonLink key={table} href={estate.tableHrefs[table]} download="">
            {estateMessages.tableDownloads[table]}
          </ButtonLink>
        ))}
      </Inline>
      {estate.downloadFailed ? <Text tone="critical">{estateMessages.downloadFailed}</Text> : null}
      {letSaved ? null : <Text tone="critical">{estateMessages.letFailed}</Text>}
      {body}
      {profile.dialog}
    </Page>
  );
}
