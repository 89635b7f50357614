import type { Kysely, Selectable } from 'kysely';
import { instantOfUkWallClock, ukWallClockOf, type TimedValue } from '@wattwise/domain';
import {
  EnergyModelInputError,
  MEASURE_CATALOGUE,
  buildMeterDays,
  fitDayPredictor,
  meteredCarbonKg,
  meteredCostGbp,
  predictPeriod,
  predictSeries,
  prepareBuilding,
  preparePotential,
  type BuildingFacts,
  type EnergySeries,
  type MeteredFuel,
  type TemperatureReading,
} from '@wattwise/energy-model';
import type { BuildingsTable, Database } from '../../db/schema';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { buildingFactsOf } from '../registration/buildingFacts';
import type { OutdoorTemperature } from './outdoorTemperatures';

/** The energy stimuli a meter or the engine answers (analysis §3 stimulus types). */
export const ENERGY_STIMULI = [
  'ENERGY_USAGE',
  'ELECTRICITY',
  'GAS',
  'ENERGY_COST',
  'ENERGY_CO2',
] as const;
export type EnergyStimulus = (typeof ENERGY_STIMULI)[number];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Which fuels a stimulus reads: electricity or gas alone, or both. */
function fuelsOf(stimulus: EnergyStimulus): MeteredFuel[] {
  if (stimulus === 'ELECTRICITY') return ['electricity'];
  if (stimulus === 'GAS') return ['gas'];
  return ['electricity', 'gas'];
}

/** A metered kWh as the stimulus's value: kWh, £ at the building's rate, or kg CO2e (engine). */
function valueOf(stimulus: EnergyStimulus, facts: BuildingFacts, fuel: MeteredFuel, kwh: number) {
  if (stimulus === 'ENERGY_COST') return meteredCostGbp(facts, fuel, kwh);
  if (stimulus === 'ENERGY_CO2') return meteredCarbonKg(fuel, kwh);
  return kwh;
}

export interface MeterScope {
  siteId: string;
  /** The node; undefined for the whole site. */
  path: string | undefined;
}

function readingsQuery(db: Kysely<Database>, scope: MeterScope, fuels: MeteredFuel[]) {
  return db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .where('meters.site_id', '=', scope.siteId)
    .where(
      'meters.fuel',
      'in',
      fuels.map((fuel) => (fuel === 'gas' ? 'GAS' : 'ELECTRICITY')),
    )
    .$if(scope.path !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('meters.node_path', '=', scope.path ?? ''),
          eb('meters.node_path', 'like', `${scope.path ?? ''}/%`),
        ]),
      ),
    );
}

function fuelOfMeter(fuel: 'ELECTRICITY' | 'GAS'): MeteredFuel {
  return fuel === 'GAS' ? 'gas' : 'electricity';
}

/** Observed values: the stored readings of the node's meters (and below) in [start, end). */
export async function observedEnergy(
  db: Kysely<Database>,
  scope: MeterScope,
  stimulus: EnergyStimulus,
  window: { start: Date; end: Date },
  factsOf: (buildingId: string) => BuildingFacts,
): Promise<{ values: TimedValue[]; sandbox: boolean }> {
  const rows = await readingsQuery(db, scope, fuelsOf(stimulus))
    .select([
      'interval_readings.start_at',
      'interval_readings.kwh',
      'interval_readings.quality',
      'meters.fuel',
      'meters.sandbox',
      'spatial_nodes.building_id',
    ])
    .where('interval_readings.start_at', '>=', window.start)
    .where('interval_readings.start_at', '<', window.end)
    .orderBy('interval_readings.start_at')
    .execute();
  return {
    values: rows.map((row) => ({
      at: row.start_at.getTime(),
      value: valueOf(stimulus, factsOf(row.building_id), fuelOfMeter(row.fuel), row.kwh),
    })),
    sandbox: rows.some((row) => row.sandbox || row.quality === 'SANDBOX'),
  };
}

/** Engine temperature readings (UK wall clock) from outdoor temperatures. */
export function engineTemperatures(
  temperatures: readonly OutdoorTemperature[],
): TemperatureReading[] {
  return temperatures.map((t) => ({ wallMs: ukWallClockOf(t.at), tempC: t.tempC }));
}

/**
 * The calibrated model's values (PREDICTEDCALCULATED): for each building and fuel of the node
 * with readings, the engine's daily change-point model fitted on all its readings (energy-model
 * fitDayPredictor over buildMeterDays) predicts each local day of the window from its outdoor
 * temperature (predictPeriod). Days the model cannot predict (no temperature) are left out.
 */
