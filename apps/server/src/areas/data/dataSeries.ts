import type { Kysely, Selectable } from 'kysely';
import {
  STIMULUS_LABELS,
  aggregatorFor,
  chartMessages,
  normaliseStimulus,
  rollDownSeries,
  type StimulusLabel,
  type TimedValue,
} from '@wattwise/domain';
import type { BuildingFacts } from '@wattwise/energy-model';
import type { BuildingsTable, Database } from '../../db/schema';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { buildingFactsOf } from '../registration/buildingFacts';
import { resolveDataQuery, rollDownIntervalOf } from './dataQuery';
import { outdoorTemperaturesBetween } from './outdoorTemperatures';
import {
  ENERGY_STIMULI,
  calibratedEnergy,
  observedEnergy,
  simulatedEnergy,
  type EnergyStimulus,
  type MeterScope,
} from './seriesSources';

/** Notice of a series whose temperatures stand in for the real dates (designed). */
const TYPICAL_YEAR_NOTICE =
  'Outdoor temperatures are those of a typical London year (2003), not observed on these dates.';
/** Notice of an engine series of a metered building's combined stimulus (designed). */
const METERED_FUELS_NOTICE =
  'Modelled values of a metered building cover the fuels its meters read, as its readings do.';
/** Notice of an engine series asked for below building level (designed). */
const WHOLE_BUILDING_NOTICE = 'Modelled values are for the whole building.';

const DATA_STIMULI = [...ENERGY_STIMULI, 'TEMPERATURE'] as const;
type DataStimulus = (typeof DATA_STIMULI)[number];

interface NodeScope {
  site: { id: string; weather_region: string | null };
  path: string | undefined;
  buildings: Selectable<BuildingsTable>[];
  /** Whether the path is below a building (a floor, zone or space). */
  belowBuilding: boolean;
}

/** The site, the node (checked to exist) and the buildings it covers. */
async function nodeScope(
  db: Kysely<Database>,
  siteId: string,
  path: string | undefined,
): Promise<NodeScope> {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'weather_region'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw analysisNotFound('No site with this id is visible to you.');
  let buildingIds: string[] | undefined;
  let belowBuilding = false;
  if (path !== undefined) {
    const node = await db
      .selectFrom('spatial_nodes')
      .select(['building_id', 'type'])
      .where('site_id', '=', siteId)
      .where('path', '=', path)
      .executeTakeFirst();
    if (!node) throw analysisNotFound(`No node at '${path}' in this site.`);
    buildingIds = [node.building_id];
    belowBuilding = node.type !== 'BUILDING';
  }
  const buildings = await db
    .selectFrom('buildings')
    .selectAll()
    .where('site_id', '=', siteId)
    .$if(buildingIds !== undefined, (query) => query.where('id', 'in', buildingIds ?? []))
    .orderBy('created_at')
    .execute();
  return { site, path, buildings, belowBuilding };
}

function dataStimulusOf(stimulus: string): DataStimulus {
  const key = normaliseStimulus(stimulus);
  if (!(DATA_STIMULI as readonly string[]).includes(key)) {
    throw analysisNotFound(`No '${stimulus}' data is measured or modelled here.`);
  }
  return key as DataStimulus;
}

export interface DataSeriesAnswer {
  dataPoints: { x: string; y: number | null }[];
  notices: string[];
  sandbox: boolean;
}

/**
 * GET /api/data/{siteId}/{path?}/{stimulus}?query= (analysis §7.3): OBSERVABLE from the stored
 * readings (temperature: the site's outdoor temperatures), PREDICTEDCALCULATED from the model
 * calibrated on them, SIMULATED from the engine (the named scenario applied). Values are rolled
 * down into the query's aggregator interval (or rollDown) with AVG or SUM (domain
 * rollDownSeries, §9), then cut to `limit` points. Other property types are refused.
 */
