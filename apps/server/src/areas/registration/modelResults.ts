import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BENCHMARK_SCHEMES,
  EPC_RATINGS,
  LIGHT_SCHEME,
  diagnosePrepared,
  estimatePrepared,
  EnergyModelInputError,
  evaluateScenarios,
  listScenarios,
  nationalAverageRating,
  preparePotential,
  recommendedMeasureIds,
  prepareBuilding,
  savingRangesPrepared,
  searchEpcTarget,
  lightFiguresOf,
  type BuildingFacts,
  type Diagnosis,
  type LightFigures,
  type NationalAverage,
  type PreparedBuilding,
  type SavingRanges,
  type ScenarioResults,
} from '@wattwise/energy-model';
import { serverPackageDir } from '../../config';

/**
 * The engine build that produced a result: the package version and a digest of its code, so a
 * new engine build is a new run even when the version number stays.
 */
export const ENGINE_VERSION: string = (() => {
  // The package's exports map has no require condition: look for its folder from here upwards.
  let dir = serverPackageDir;
  for (;;) {
    const folder = path.join(dir, 'node_modules', '@wattwise', 'energy-model');
    if (existsSync(path.join(folder, 'package.json'))) {
      const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
      const code = readFileSync(path.join(folder, 'dist', 'index.js'));
      const digest = createHash('sha256').update(code).digest('hex').slice(0, 12);
      return `${String(pkg.version)}+${digest}`;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
})();

/** A stable digest of the model's inputs (keys sorted), stored with each run. */
export function inputHash(facts: BuildingFacts): string {
  const canonical = JSON.stringify(facts, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Everything the model-building job stores for one building (model_runs.results). */
export interface ModelResults {
  estimate: ReturnType<typeof estimatePrepared>;
  /** Diagnose of the building against every benchmark scheme, by scheme key. */
  diagnoses: Record<string, Diagnosis>;
  scenarios: ReturnType<typeof listScenarios>;
  /** The cheapest measures reaching each EPC band better than the current one. */
  epcTargets: Record<string, ReturnType<typeof searchEpcTarget>>;
  /** Modelled vs benchmark figures of the default scheme, summed into the site's lights. */
  lightFigures: LightFigures | null;
  /**
   * The potential building: the building with its recommended measures installed, estimated by
   * the engine (its figures feed the Potential tab's metrics in `diagnoses` and the potential
   * tariffs); null when no measure saves money. Absent from runs stored before it existed.
   */
  potential?: { measureIds: string[]; estimate: ReturnType<typeof estimatePrepared> } | null;
  /** The national-average band of buildings like this one (the contract's averageRating). */
  averageRating?: NationalAverage;
  /** Each listed scenario's saving ranges, by id. Absent from runs stored before ranges. */
  savingRanges?: Record<string, SavingRanges>;
  /**
   * The recommended measures acting together, as the report and the e-mail state the plan's
   * totals; null when none is recommended. Absent from runs stored before it existed.
   */
  plan?: StoredPlan | null;
}

/** The recommended measures acting together, with the ranges of their savings. */
export interface StoredPlan {
  measureIds: string[];
  results: ScenarioResults;
  ranges: SavingRanges;
}

/** The engine's saving ranges of a selection, or null for a set it refuses. */
function rangesOf(prepared: PreparedBuilding, selection: { id: string }[]): SavingRanges | null {
  try {
    return savingRangesPrepared(prepared, selection);
  } catch (error) {
    if (error instanceof EnergyModelInputError) return null;
    throw error;
  }
}

/** The recommended measures evaluated together, or null when there are none. */
function planOf(facts: BuildingFacts, prepared: PreparedBuilding, measureIds: string[]) {
  if (measureIds.length === 0) return null;
  const selection = measureIds.map((id) => ({ id }));
  const ranges = rangesOf(prepared, selection);
  if (!ranges) return null;
  return { measureIds, results: evaluateScenarios(facts, selection), ranges };
}

/** The engine's potential building for the recommended measures, or null when there are none. */
function potentialOf(
  prepared: PreparedBuilding,
  measureIds: string[],
): { measureIds: string[]; prepared: PreparedBuilding } | null {
  if (measureIds.length === 0) return null;
  try {
    return {
      measureIds,
      prepared: preparePotential(
        prepared,
        measureIds.map((id) => ({ id })),
      ).prepared,
    };
  } catch (error) {
    // A set the engine refuses (a conflict the list did not state) leaves no potential building.
    if (error instanceof EnergyModelInputError) return null;
    throw error;
  }
}

/**
 * Runs the engine for one building: estimate, the potential building, diagnose per scheme (with
 * its potential metrics), scenarios with the ranges of their savings, the recommended plan, EPC
 * targets and the national-average band.
 */
export function modelBuilding(facts: BuildingFacts): ModelResults {
  const prepared = prepareBuilding(facts);
  const estimate = estimatePrepared(prepared);
  const scenarios = listScenarios(facts);
  const recommended = recommendedMeasureIds(scenarios);
  const potentialBuilding = potentialOf(prepared, recommended);
  const potentialEstimate = potentialBuilding ? estimatePrepared(potentialBuilding.prepared) : null;
  const diagnoses: Record<string, Diagnosis> = {};
  for (const scheme of BENCHMARK_SCHEMES) {
    diagnoses[scheme.key] = diagnosePrepared(prepared, estimate, {
      diagnoseMetric: scheme.key,
      potentialMetric: scheme.key,
      ...(potentialEstimate ? { potential: potentialEstimate } : {}),
    });
  }
  const currentIndex = EPC_RATINGS.indexOf(estimate.epc.band as (typeof EPC_RATINGS)[number]);
  const epcTargets: ModelResults['epcTargets'] = {};
  for (const [index, band] of EPC_RATINGS.entries()) {
    if (currentIndex !== -1 && index >= currentIndex) break;
    epcTargets[band] = searchEpcTarget(facts, band);
  }
  return {
    estimate,
    diagnoses,
    scenarios,
    epcTargets,
    lightFigures: lightFiguresOf(diagnoses[LIGHT_SCHEME]),
    potential:
      potentialBuilding && potentialEstimate
        ? { measureIds: potentialBuilding.measureIds, estimate: potentialEstimate }
        : null,
    averageRating: nationalAverageRating(prepared),
    savingRanges: Object.fromEntries(
      scenarios.flatMap((view) => {
        const ranges = rangesOf(prepared, [{ id: view.id }]);
        return ranges ? [[view.id, ranges] as const] : [];
      }),
    ),
    plan: planOf(facts, prepared, recommended),
  };
}
