import { buildPath, routeIndex } from '@wattwise/api';
import { dateFormatter, isDemoSite, numberFormatter } from '@wattwise/domain';
import { Button, Heading, Link, MeterUploadDialog, Stack, Table, Text } from '@wattwise/ui';
import { meterLabel, targetIdOf, useMeterUpload } from './useMeterUpload';

type Meter = ReturnType<typeof useMeterUpload>['meters'][number];

const day = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const count = numberFormatter();

/** What the data page exports, each as CSV (data.export.csv). */
const EXPORTS = [
  { table: 'readings', label: 'Readings' },
  { table: 'series', label: 'Model series (expected, potential, calibrated baseline)' },
  { table: 'plan', label: 'Improvement plan (scenarios, savings, costs)' },
  { table: 'kpis', label: 'KPIs' },
] as const;

/**
 * The site's meter data (designed, issue 38): each meter with its readings' count and span and
 * "Upload readings (CSV)" (the owner's; a demo site is read-only), then the site's data to
 * download as CSV.
 */
export function MeterDataPanel({ siteId }: { siteId: string }) {
  const upload = useMeterUpload(siteId);
  const canUpload = !isDemoSite(siteId);
  const columns = [
    {
      id: 'meter',
      label: 'Meter',
      isRowHeader: true,
      render: (m: Meter & { id: string }) => meterLabel(m),
    },
    {
      id: 'readings',
      label: 'Readings',
      align: 'end' as const,
      render: (m: Meter) => count(m.readings),
    },
    {
      id: 'period',
      label: 'Period',
      render: (m: Meter) =>
        m.first && m.last ? `${day(new Date(m.first))} to ${day(new Date(m.last))}` : 'None yet',
    },
    ...(canUpload
      ? [
          {
            id: 'upload',
            label: 'Upload',
            render: (m: Meter) => (
              <Button
                variant="secondary"
                size="small"
                onPress={() => upload.open(targetIdOf(m))}
                aria-label={`Upload readings (CSV): ${meterLabel(m)}`}
              >
                Upload readings (CSV)
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="meter-data-title">
      <Stack gap="md">
        <Heading level={2} id="meter-data-title">
          Meter data
        </Heading>
        <Table
          aria-label="Meters"
          columns={columns}
          rows={upload.meters.map((m) => ({ ...m, id: targetIdOf(m) }))}
          emptyMessage="This site has no buildings to hold meters."
          isLoading={upload.isLoading}
        />
        <Heading level={3}>Download as CSV</Heading>
        <Text as="div">
          <ul>
            {EXPORTS.map(({ table, label }) => (
              <li key={table}>
                <Link
                  href={buildPath(routeIndex['data.export.csv'].path, { siteId, table })}
                  download={`wattwise-${table}.csv`}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Text>
      </Stack>
      {upload.dialog.isOpen ? <MeterUploadDialog {...upload.dialog} /> : null}
    </section>
  );
}
