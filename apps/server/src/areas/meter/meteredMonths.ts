import type { Kysely } from 'kysely';
import { ukWallClockOf } from '@wattwise/domain';
import type { Database, MeteredBillsRow, MeteredFuelRow } from '../../db/schema';

const DAY_MS = 86_400_000;
/** The year of readings a metered bill covers, back from the last reading (days). */
const YEAR_DAYS = 365;
/**
 * Share of a month's days that must hold readings for the month to count as billed (designed:
 * a month with a few days missing still tells its level; a half month does not).
 */
export const MONTH_COVERAGE = 0.9;

interface Reading {
  at: number;
  kwh: number;
}

/** YYYY-MM and YYYY-MM-DD of an instant on the UK wall clock. */
function localDay(at: number): { month: string; day: string } {
  const day = new Date(ukWallClockOf(at)).toISOString().slice(0, 10);
  return { month: day.slice(0, 7), day };
}

function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m!, 0)).getUTCDate();
}

/**
 * One fuel's last year of readings as the engine takes a bill: the kWh of each calendar month
 * (Jan–Dec), from the latest fully metered occurrence of that month in the year back from the last
 * reading; null where no occurrence is metered on at least MONTH_COVERAGE of its days. Null when
 * no month is.
 */
export function meteredFuelMonths(readings: readonly Reading[]): MeteredFuelRow | null {
  if (readings.length === 0) return null;
  const last = readings.reduce((latest, r) => Math.max(latest, r.at), Number.NEGATIVE_INFINITY);
  const since = last - YEAR_DAYS * DAY_MS;
  const months = new Map<string, { kwh: number; days: Set<string> }>();
  let first = last;
  for (const reading of readings) {
    if (reading.at <= since) continue;
    first = Math.min(first, reading.at);
    const { month, day } = localDay(reading.at);
    const entry = months.get(month) ?? { kwh: 0, days: new Set<string>() };
    entry.kwh += reading.kwh;
    entry.days.add(day);
    months.set(month, entry);
  }
  const monthlyKwh: (number | null)[] = new Array<number | null>(12).fill(null);
  // Oldest first, so a later occurrence of the same calendar month replaces an earlier one.
  for (const [month, entry] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
    if (entry.days.size < MONTH_COVERAGE * daysInMonth(month)) continue;
    monthlyKwh[Number(month.slice(5, 7)) - 1] = entry.kwh;
  }
  if (monthlyKwh.every((kwh) => kwh === null)) return null;
  return { monthlyKwh, from: new Date(first).toISOString(), to: new Date(last).toISOString() };
}

/** The metered months of every fuel of a building's meters (readings of its nodes). */
export async function meteredBillsOf(
  db: Kysely<Database>,
  buildingId: string,
): Promise<MeteredBillsRow | null> {
  const rows = await db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .select(['interval_readings.start_at', 'interval_readings.kwh', 'meters.fuel'])
    .where('spatial_nodes.building_id', '=', buildingId)
    .execute();
  const byFuel = { electricity: [] as Reading[], gas: [] as Reading[] };
  for (const row of rows) {
    (row.fuel === 'GAS' ? byFuel.gas : byFuel.electricity).push({
      at: row.start_at.getTime(),
      kwh: row.kwh,
    });
  }
  const electricity = meteredFuelMonths(byFuel.electricity);
  const gas = meteredFuelMonths(byFuel.gas);
  if (!electricity && !gas) return null;
  return { ...(electricity ? { electricity } : {}), ...(gas ? { gas } : {}) };
}
