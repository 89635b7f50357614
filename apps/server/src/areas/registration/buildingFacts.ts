import type { Selectable } from 'kysely';
import type { BuildingFacts, EnergyBill } from '@wattwise/energy-model';
import type { BuildingsTable } from '../../db/schema';

type BuildingRow = Selectable<BuildingsTable>;

/** The columns a building's bills are read from. */
export const BILL_COLUMNS = [
  'electricity_only',
  'metered_bills',
  'elec_day_rate',
  'elec_unit_rate',
  'elec_value',
  'elec_period',
  'elec_period_month',
  'elec_value_type',
  'gas_day_rate',
  'gas_unit_rate',
  'gas_value',
  'gas_period',
  'gas_period_month',
  'gas_value_type',
] as const satisfies readonly (keyof BuildingRow)[];
type BillRow = Pick<BuildingRow, (typeof BILL_COLUMNS)[number]>;

/** 'YYYY-MM' → 1–12 (the contract's month format), undefined when absent. */
function monthOf(periodMonth: string | null): number | undefined {
  const match = /^\d{4}-(\d{2})$/.exec(periodMonth ?? '');
  return match ? Number(match[1]) : undefined;
}

function billOf(row: BillRow, fuel: 'elec' | 'gas'): EnergyBill | undefined {
  const value = row[`${fuel}_value`];
  if (value === null || value === undefined) return undefined;
  const month = monthOf(row[`${fuel}_period_month`]);
  const unitRate = row[`${fuel}_unit_rate`];
  const dayRate = row[`${fuel}_day_rate`];
  return {
    period: (row[`${fuel}_period`] ?? 'ANNUAL') as EnergyBill['period'],
    valueType: (row[`${fuel}_value_type`] ?? 'ENERGY_USAGE') as EnergyBill['valueType'],
    value,
    ...(month !== undefined ? { month } : {}),
    ...(unitRate !== null && unitRate > 0 ? { unitRate } : {}),
    ...(dayRate !== null && dayRate > 0 ? { dayRate } : {}),
  };
}

/**
 * A metered fuel as a bill: its months' kWh (the calibrate job's metered_bills), priced at the
 * building's entered rates. A meter's year is better evidence than a typed figure, so it stands in
 * for the entered bill of that fuel.
 */
function meteredBillOf(row: BillRow, fuel: 'elec' | 'gas'): EnergyBill | undefined {
  const metered = row.metered_bills?.[fuel === 'elec' ? 'electricity' : 'gas'];
  if (!metered || !metered.monthlyKwh.some((kwh) => kwh !== null)) return undefined;
  const unitRate = row[`${fuel}_unit_rate`];
  const dayRate = row[`${fuel}_day_rate`];
  return {
    period: 'MONTHLY',
    valueType: 'ENERGY_USAGE',
    monthlyValues: metered.monthlyKwh,
    ...(unitRate !== null && unitRate > 0 ? { unitRate } : {}),
    ...(dayRate !== null && dayRate > 0 ? { dayRate } : {}),
  };
}

/**
 * The heating fuel: the one entered; a building whose owner said it is electricity only is heated
 * by electricity when it is heated at all (the 5-step flow does not ask the fuel, and the engine
 * would otherwise assume the stock's gas boiler).
 */
function heatingOf(row: BuildingRow): Pick<BuildingFacts, 'heatingFuel'> {
  if (row.heating_fuel) return { heatingFuel: row.heating_fuel as BuildingFacts['heatingFuel'] };
  return row.electricity_only ? { heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' } : {};
}

/**
 * The engine's view of a stored building: the facts registration collected, nothing invented;
 * a fuel with a year of readings is calibrated on its meter rather than on an entered bill.
 */
export function buildingFactsOf(row: BuildingRow): BuildingFacts {
  const ring = row.outline.coordinates[0] ?? [];
  return {
    buildingType: row.building_type ?? '',
    floorArea: row.floor_area,
    noFloors: row.floors,
    coordinates: ring.map(([lon, lat]) => [lon ?? 0, lat ?? 0] as const),
    location: { lon: row.centre[0], lat: row.centre[1] },
    ...(row.year_of_construction !== null ? { yearOfConstruction: row.year_of_construction } : {}),
    ...heatingOf(row),
    ...(row.cooling_system
      ? { coolingSystem: row.cooling_system as BuildingFacts['coolingSystem'] }
      : {}),
    ...(!row.no_epc && row.epc_rating
      ? { epcRating: row.epc_rating as BuildingFacts['epcRating'] }
      : {}),
    ...(row.spatial_structure.length > 0
      ? { spatialStructure: row.spatial_structure as BuildingFacts['spatialStructure'] }
      : {}),
    ...(row.parameters ? { parameters: row.parameters } : {}),
    ...(row.schedules?.length ? { schedules: row.schedules } : {}),
    ...billsOf(row),
  };
}

/** A building's bills (entered, or its meters' months) as the engine reads them. */
export function billsOf(row: BillRow): Pick<BuildingFacts, 'bills'> {
  const electricity = meteredBillOf(row, 'elec') ?? billOf(row, 'elec');
  const gas = meteredBillOf(row, 'gas') ?? (row.electricity_only ? undefined : billOf(row, 'gas'));
  return electricity || gas
    ? { bills: { ...(electricity ? { electricity } : {}), ...(gas ? { gas } : {}) } }
    : {};
}
