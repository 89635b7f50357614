import { sql, type Kysely } from 'kysely';
import { meteredCarbonKg, meteredCostGbp, type MeteredFuel } from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { MONTH_COVERAGE } from '../meter/meteredMonths';
import { buildingFactsOf } from '../registration/buildingFacts';
import type { EstateBuilding } from './estateFigures';

/** Energy, cost and carbon of a period. */
export interface EstateTotals {
  energyKwh: number;
  costGbp: number;
  carbonKg: number;
}

export interface EstateMonth extends EstateTotals {
  month: string;
  meteredSites: number;
  modelledSites: number;
}

/** The 24 calendar months before `today`'s month, oldest first, as first instants (UTC). */
function lastTwoYearsOfMonths(today: Date): Date[] {
  return Array.from(
    { length: 24 },
    (_, index) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 24 + index, 1)),
  );
}

const monthKey = (start: Date) => start.toISOString().slice(0, 7);
const daysIn = (start: Date) =>
  new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();

interface MeteredMonth {
  days: number;
  fuels: Partial<Record<MeteredFuel, number>>;
}

/** The meters of some buildings, with the building each reads. */
async function metersOf(db: Kysely<Database>, buildingIds: readonly string[]) {
  if (buildingIds.length === 0) return [];
  return db
    .selectFrom('meters')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .select(['meters.id', 'meters.fuel', 'spatial_nodes.building_id as buildingId'])
    .where('spatial_nodes.building_id', 'in', buildingIds)
    .execute();
}

/** kWh read per building, fuel and calendar month in the window, with the days read. */
async function meteredMonths(
  db: Kysely<Database>,
  buildingIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, Map<string, MeteredMonth>>> {
  const byBuilding = new Map<string, Map<string, MeteredMonth>>();
  const meters = await metersOf(db, buildingIds);
  if (meters.length === 0) return byBuilding;
  const meterOf = new Map(meters.map((meter) => [meter.id, meter] as const));
  // The months the database keeps per meter (0016_estate), never the readings themselves.
  const rows = await db
    .selectFrom('meter_months')
    .select([
      'meter_id as meterId',
      sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
      'kwh',
      'days',
    ])
    .where(
      'meter_id',
      'in',
      meters.map((meter) => meter.id),
    )
    .where('month', '>=', from)
    .where('month', '<', to)
    .execute();
  for (const row of rows) {
    const meter = meterOf.get(row.meterId)!;
    const months = byBuilding.get(meter.buildingId) ?? new Map<string, MeteredMonth>();
    const month = months.get(row.month) ?? { days: Number.POSITIVE_INFINITY, fuels: {} };
    // A month counts as read when every metered fuel covers it.
    month.days = Math.min(month.days, Number(row.days));
    const fuel = meter.fuel === 'GAS' ? 'gas' : 'electricity';
    month.fuels[fuel] = (month.fuels[fuel] ?? 0) + Number(row.kwh);
    months.set(row.month, month);
    byBuilding.set(meter.buildingId, months);
  }
  return byBuilding;
}

/** The engine's value of metered kWh at each building's own unit rates. */
async function meteredValuer(db: Kysely<Database>, buildingIds: readonly string[]) {
  const rows =
    buildingIds.length === 0
      ? []
      : await db.selectFrom('buildings').selectAll().where('id', 'in', buildingIds).execute();
  const facts = new Map(rows.map((row) => [row.id, buildingFactsOf(row)] as const));
  return (buildingId: string, fuels: MeteredMonth['fuels']): EstateTotals => {
    const totals = { energyKwh: 0, costGbp: 0, carbonKg: 0 };
    for (const [fuel, kwh] of Object.entries(fuels) as [MeteredFuel, number][]) {
      totals.energyKwh += kwh;
      totals.costGbp += meteredCostGbp(facts.get(buildingId) ?? {}, fuel, kwh);
      totals.carbonKg += meteredCarbonKg(fuel, kwh);
    }
    return totals;
  };
}

/**
 * The estate's energy, cost and carbon in each of the 24 months before `today`'s month: a
 * building's meters' readings when they cover the month and the same month of the other year
 * (MONTH_COVERAGE of its days, every metered fuel), else the model's typical month for it. A site counts as metered in a month when
 * any of its buildings was.
 */
export async function estateMonths(
  db: Kysely<Database>,
  buildings: readonly EstateBuilding[],
  today: Date,
): Promise<EstateMonth[]> {
  const starts = lastTwoYearsOfMonths(today);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const read = await meteredMonths(
    db,
    buildings.map((building) => building.buildingId),
    starts[0]!,
    end,
  );
  const value = await meteredValuer(db, [...read.keys()]);
  const covered = (buildingId: string, start: Date) => {
    const reading = read.get(buildingId)?.get(monthKey(start));
    return reading && reading.days >= MONTH_COVERAGE * daysIn(start) ? reading : null;
  };
  return starts.map((start, index) => {
    const key = monthKey(start);
    // The same month a year before or after: the pair the year-on-year change compares.
    const partner = starts[index < 12 ? index + 12 : index - 12]!;
    const month: EstateMonth = {
      month: key,
      energyKwh: 0,
      costGbp: 0,
      carbonKg: 0,
      meteredSites: 0,
      modelledSites: 0,
    };
    const metered = new Set<string>();
    const modelled = new Set<string>();
    for (const building of buildings) {
      // Readings count only when both months of the pair are read, so a year is never compared
      // with a year of another kind (readings against the model's typical months).
      const reading =
        covered(building.buildingId, start) && covered(building.buildingId, partner)
          ? covered(building.buildingId, start)
          : null;
      const totals = reading ? value(building.buildingId, reading.fuels) : null;
      const typical = building.figures?.months[start.getUTCMonth()];
      if (totals) metered.add(building.siteId);
      else if (typical) modelled.add(building.siteId);
      const figures = totals ?? {
        energyKwh: typical?.kwh ?? 0,
        costGbp: typical?.costGbp ?? 0,
        carbonKg: typical?.carbonKg ?? 0,
      };
      month.energyKwh += figures.energyKwh;
      month.costGbp += figures.costGbp;
      month.carbonKg += figures.carbonKg;
    }
    month.meteredSites = metered.size;
    month.modelledSites = [...modelled].filter((site) => !metered.has(site)).length;
    return month;
  });
}

/** The sum of some months. */
export function totalOf(months: readonly EstateTotals[]): EstateTotals {
  return months.reduce(
    (sum, month) => ({
      energyKwh: sum.energyKwh + month.energyKwh,
      costGbp: sum.costGbp + month.costGbp,
      carbonKg: sum.carbonKg + month.carbonKg,
    }),
    { energyKwh: 0, costGbp: 0, carbonKg: 0 },
  );
}
