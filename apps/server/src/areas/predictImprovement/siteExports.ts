import { sql, type Kysely } from 'kysely';
import { ukWallClockOf } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import { csvLine } from '../../platform/http/csv';
import { AnalysisRequestError } from '../../platform/errors/analysisErrors';
import { dataSeries } from '../data/dataSeries';
import { validateKpis } from '../diagnose/validate';
import { improvementList } from './improvementPlan';
import { scenarioResults } from './scenarioResults';

/** RFC 4180 text: a header row, then the rows, CRLF between lines. */
function csvOf(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('\r\n') + '\r\n';
}

const buildingsOf = (db: Kysely<Database>, siteId: string) =>
  db
    .selectFrom('spatial_nodes')
    .select(['path', 'name', 'building_id'])
    .where('site_id', '=', siteId)
    .where('type', '=', 'BUILDING')
    .orderBy('path')
    .execute();

/**
 * Every stored reading of every meter of the site, in time order per meter: the start and end
 * (UTC, ISO), kWh, and how the reading came to be (ACTUAL, ESTIMATED, FILLED, …).
 */
export async function readingsCsv(db: Kysely<Database>, siteId: string): Promise<string> {
  const rows = await db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .select([
      'meters.node_path',
      'meters.fuel',
      'meters.number',
      'interval_readings.start_at',
      'interval_readings.kwh',
      'interval_readings.quality',
    ])
    .where('meters.site_id', '=', siteId)
    .orderBy('meters.node_path')
    .orderBy('meters.fuel')
    .orderBy('interval_readings.start_at')
    .execute();
  return csvOf(
    ['building', 'fuel', 'meter', 'start_utc', 'kwh', 'quality'],
    rows.map((r) => [r.node_path, r.fuel, r.number, r.start_at, r.kwh, r.quality]),
  );
}

/**
 * The plan's scenarios a reader sees in a building, each with its figures and whether the reader
 * selected it (scenario_states.selected); none for a placeholder plan, which has no figures.
 */
async function planOf(
  db: Kysely<Database>,
  accountId: string,
  siteId: string,
  building: { path: string; building_id: string },
) {
  const plan = await improvementList({ db, accountId, siteId, path: building.path });
  const selected = new Set(
    (
      await db
        .selectFrom('scenario_states')
        .select('scenario_id')
        .where('account_id', '=', accountId)
        .where('building_id', '=', building.building_id)
        .where('selected', '=', true)
        .execute()
    ).map((row) => row.scenario_id),
  );
  return plan.scenarios.flatMap((s) =>
    'figures' in s && s.figures ? [{ ...s, figures: s.figures, toggled: selected.has(s.id) }] : [],
  );
}

/**
 * Each building's plan: every scenario with whether it is selected, its yearly savings (with
 * their ranges), installed cost with its source and price year, payback and life.
 */
async function planRows(db: Kysely<Database>, siteId: string, accountId: string) {
  const rows: unknown[][] = [];
  for (const building of await buildingsOf(db, siteId)) {
    for (const s of await planOf(db, accountId, siteId, building)) {
      const f = s.figures;
      rows.push([
        building.name,
        s.id,
        s.title,
        s.toggled ? 'yes' : 'no',
        f.savingGbp,
        f.savingRange?.low,
        f.savingRange?.high,
        f.energySavingKwh,
        f.carbonSavingKg,
        f.capitalCostGbp,
        f.costSource,
        f.costPriceYear,
        f.paybackYears,
        f.lifetimeYears,
      ]);
    }
  }
  return rows;
}

const PLAN_HEADER = [
  'building',
  'scenario_id',
  'scenario',
  'selected',
  'saving_gbp_per_year',
  'saving_low_gbp',
  'saving_high_gbp',
  'energy_saving_kwh_per_year',
  'carbon_saving_kg_per_year',
  'installed_cost_gbp',
  'cost_source',
  'cost_price_year',
  'payback_years',
  'life_years',
];

export async function planCsv(db: Kysely<Database>, siteId: string, accountId: string) {
  return csvOf(PLAN_HEADER, await planRows(db, siteId, accountId));
}

