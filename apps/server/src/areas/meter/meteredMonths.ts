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
 * (Jan–Dec) over the 365 UK days that end on the day of the last reading. A month the year cuts
 * in two (this December's first days and last December's rest) is read from both parts, each day
 * once, so a full year of readings bills all twelve months whatever day it ends on. Null for a
 * month with readings on fewer than MONTH_COVERAGE of its days; null when no month has enough.
 */
export function meteredFuelMonths(readings: readonly Reading[]): MeteredFuelRow | null {
  if (readings.length === 0) return null;
  const last = readings.reduce((latest, r) => Math.max(latest, r.at), Number.NEGATIVE_INFINITY);
  const lastDay = localDay(last).day;
  const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (YEAR_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const months = new Map<number, { kwh: number; days: Set<string>; latest: string }>();
  let first = last;
  for (const reading of readings) {
    const { month, day } = localDay(reading.at);
    if (day < firstDay) continue;
    first = Math.min(first, reading.at);
    const index = Number(month.slice(5, 7)) - 1;
    const entry = months.get(index) ?? { kwh: 0, days: new Set<string>(), latest: month };
    entry.kwh += reading.kwh;
    entry.days.add(day);
    if (month > entry.latest) entry.latest = month;
    months.set(index, entry);
  }
  const monthlyKwh: (number | null)[] = new Array<number | null>(12).fill(null);
  for (const [index, entry] of months) {
    if (entry.days.size < MONTH_COVERAGE * daysInMonth(entry.latest)) continue;
    monthlyKwh[index] = entry.kwh;
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
