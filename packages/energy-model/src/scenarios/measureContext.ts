/**
 * What measures need to know about a building beyond its model inputs: how the model operates
 * it (the set-point it is really heated to), what the stock and the bills say about the
 * elements a measure would change, and which building parameters the user has settled.
 */
import { END_USES } from '../building/enums';
import { DEFAULT_YEAR_OF_CONSTRUCTION } from '../building/facts';
import { stockPriors, type StockPriors } from '../building/stock';
import type { CharacteristicBeliefs } from '../model/modelInputs';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { runModel } from '../model/runModel';

export interface MeasureContext {
  prepared: PreparedBuilding;
  domestic: boolean;
  buildingType: string;
  flat: boolean;
  /**
   * The heating set-point the model operates the building at, °C: for homes the measured 19 °C
   * living-room temperature (demandTemperature.ts MEASURED_OPERATION), elsewhere the activity's
   * set-point, either as bills moved it.
   */
  operatingSetpointC: number;
  /** Share of space heating that the model saves for `dropK` kelvin lower than it operates the building. */
  modelShareSaved: (dropK: number) => number;
  priors: StockPriors;
  beliefs: CharacteristicBeliefs;
  /** Building-parameter ids (e.g. wallU, roofU, glazing) the user has given a value. */
  givenParameters: ReadonlySet<string>;
}

const I_HEAT = END_USES.indexOf('spaceHeating');
const cache = new WeakMap<PreparedBuilding, MeasureContext>();

function spaceHeatingKwh(p: PreparedBuilding, setpointC: number): number {
  const run = runModel({ ...p.inputs, heatingSetpointC: setpointC }, p.multipliers);
  let s = 0;
  for (let m = 0; m < 12; m++) s += run.endUseMonthly[I_HEAT * 12 + m]!;
  return s;
}

function givenParameterIds(p: PreparedBuilding): Set<string> {
  const ids = new Set<string>();
  for (const values of Object.values(p.facts.parameters ?? {}))
    for (const [id, value] of Object.entries(values ?? {}))
      if (value !== null && value !== undefined) ids.add(id);
  return ids;
}

/** The context of a prepared building (one per building, cached). */
export function measureContext(p: PreparedBuilding): MeasureContext {
  const hit = cache.get(p);
  if (hit) return hit;
  const saved = new Map<number, number>();
  let now: number | null = null;
  const ctx: MeasureContext = {
    prepared: p,
    domestic: p.inputs.domestic,
    buildingType: p.type.key,
    flat: p.type.key === 'FLAT',
    operatingSetpointC: p.inputs.heatingSetpointC + p.multipliers.demandTempOffsetK,
    modelShareSaved: (dropK) => {
      const hit = saved.get(dropK);
      if (hit !== undefined) return hit;
      now ??= spaceHeatingKwh(p, p.inputs.heatingSetpointC);
      const lower = spaceHeatingKwh(p, p.inputs.heatingSetpointC - dropK);
      const share = now > 0 ? Math.max(0, 1 - lower / now) : 0;
      saved.set(dropK, share);
      return share;
    },
    priors: stockPriors(p.facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION),
    beliefs: p.beliefs,
    givenParameters: givenParameterIds(p),
  };
  cache.set(p, ctx);
  return ctx;
}
