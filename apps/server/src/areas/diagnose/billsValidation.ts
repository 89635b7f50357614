import type { Selectable } from 'kysely';
import type { BillCalibration, Estimate } from '@wattwise/energy-model';
import { validateMessages } from '@wattwise/domain';
import type { BuildingsTable } from '../../db/schema';

/** The G14 monthly NMBE limit a model calibrated on bills should meet (ASHRAE Guideline 14-2014). */
const MONTHLY_NMBE_LIMIT = 0.05;

interface BillsKpi {
  text: string;
  value: number | null;
  unit: string;
  isCurrency: boolean;
  indicator?: {
    value: number;
    unit: string;
    text: string;
    variant: 'POSITIVE' | 'NEGATIVE' | 'NEUTRAL';
    isCurrency: boolean;
  };
}

export interface BillsValidation {
  kpis: BillsKpi[];
  observed: { x: string; y: number | null }[];
  predicted: { x: string; y: number | null }[];
}

/** A building whose model was calibrated on entered bills: its stored estimate and its row. */
export interface BilledBuilding {
  building: Selectable<BuildingsTable>;
  estimate: Estimate & { calibration: BillCalibration };
}

/** The first of each of the 12 months up to and including `last` (YYYY-MM), oldest first. */
function twelveMonthsTo(last: string): string[] {
  const [year, month] = last.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year!, month! - 12 + i, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The month the bills run up to: the latest monthly bill's, else the month before registering. */
function lastBilledMonth(buildings: readonly BilledBuilding[]): string {
  const months = buildings.flatMap(({ building }) =>
    [building.elec_period_month, building.gas_period_month].filter(
      (month): month is string => typeof month === 'string' && /^\d{4}-\d{2}$/.test(month),
    ),
  );
  if (months.length > 0) return months.sort().at(-1)!;
  const registered = buildings.map(({ building }) => building.created_at.getTime());
  const before = new Date(Math.max(...registered));
  before.setUTCDate(0);
  return before.toISOString().slice(0, 7);
}

const percentFrom = (value: number, billed: number) =>
  billed > 0 ? ((value - billed) / billed) * 100 : 0;

/**
 * Validate against the bills entered at registration (designed: a building without readings
 * still has a check). The engine's bill calibration says, per billed fuel, the year the bills
 * imply, the model of the building's facts alone, and the model calibrated on them: the cards
 * compare the totals (the calibrated model must come within Guideline 14's monthly NMBE limit).
 * The chart shows the calibrated model's months of the billed fuels, and a monthly bill given in
 * kWh as the observed month.
 */
export function billsValidation(buildings: readonly BilledBuilding[]): BillsValidation {
  let billed = 0;
  let before = 0;
  let after = 0;
  for (const { estimate } of buildings) {
    for (const fuel of estimate.calibration.fuels) {
      billed += fuel.billedKwh;
      before += fuel.modelledBeforeKwh;
      after += fuel.modelledAfterKwh;
    }
  }
  const calibratedOff = percentFrom(after, billed);
  const months = twelveMonthsTo(lastBilledMonth(buildings));
  const at = (month: string) => `${month}-01T00:00:00.000Z`;
  const predicted = months.map((month) => {
    const index = Number(month.slice(5, 7));
    let kwh = 0;
    for (const { estimate } of buildings) {
      const summary = estimate.monthly.find((m) => m.month === index);
      for (const fuel of estimate.calibration.fuels) kwh += summary?.byFuel[fuel.fuel] ?? 0;
    }
    return { x: at(month), y: kwh };
  });
  const observed = months.flatMap((month) => {
    let kwh = 0;
    let billedMonth = false;
    for (const { building } of buildings) {
      for (const fuel of ['elec', 'gas'] as const) {
        if (
          building[`${fuel}_period`] === 'MONTHLY' &&
          building[`${fuel}_period_month`] === month &&
          building[`${fuel}_value_type`] !== 'ENERGY_COST' &&
          building[`${fuel}_value`] !== null
        ) {
          kwh += building[`${fuel}_value`]!;
          billedMonth = true;
        }
      }
    }
    return billedMonth ? [{ x: at(month), y: kwh }] : [];
  });
  const indicator = (percent: number, variant: 'POSITIVE' | 'NEGATIVE' | 'NEUTRAL') => ({
    value: Math.round(percent),
    unit: '%',
    text: validateMessages.againstTheBills,
    variant,
    isCurrency: false,
  });
  return {
    kpis: [
      { text: validateMessages.kpiBilled, value: billed, unit: 'kWh', isCurrency: false },
      {
        text: validateMessages.kpiFromFacts,
        value: before,
        unit: 'kWh',
        isCurrency: false,
        indicator: indicator(percentFrom(before, billed), 'NEUTRAL'),
      },
      {
        text: validateMessages.kpiCalibrated,
        value: after,
        unit: 'kWh',
        isCurrency: false,
        indicator: indicator(
          calibratedOff,
          Math.abs(calibratedOff) <= MONTHLY_NMBE_LIMIT * 100 ? 'POSITIVE' : 'NEGATIVE',
        ),
      },
    ],
    observed,
    predicted,
  };
}
