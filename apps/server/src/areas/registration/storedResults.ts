import {
  EnergyModelInputError,
  readStoredDiagnosis,
  readStoredScenarioView,
  type Diagnosis,
  type StoredDiagnosis,
} from '@wattwise/energy-model';
import { ENGINE_VERSION, type ModelResults } from './modelResults';

/**
 * A model run's stored results as read back: in today's shape, with the engine build that made
 * them and whether that is the engine this server runs. Results of another engine are still
 * shown, marked as being updated, until the run that replaces them completes
 * (engineUpdate.ts re-models them on start).
 */
export interface ReadResults {
  results: ModelResults;
  engineVersion: string;
  /** Made by the engine this server runs. */
  current: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(stored: Record<string, unknown>, key: string, what: string): unknown {
  const value = stored[key];
  const ok = what === 'a list' ? Array.isArray(value) : isObject(value);
  if (!ok) throw new EnergyModelInputError(`results.${key}`, `must be ${what}`);
  return value;
}

/**
 * Reads stored results of any engine version with the engine's own readers (scenario views and
 * diagnoses), so a field an older engine did not write is filled as the engine says, not left
 * undefined; the estimate and the EPC targets keep their shape across versions and are checked
 * to be there. Throws EnergyModelInputError, naming the field, for what is not model results.
 */
export function readModelResults(stored: unknown, engineVersion: string): ReadResults {
  if (!isObject(stored)) throw new EnergyModelInputError('results', 'must be model results');
  field(stored, 'estimate', 'an object');
  field(stored, 'epcTargets', 'an object');
  const diagnoses = field(stored, 'diagnoses', 'an object') as Record<string, StoredDiagnosis>;
  const scenarios = (field(stored, 'scenarios', 'a list') as unknown[]).map((view, index) =>
    readStoredScenarioView(view, `results.scenarios[${index}]`),
  );
  const results = {
    ...(stored as unknown as ModelResults),
    diagnoses: Object.fromEntries(
      Object.entries(diagnoses).map(([key, diagnosis]) => [key, readStoredDiagnosis(diagnosis)]),
    ) as Record<string, Diagnosis>,
    scenarios,
    savingRanges: isObject(stored.savingRanges)
      ? (stored.savingRanges as ModelResults['savingRanges'])
      : {},
    plan: isObject(stored.plan) ? (stored.plan as unknown as ModelResults['plan']) : null,
  };
  return { results, engineVersion, current: engineVersion === ENGINE_VERSION };
}
