/**
 * Reads a stored scenario view (what `listScenarios` gave when a building was modelled, kept with
 * its model run) of any engine version in today's shape. Views stored before the engine carried
 * signed figures have only their indicators; their signed saving is read from the indicators'
 * direction (an increase pointed up), their payback state from the cost, the saving and the life,
 * and what they did not carry (the change per fuel, the cost's source, where they apply) is left
 * empty. Anything that is not a scenario view is refused with the field that is wrong.
 */
import { END_USES, FUELS, type EndUse } from '../building/enums';
import { EnergyModelInputError } from '../errors';
import { measureById } from './catalogue';
import type { EnergyChange } from './energyChange';
import type { Indicator } from './indicators';
import type { ScenarioView } from './listScenarios';
import { paybackOf } from './payback';

type Stored = Record<string, unknown>;

const isObject = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function required<T>(
  stored: Stored,
  key: string,
  check: (v: unknown) => v is T,
  what: string,
  field: string,
): T {
  const value = stored[key];
  if (!check(value)) throw new EnergyModelInputError(`${field}.${key}`, `must be ${what}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

function readIndicator(value: unknown, field: string): Indicator {
  if (!isObject(value)) throw new EnergyModelInputError(field, 'must be an indicator');
  return {
    value: required(value, 'value', isNumber, 'a number', field),
    unit: isString(value.unit) ? value.unit : '',
    text: isString(value.text) ? value.text : '',
    variant:
      value.variant === 'POSITIVE' || value.variant === 'NEGATIVE' ? value.variant : 'NEUTRAL',
    direction: value.direction === 'UP' ? 'UP' : 'DOWN',
    isCurrency: value.isCurrency === true,
  };
}

/** An indicator's signed saving: an increase pointed up (or was marked negative). */
const signed = (i: Indicator): number =>
  i.direction === 'UP' || i.variant === 'NEGATIVE' ? -i.value : i.value;

/** The change an older view implies: totals only, from its saving indicators. */
function changeFromIndicators(indicators: readonly Indicator[]): EnergyChange {
  const saving = (match: (i: Indicator) => boolean) => {
    const found = indicators.find(match);
    return found ? signed(found) : 0;
  };
  const byEndUseKwh = Object.fromEntries(END_USES.map((u) => [u, 0])) as Record<EndUse, number>;
  return {
    fuels: [],
    pv: { generationKwh: 0, selfUseKwh: 0, exportKwh: 0, exportIncomeGbp: 0 },
    byEndUseKwh,
    totalKwh: -saving((i) => i.unit === 'kWh'),
    costGbp: -saving((i) => i.isCurrency),
    kgCo2e: -saving((i) => i.unit === 'kgCO2e'),
  };
}

function readChange(value: unknown, field: string): EnergyChange | null {
  if (!isObject(value)) return null;
  const fuels = required(value, 'fuels', isArray, 'a list', field);
  for (const [k, f] of fuels.entries()) {
    if (!isObject(f) || !FUELS.includes(f.fuel as never) || !isNumber(f.kwh))
      throw new EnergyModelInputError(`${field}.fuels[${k}]`, 'must be a fuel change');
  }
  required(value, 'costGbp', isNumber, 'a number', field);
  return value as unknown as EnergyChange;
}

/** A stored scenario view of any engine version, in today's shape. */
export function readStoredScenarioView(stored: unknown, field = 'scenario'): ScenarioView {
  if (!isObject(stored)) throw new EnergyModelInputError(field, 'must be a scenario');
  const id = required(stored, 'id', isString, 'a string', field);
  const title = required(stored, 'title', isString, 'a string', field);
  const indicators = required(stored, 'indicators', isArray, 'a list', field).map((v, k) =>
    readIndicator(v, `${field}.indicators[${k}]`),
  );
  const measure = measureById(id);
  const costGbp = isNumber(stored.costGbp) ? stored.costGbp : 0;
  const lifetimeYears = isNumber(stored.lifetimeYears)
    ? stored.lifetimeYears
    : (measure?.lifetimeYears ?? 0);
  const change = readChange(stored.change, `${field}.change`) ?? changeFromIndicators(indicators);
  const annualSavingGbp = isNumber(stored.annualSavingGbp)
    ? stored.annualSavingGbp
    : -change.costGbp;
  const cost = isObject(stored.cost)
    ? (stored.cost as unknown as ScenarioView['cost'])
    : { lowGbp: costGbp, highGbp: costGbp, source: '', priceYear: 0 };
  return {
    ...(stored as unknown as ScenarioView),
    id,
    title,
    description: isString(stored.description) ? stored.description : '',
    scenarioType: isString(stored.scenarioType) ? stored.scenarioType : 'OPERATIONAL',
    indicators,
    mutuallyExclusiveWith: isArray(stored.mutuallyExclusiveWith)
      ? stored.mutuallyExclusiveWith.filter(isString)
      : [],
    exclusive: stored.exclusive === true,
    toggleable: stored.toggleable !== false,
    customisable: stored.customisable === true,
    parameterGroups: isArray(stored.parameterGroups)
      ? (stored.parameterGroups as ScenarioView['parameterGroups'])
      : [],
    costGbp,
    lifetimeYears,
    roiYears: isNumber(stored.roiYears) ? stored.roiYears : null,
    path: isString(stored.path)
      ? (stored.path as ScenarioView['path'])
      : (measure?.path ?? 'FABRIC'),
    change,
    annualSavingGbp,
    payback: isObject(stored.payback)
      ? (stored.payback as unknown as ScenarioView['payback'])
      : paybackOf(
          { lowGbp: cost.lowGbp, midGbp: costGbp, highGbp: cost.highGbp },
          annualSavingGbp,
          lifetimeYears,
        ),
    cost,
    lifetimeSource: isString(stored.lifetimeSource)
      ? stored.lifetimeSource
      : (measure?.lifetimeSource ?? ''),
    applies: isObject(stored.applies)
      ? (stored.applies as unknown as ScenarioView['applies'])
      : null,
    offeredBecause: isString(stored.offeredBecause) ? stored.offeredBecause : null,
  };
}