/** Each building's KPI cards: the plan's with its selected scenarios, and Validate's yearly ones. */
async function kpiRows(db: Kysely<Database>, siteId: string, accountId: string) {
  const rows: unknown[][] = [];
  for (const building of await buildingsOf(db, siteId)) {
    const selected = (await planOf(db, accountId, siteId, building))
      .filter((s) => s.toggled)
      .map((s) => s.id);
    const plan = await scenarioResults({
      db,
      accountId,
      siteId,
      path: building.path,
      selectedScenarios: selected,
    });
    for (const kpi of plan.kpis) rows.push([building.name, 'Plan', kpi.text, kpi.value, kpi.unit]);
    for (const kpi of await validateKpis(db, { siteId, path: building.path }))
      rows.push([building.name, 'Validate', kpi.text, kpi.value, kpi.unit]);
  }
  return rows;
}

const KPI_HEADER = ['building', 'screen', 'kpi', 'value', 'unit'];

export async function kpisCsv(db: Kysely<Database>, siteId: string, accountId: string) {
  return csvOf(KPI_HEADER, await kpiRows(db, siteId, accountId));
}

/** The first of the month after the site's last reading (this month's first with none). */
async function seriesEnd(db: Kysely<Database>, siteId: string, now: Date): Promise<Date> {
  const last = await db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .select(sql<Date | null>`max(interval_readings.start_at)`.as('at'))
    .where('meters.site_id', '=', siteId)
    .executeTakeFirst();
  const at = last?.at ? new Date(last.at) : now;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + (last?.at ? 1 : 0), 1));
}

const SERIES = [
  { column: 'measured_kwh', propertyType: 'OBSERVABLE' },
  { column: 'calibrated_baseline_kwh', propertyType: 'PREDICTEDCALCULATED' },
  { column: 'expected_kwh', propertyType: 'SIMULATED' },
] as const;

/**
 * Each building's energy by month over the twelve months to its last reading: measured, the
 * baseline the model calibrated on the readings predicts, the model's expected use, and the
 * potential (expected with the plan's selected scenarios), from the series the graphs draw.
 */
async function seriesRows(db: Kysely<Database>, siteId: string, accountId: string) {
  const end = await seriesEnd(db, siteId, new Date());
  const rows: unknown[][] = [];
  for (const building of await buildingsOf(db, siteId)) {
    const selected = (await planOf(db, accountId, siteId, building))
      .filter((s) => s.toggled)
      .map((s) => s.id);
    const kinds = [
      ...SERIES,
      ...(selected.length
        ? [{ propertyType: 'SIMULATED' as const, scenarioName: selected.join(';') }]
        : []),
    ];
    const columns: Map<string, number | null>[] = [];
    for (const kind of kinds) {
      const query = JSON.stringify([
        {
          start: { value: -12, unit: 'MONTHS', reference: end.toISOString() },
          end: { value: 0, unit: 'MONTHS', reference: end.toISOString() },
          aggregators: [{ type: 'SUM', value: 1, unit: 'MONTHS' }],
          ...kind,
        },
      ]);
      const answer = await dataSeries(db, {
        siteId,
        path: building.path,
        stimulus: 'ENERGY_USAGE',
        query,
        now: end,
      }).catch((error: unknown) => {
        // A series the building cannot give (no readings to calibrate on) is an empty column.
        if (error instanceof AnalysisRequestError) return { dataPoints: [] };
        throw error;
      });
      columns.push(new Map(answer.dataPoints.map((p) => [p.x, p.y])));
    }
    const months = [...new Set(columns.flatMap((c) => [...c.keys()]))].sort();
    // A month starts at UK midnight: its label is its first day on a UK clock.
    const label = (x: string) => new Date(ukWallClockOf(Date.parse(x))).toISOString().slice(0, 7);
    for (const month of months)
      rows.push([building.name, label(month), ...columns.map((c) => c.get(month) ?? '')]);
  }
  return rows.map((r) => (r.length < 3 + SERIES.length + 1 ? [...r, ''] : r));
}

const SERIES_HEADER = ['building', 'month', ...SERIES.map((s) => s.column), 'potential_kwh'];

export async function seriesCsv(db: Kysely<Database>, siteId: string, accountId: string) {
  return csvOf(SERIES_HEADER, await seriesRows(db, siteId, accountId));
}

/**
 * The site export's tables other than readings, as header and rows, for an export of many sites
 * (the estate's) to write one site after another with the same columns as a site's own export.
 */
export const siteTables = {
  series: { header: SERIES_HEADER, rows: seriesRows },
  plan: { header: PLAN_HEADER, rows: planRows },
  kpis: { header: KPI_HEADER, rows: kpiRows },
} as const;