export async function calibratedEnergy(
  db: Kysely<Database>,
  scope: MeterScope,
  stimulus: EnergyStimulus,
  window: { start: Date; end: Date },
  factsOf: (buildingId: string) => BuildingFacts,
  temperaturesBetween: (fromMs: number, toMs: number) => Promise<OutdoorTemperature[]>,
): Promise<TimedValue[]> {
  const rows = await readingsQuery(db, scope, fuelsOf(stimulus))
    .select([
      'interval_readings.start_at',
      'interval_readings.kwh',
      'meters.fuel',
      'spatial_nodes.building_id',
    ])
    .orderBy('interval_readings.start_at')
    .execute();
  const groups = new Map<string, { buildingId: string; fuel: MeteredFuel; rows: typeof rows }>();
  for (const row of rows) {
    const key = `${row.building_id} ${row.fuel}`;
    const group = groups.get(key) ?? {
      buildingId: row.building_id,
      fuel: fuelOfMeter(row.fuel),
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  const values: TimedValue[] = [];
  for (const group of groups.values()) {
    const first = group.rows[0]!.start_at.getTime();
    const last = group.rows.at(-1)!.start_at.getTime();
    const from = Math.min(first, window.start.getTime()) - DAY_MS;
    const to = Math.max(last, window.end.getTime()) + DAY_MS;
    const temperatures = engineTemperatures(await temperaturesBetween(from, to));
    const readings = group.rows.map((r) => ({
      wallMs: ukWallClockOf(r.start_at.getTime()),
      kwh: r.kwh,
    }));
    const days = buildMeterDays(readings, temperatures);
    const baseline = {
      start: Math.floor(ukWallClockOf(first) / DAY_MS) * DAY_MS,
      end: Math.ceil(ukWallClockOf(last + HOUR_MS) / DAY_MS) * DAY_MS,
    };
    const predictor = fitDayPredictor(days, baseline, 'daily', null);
    if (!predictor) continue;
    const period = {
      start: Math.floor(ukWallClockOf(window.start.getTime()) / DAY_MS) * DAY_MS,
      end: Math.ceil(ukWallClockOf(window.end.getTime()) / DAY_MS) * DAY_MS,
    };
    const facts = factsOf(group.buildingId);
    for (const day of predictPeriod(predictor, temperatures, period)) {
      values.push({
        at: instantOfUkWallClock(Date.parse(`${day.day}T00:00:00Z`)),
        value: valueOf(stimulus, facts, group.fuel, day.kwh),
      });
    }
  }
  return values;
}

function seriesColumn(series: EnergySeries, stimulus: EnergyStimulus): readonly number[] {
  if (stimulus === 'ENERGY_COST') return series.costGbp;
  if (stimulus === 'ENERGY_CO2') return series.carbonKg;
  if (stimulus === 'ELECTRICITY') return series.byFuel.electricity ?? [];
  if (stimulus === 'GAS') return series.byFuel.gas ?? [];
  return series.energyKwh;
}

/** The measure a scenario name stands for: its catalogue id or its title. */
function measureOfScenario(name: string) {
  const measure = MEASURE_CATALOGUE.find((m) => m.id === name || m.title === name);
  if (!measure) throw badAnalysisRequest(`No scenario '${name}' in the measure catalogue.`);
  return measure;
}

/** The fuels a building's meters read (its metered months, written by the calibrate job). */
function meteredFuelsOf(building: Selectable<BuildingsTable>): MeteredFuel[] {
  const bills = building.metered_bills;
  return bills ? (['electricity', 'gas'] as const).filter((fuel) => bills[fuel]) : [];
}

const COMBINED: readonly EnergyStimulus[] = ['ENERGY_USAGE', 'ENERGY_COST', 'ENERGY_CO2'];

/**
 * One building's engine series as the stimulus's values. A metered building's combined stimuli
 * (energy usage, cost, CO2) cover the fuels its meters read, valued as the readings are
 * (meteredCostGbp, meteredCarbonKg), so its Expected series continues its Actual one instead of
 * adding fuels no meter reads; the single fuels are the engine's own.
 */
function buildingValues(
  building: Selectable<BuildingsTable>,
  series: EnergySeries,
  stimulus: EnergyStimulus,
): { values: TimedValue[]; meteredOnly: boolean } {
  const fuels = meteredFuelsOf(building);
  const values: TimedValue[] = [];
  if (fuels.length > 0 && COMBINED.includes(stimulus)) {
    const facts = buildingFactsOf(building);
    series.times.forEach((time, i) => {
      let value = 0;
      for (const fuel of fuels)
        value += valueOf(stimulus, facts, fuel, series.byFuel[fuel]?.[i] ?? 0);
      values.push({ at: Date.parse(time), value });
    });
    return { values, meteredOnly: true };
  }
  const column = seriesColumn(series, stimulus);
  series.times.forEach((time, i) => {
    const value = column[i];
    if (value !== undefined) values.push({ at: Date.parse(time), value });
  });
  return { values, meteredOnly: false };
}

/**
 * The engine's values (SIMULATED): energy-model predictSeries of each building (with the
 * scenarios' measures applied when named, preparePotential) over the window, hourly for
 * windows up to 62 days, else daily, with the site's outdoor temperatures. `meteredOnly` says a
 * metered building's combined series covers only its metered fuels.
 */
export function simulatedEnergy(
  buildings: readonly Selectable<BuildingsTable>[],
  stimulus: EnergyStimulus,
  window: { start: Date; end: Date },
  temperatures: readonly OutdoorTemperature[],
  scenarioName: string | undefined,
): { values: TimedValue[]; meteredOnly: boolean } {
  const startWall = ukWallClockOf(window.start.getTime());
  const endWall = ukWallClockOf(window.end.getTime());
  const granularity = endWall - startWall > 62 * DAY_MS ? 'daily' : 'hourly';
  const step = granularity === 'daily' ? DAY_MS : HOUR_MS;
  const request = {
    start: Math.floor(startWall / step) * step,
    end: Math.ceil(endWall / step) * step,
    granularity,
    temperatures: engineTemperatures(temperatures),
  } as const;
  const values: TimedValue[] = [];
  let meteredOnly = false;
  try {
    for (const building of buildings) {
      const prepared = prepareBuilding(buildingFactsOf(building));
      // Several scenarios, ';'-separated as the potential route's selection, apply together.
      const measures = scenarioName
        ? scenarioName.split(';').map((name) => ({ id: measureOfScenario(name).id }))
        : [];
      const modelled = measures.length ? preparePotential(prepared, measures).prepared : prepared;
      const answer = buildingValues(building, predictSeries(modelled, request), stimulus);
      values.push(...answer.values);
      meteredOnly ||= answer.meteredOnly;
    }
  } catch (error) {
    if (error instanceof EnergyModelInputError) throw badAnalysisRequest(error.message);
    throw error;
  }
  return { values, meteredOnly };
}