export async function dataSeries(
  db: Kysely<Database>,
  request: { siteId: string; path?: string; stimulus: string; query: string; now: Date },
): Promise<DataSeriesAnswer> {
  const { query, start, end } = resolveDataQuery(request.query, request.now);
  const stimulus = dataStimulusOf(request.stimulus);
  // A site-level screen names the site itself as the node: the whole site.
  const path = request.path === request.siteId ? undefined : request.path;
  const scope = await nodeScope(db, request.siteId, path);
  const notices: string[] = [];
  const facts = new Map<string, BuildingFacts>();
  const factsOf = (buildingId: string) => {
    const known = facts.get(buildingId);
    if (known) return known;
    const row = scope.buildings.find((b) => b.id === buildingId);
    const made = row ? buildingFactsOf(row) : ({ bills: {} } as unknown as BuildingFacts);
    facts.set(buildingId, made);
    return made;
  };
  const temperaturesBetween = async (fromMs: number, toMs: number) => {
    const temperatures = await outdoorTemperaturesBetween(
      db,
      scope.site.weather_region,
      fromMs,
      toMs,
    );
    if (temperatures.some((t) => t.typicalYear) && !notices.includes(TYPICAL_YEAR_NOTICE)) {
      notices.push(TYPICAL_YEAR_NOTICE);
    }
    return temperatures;
  };
  const meters: MeterScope = { siteId: request.siteId, path };
  const window = { start, end };
  let values: TimedValue[];
  let sandbox = false;
  if (stimulus === 'TEMPERATURE') {
    values = (await temperaturesBetween(start.getTime(), end.getTime())).map((t) => ({
      at: t.at,
      value: t.tempC,
    }));
  } else if (query.propertyType === 'OBSERVABLE') {
    ({ values, sandbox } = await observedEnergy(
      db,
      meters,
      stimulus as EnergyStimulus,
      window,
      factsOf,
    ));
  } else if (query.propertyType === 'PREDICTEDCALCULATED') {
    values = await calibratedEnergy(
      db,
      meters,
      stimulus as EnergyStimulus,
      window,
      factsOf,
      temperaturesBetween,
    );
  } else if (query.propertyType === 'SIMULATED') {
    if (scope.belowBuilding) notices.push(WHOLE_BUILDING_NOTICE);
    const temperatures = await temperaturesBetween(
      start.getTime() - 86_400_000,
      end.getTime() + 86_400_000,
    );
    const simulated = simulatedEnergy(
      scope.buildings,
      stimulus as EnergyStimulus,
      window,
      temperatures,
      query.scenarioName,
    );
    values = simulated.values;
    if (simulated.meteredOnly) notices.push(METERED_FUELS_NOTICE);
  } else {
    throw badAnalysisRequest(
      `Series of ${query.propertyType} properties are not served: ask for OBSERVABLE, PREDICTEDCALCULATED or SIMULATED.`,
    );
  }
  const interval = rollDownIntervalOf(query);
  const type = query.aggregators[0]?.type ?? aggregatorFor(stimulus) ?? 'SUM';
  let dataPoints = interval
    ? rollDownSeries(values, { type, interval, start, end })
    : values
        .filter((v) => v.at >= start.getTime() && v.at < end.getTime())
        .sort((a, b) => a.at - b.at)
        .map((v) => ({ x: new Date(v.at).toISOString(), y: v.value }));
  if (query.limit !== undefined) dataPoints = dataPoints.slice(0, query.limit);
  if (!dataPoints.some((p) => p.y !== null)) notices.unshift(chartMessages.noRelevantData);
  return { dataPoints, notices, sandbox };
}

/**
 * GET /api/data/stimulus/{siteId}/{path} (analysis §7.3): label and unit (domain STIMULUS_LABELS)
 * of what the node answers: energy usage, electricity, energy cost and CO2 (every building uses
 * electricity and the engine models them), gas where a gas meter hangs at or under the node or
 * the building is heated by gas, and the temperature of the site's weather.
 */
export async function stimulusMap(
  db: Kysely<Database>,
  siteId: string,
  path: string,
): Promise<Record<string, StimulusLabel>> {
  // A site-level screen names the site itself as the node (as the tariffs call does): every building.
  const node = path === siteId ? undefined : path;
  const scope = await nodeScope(db, siteId, node);
  const gasMeter = await db
    .selectFrom('meters')
    .select('id')
    .where('site_id', '=', siteId)
    .where('fuel', '=', 'GAS')
    .$if(node !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('node_path', '=', node ?? ''), eb('node_path', 'like', `${node ?? ''}/%`)]),
      ),
    )
    .executeTakeFirst();
  const gasHeated = scope.buildings.some((b) => buildingFactsOf(b).heatingFuel === 'NATURAL_GAS');
  const keys: DataStimulus[] = ['ENERGY_USAGE', 'ELECTRICITY'];
  if (gasMeter || gasHeated) keys.push('GAS');
  keys.push('ENERGY_COST', 'ENERGY_CO2', 'TEMPERATURE');
  const map: Record<string, StimulusLabel> = {};
  for (const key of keys) {
    const label = STIMULUS_LABELS[key];
    if (label) map[key] = { ...label };
  }
  return map;
}
