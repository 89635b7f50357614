import { sql, type Kysely } from 'kysely';
import { lastTwelveMonthsWindow, windowTotalQuery } from '@wattwise/domain';
import type { MeteredFuel } from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { resolveDataQuery } from './dataQuery';

/** The metered year of some buildings of a site: its window and the kWh of each building's fuels. */
export interface MeteredYear {
  /** The last reading of the buildings: the window's end ('Last 12 months up until {date}'). */
  lastReading: Date;
  start: Date;
  end: Date;
  /** kWh read in the window, by building id and fuel; buildings without readings are absent. */
  kwh: Map<string, Partial<Record<MeteredFuel, number>>>;
}

/**
 * The last 12 months of readings of some buildings of a site, up to their latest reading: the
 * window of the Optimise overview's KPIs (domain lastTwelveMonthsWindow and windowTotalQuery,
 * resolved as the data call resolves them), so a metered building's Actual figures are the
 * overview's. Null when none of the buildings has a reading.
 */
export async function meteredYear(
  db: Kysely<Database>,
  siteId: string,
  buildingIds: readonly string[],
): Promise<MeteredYear | null> {
  if (buildingIds.length === 0) return null;
  const latest = await db
    .selectFrom('spatial_nodes')
    .select(sql<Date | null>`max(last_metering_at)`.as('last'))
    .where('site_id', '=', siteId)
    .where('building_id', 'in', buildingIds)
    .executeTakeFirst();
  if (!latest?.last) return null;
  const lastReading = new Date(latest.last);
  const query = JSON.stringify(
    windowTotalQuery('ENERGY_USAGE', lastTwelveMonthsWindow(lastReading)),
  );
  const { start, end } = resolveDataQuery(query, lastReading);
  const rows = await db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .select([
      'spatial_nodes.building_id',
      'meters.fuel',
      sql<number>`sum(interval_readings.kwh)::float8`.as('kwh'),
    ])
    .where('meters.site_id', '=', siteId)
    .where('spatial_nodes.building_id', 'in', buildingIds)
    .where('interval_readings.start_at', '>=', start)
    .where('interval_readings.start_at', '<', end)
    .groupBy(['spatial_nodes.building_id', 'meters.fuel'])
    .execute();
  const kwh = new Map<string, Partial<Record<MeteredFuel, number>>>();
  for (const row of rows) {
    const fuels = kwh.get(row.building_id) ?? {};
    fuels[row.fuel === 'GAS' ? 'gas' : 'electricity'] = Number(row.kwh);
    kwh.set(row.building_id, fuels);
  }
  return { lastReading, start, end, kwh };
}
