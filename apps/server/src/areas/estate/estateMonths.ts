import { sql, type Kysely } from 'kysely';
import { meteredCarbonKg, meteredCostGbp, type MeteredFuel } from '@wattwise/energy-model';
import { jsonRows } from '../../db/jsonRows';
import type { Database } from '../../db/schema';
import { MONTH_COVERAGE } from '../meter/meteredMonths';
import { estateFilterSql, type EstateBuilding, type EstateFilter } from './estateFigures';

/** Energy, cost and carbon of a period. */
export interface EstateTotals {
  energyKwh: number;
  costGbp: number;
  carbonKg: number;
}

interface EstateMonth extends EstateTotals {
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

/**
 * kWh read per building, fuel and calendar month in the window, with the days read, summed by the
 * database from the months it keeps per meter (0016_estate), never the readings themselves.
 */
async function meteredMonths(
  db: Kysely<Database>,
  accountId: string,
  filter: EstateFilter,
  from: Date,
  to: Date,
): Promise<Map<string, Map<string, MeteredMonth>>> {
  const byBuilding = new Map<string, Map<string, MeteredMonth>>();
  // The estate's sites by the caller and the filter, as its buildings were found, rather than
  // a list of 1,000 building ids sent as parameters.
  const rows = await jsonRows(
    db,
    db
      .selectFrom('meter_months')
      .innerJoin('meters', 'meters.id', 'meter_months.meter_id')
      .innerJoin('spatial_nodes', (join) =>
        join
          .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
          .onRef('spatial_nodes.path', '=', 'meters.node_path'),
      )
      .innerJoin('sites', 'sites.id', 'meters.site_id')
      .innerJoin('site_permissions', 'site_permissions.site_id', 'sites.id')
      .select([
        'spatial_nodes.building_id as buildingId',
        sql<string>`to_char(meter_months.month, 'YYYY-MM')`.as('month'),
        'meters.fuel',
        sql<number>`sum(meter_months.kwh)`.as('kwh'),
        sql<number>`min(meter_months.days)`.as('days'),
      ])
      .where('site_permissions.account_id', '=', accountId)
      .where(estateFilterSql(filter))
      .where('meter_months.month', '>=', from)
      .where('meter_months.month', '<', to)
      .groupBy(['spatial_nodes.building_id', 'meter_months.month', 'meters.fuel']),
  );
  for (const row of rows) {
    if (!row.buildingId) continue;
    const months = byBuilding.get(row.buildingId) ?? new Map<string, MeteredMonth>();
    const month = months.get(row.month) ?? { days: Number.POSITIVE_INFINITY, fuels: {} };
    // A month counts as read when every metered fuel covers it.
    month.days = Math.min(month.days, Number(row.days));
    const fuel = row.fuel === 'GAS' ? 'gas' : 'electricity';
    month.fuels[fuel] = (month.fuels[fuel] ?? 0) + Number(row.kwh);
    months.set(row.month, month);
    byBuilding.set(row.buildingId, months);
  }
  return byBuilding;
}

/** The engine's value of metered kWh at the building's own unit rates. */
function valueOf(building: EstateBuilding, fuels: MeteredMonth['fuels']): EstateTotals {
  const totals = { energyKwh: 0, costGbp: 0, carbonKg: 0 };
  for (const [fuel, kwh] of Object.entries(fuels) as [MeteredFuel, number][]) {
    totals.energyKwh += kwh;
    totals.costGbp += meteredCostGbp(building.bills, fuel, kwh);
    totals.carbonKg += meteredCarbonKg(fuel, kwh);
  }
  return totals;
}

const zero = (): EstateTotals => ({ energyKwh: 0, costGbp: 0, carbonKg: 0 });

function add(sum: EstateTotals, figures: EstateTotals) {
  sum.energyKwh += figures.energyKwh;
  sum.costGbp += figures.costGbp;
  sum.carbonKg += figures.carbonKg;
}

/** The estate's months and what its year-on-year change compares. */
export interface EstateMonths {
  months: EstateMonth[];
  /** The meters' readings of months read in both years only; null when no site was. */
  measured: { sites: number; lastYear: EstateTotals; yearBefore: EstateTotals } | null;
}

/**
 * The estate's energy, cost and carbon in each of the 24 months before `today`'s month: a
 * building's meters' readings when they cover the month and the same month of the other year
 * (MONTH_COVERAGE of its days, every metered fuel), else the model's typical month for it. A site
 * counts as metered in a month when any of its buildings was. The year-on-year change compares
 * the readings alone: the model's typical months are the same every year, so counting them would
 * only dilute a real change towards 0 %.
 */
export async function estateMonths(
  db: Kysely<Database>,
  estate: { accountId: string; filter: EstateFilter; buildings: readonly EstateBuilding[] },
  today: Date,
): Promise<EstateMonths> {
  const { buildings } = estate;
  const starts = lastTwoYearsOfMonths(today);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const read = await meteredMonths(db, estate.accountId, estate.filter, starts[0]!, end);
  const keys = starts.map(monthKey);
  // A month is read when its readings cover MONTH_COVERAGE of its days.
  const needed = starts.map((start) => MONTH_COVERAGE * daysIn(start));
  const months: EstateMonth[] = keys.map((month) => ({
    month,
    ...zero(),
    meteredSites: 0,
    modelledSites: 0,
  }));
  const metered = keys.map(() => new Set<string>());
  const modelled = keys.map(() => new Set<string>());
  const measured = { sites: new Set<string>(), lastYear: zero(), yearBefore: zero() };
  for (const building of buildings) {
    const readings = read.get(building.buildingId);
    const covered = (index: number) => {
      const reading = readings?.get(keys[index]!);
      return reading && reading.days >= needed[index]! ? reading : null;
    };
    for (let index = 0; index < keys.length; index += 1) {
      // Readings count only when the same month of the other year is read too, so a year is
      // never compared with a year of another kind (readings against the typical months).
      const own = readings ? covered(index) : null;
      const reading = own && covered(index < 12 ? index + 12 : index - 12) ? own : null;
      if (reading) {
        const totals = valueOf(building, reading.fuels);
        metered[index]!.add(building.siteId);
        measured.sites.add(building.siteId);
        add(months[index]!, totals);
        add(index < 12 ? measured.yearBefore : measured.lastYear, totals);
        continue;
      }
      const typical = building.figures?.months[starts[index]!.getUTCMonth()];
      if (!typical) continue;
      modelled[index]!.add(building.siteId);
      add(months[index]!, {
        energyKwh: typical.kwh,
        costGbp: typical.costGbp,
        carbonKg: typical.carbonKg,
      });
    }
  }
  months.forEach((month, index) => {
    month.meteredSites = metered[index]!.size;
    month.modelledSites = [...modelled[index]!].filter((site) => !metered[index]!.has(site)).length;
  });
  return {
    months,
    measured:
      measured.sites.size === 0
        ? null
        : {
            sites: measured.sites.size,
            lastYear: measured.lastYear,
            yearBefore: measured.yearBefore,
          },
  };
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
