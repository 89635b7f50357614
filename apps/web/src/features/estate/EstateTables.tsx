import type { EstateOverview } from '@wattwise/api';
import {
  PRODUCT_NAMES,
  TRAFFIC_LIGHT_LABELS,
  formatMoney,
  estateMessages,
  lettingStatusText,
  numberFormatter,
} from '@wattwise/domain';
import { Badge, Stack, Switch, Table, Text, type TableColumn } from '@wattwise/ui';

type Ranked = EstateOverview['ranking'][number] & { id: string };
type Compliance = EstateOverview['compliance'][number] & { id: string };

/** Rows shown before 'show more' (designed): a long estate's page stays short enough to scroll. */
const PAGE_ROWS = 50;

/** Whole numbers: intensities and percentages are not known to a decimal. */
const formatNumber = numberFormatter({ maximumFractionDigits: 0 });

const perM2 = (value: number | null) =>
  value === null ? '–' : `${formatNumber(Math.round(value))} kWh/m²`;

/** Sites ranked by energy intensity against their benchmark, most over it first. */
export function RankingTable({
  ranking,
  typeLabel,
}: {
  ranking: EstateOverview['ranking'];
  typeLabel: (key: string) => string;
}) {
  const columns: TableColumn<Ranked>[] = [
    {
      id: 'site',
      label: 'Site',
      isRowHeader: true,
      render: (row) => row.buildingName,
      sortValue: (row) => row.buildingName,
    },
    {
      id: 'type',
      label: 'Type',
      render: (row) => `${typeLabel(row.buildingType)} · ${PRODUCT_NAMES[row.product]}`,
    },
    {
      id: 'intensity',
      label: 'Intensity',
      align: 'end',
      render: (row) => perM2(row.intensityKwhM2),
      sortValue: (row) => row.intensityKwhM2 ?? -1,
    },
    {
      id: 'benchmark',
      label: 'Benchmark',
      align: 'end',
      render: (row) => perM2(row.benchmarkKwhM2),
    },
    {
      id: 'ratio',
      label: 'Against benchmark',
      align: 'end',
      render: (row) =>
        row.ratio === null ? (
          'No benchmark'
        ) : (
          <Stack gap="xs" align="flex-end">
            <span>{`${formatNumber(Math.round(row.ratio * 100))} %`}</span>
            {row.energyUsage ? (
              <Badge
                tone={
                  row.energyUsage === 'HIGH'
                    ? 'critical'
                    : row.energyUsage === 'OK'
                      ? 'caution'
                      : 'positive'
                }
              >
                {TRAFFIC_LIGHT_LABELS[row.energyUsage]}
              </Badge>
            ) : null}
          </Stack>
        ),
      sortValue: (row) => row.ratio ?? -1,
    },
  ];
  return (
    <Table
      aria-label="Sites by energy intensity against their benchmark"
      columns={columns}
      rows={ranking.map((row) => ({ ...row, id: row.siteId }))}
      emptyMessage="No site has been modelled yet."
      minWidth={640}
      pageSize={PAGE_ROWS}
      showMoreLabel={estateMessages.showMore}
    />
  );
}

function expiry(row: Compliance) {
  if (!row.expiresOn)
    return row.epcSource === 'ESTIMATED' ? 'No certificate' : 'Issue date not known';
  const days = row.daysLeft ?? 0;
  return (
    <Stack gap="xs">
      <span>{row.expiresOn}</span>
      <Text size="sm" tone={days < 0 ? 'critical' : days < 365 ? 'critical' : 'muted'}>
        {days < 0 ? `Expired ${formatNumber(-days)} days ago` : `${formatNumber(days)} days left`}
      </Text>
    </Stack>
  );
}

function route(row: Compliance) {
  const cheapest = row.cheapestRoute;
  if (!cheapest) return '–';
  if (!cheapest.feasible)
    return `No set of measures reaches band ${cheapest.targetBand}; the best reaches ${cheapest.achievedBand}.`;
  return (
    <Stack gap="xs">
      <span>{`To band ${cheapest.targetBand}: ${formatMoney(cheapest.capitalCostGbp)}`}</span>
      <Text size="sm" tone="muted">
        {cheapest.measures.join(', ') || 'No measure needed'}
      </Text>
    </Stack>
  );
}

/** Each building's EPC and expiry, and for let buildings the minimum standard and its route. */
export function ComplianceTable({
  compliance,
  onLetChange,
}: {
  compliance: EstateOverview['compliance'];
  onLetChange: (row: Compliance, letToTenants: boolean) => void;
}) {
  const columns: TableColumn<Compliance>[] = [
    {
      id: 'building',
      label: 'Building',
      isRowHeader: true,
      render: (row) => (
        <Stack gap="xs">
          <span>{row.siteName}</span>
          {row.buildingName !== row.siteName ? (
            <Text size="sm" tone="muted">
              {row.buildingName}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (row) => row.siteName,
    },
    {
      id: 'epc',
      label: 'EPC',
      render: (row) =>
        row.epcBand
          ? `${row.epcBand}${row.epcSource === 'ESTIMATED' ? ' (modelled)' : ''}`
          : 'None',
      sortValue: (row) => row.epcBand ?? 'Z',
    },
    {
      id: 'expires',
      label: 'Expires',
      render: expiry,
      sortValue: (row) => row.daysLeft ?? Number.MAX_SAFE_INTEGER,
    },
    {
      id: 'let',
      label: 'Let',
      render: (row) => (
        <Switch isSelected={row.letToTenants} onChange={(value) => onLetChange(row, value)}>
          {row.letToTenants ? 'Let' : 'Not let'}
        </Switch>
      ),
    },
    {
      id: 'standard',
      label: 'Minimum standard',
      render: (row) => (
        <Text size="sm" tone={row.meetsStandardToday === false ? 'critical' : 'neutral'}>
          {lettingStatusText(row)}
        </Text>
      ),
      sortValue: (row) => (row.meetsStandardToday === false ? 0 : row.letToTenants ? 1 : 2),
    },
    { id: 'route', label: 'Cheapest route', render: route },
  ];
  return (
    <Table
      aria-label="EPCs and minimum energy efficiency standards"
      columns={columns}
      rows={compliance.map((row) => ({ ...row, id: row.buildingId }))}
      emptyMessage="No building to show."
      minWidth={860}
      pageSize={PAGE_ROWS}
      showMoreLabel={estateMessages.showMore}
    />
  );
}
