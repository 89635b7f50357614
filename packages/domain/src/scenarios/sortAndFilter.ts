import { planMessages } from '../messages/analysisMessages';
import type { SortDirection } from '../home/siteList';

/** Unit factors to kWh for sorting (spec analysis §9). */
const ENERGY_UNIT_FACTORS: Readonly<Record<string, number>> = {
  Wh: 0.001,
  kWh: 1,
  MWh: 1e3,
  GWh: 1e6,
};
/** Unit factors to kg for sorting (spec analysis §9). */
const CARBON_UNIT_FACTORS: Readonly<Record<string, number>> = { kg: 1, t: 1e3, Mt: 1e6 };

/** Scenario sort keys (spec analysis §9). */
export const SCENARIO_SORT_KEYS = ['roi', 'energyUsage', 'totalCost', 'carbon'] as const;
export type ScenarioSortKey = (typeof SCENARIO_SORT_KEYS)[number];
/** Scenario filter keys (spec analysis §9). */
export const SCENARIO_FILTER_KEYS = ['energyUsage', 'totalCost', 'carbon'] as const;
export type ScenarioFilterKey = (typeof SCENARIO_FILTER_KEYS)[number];

/** Default scenario sort: energy usage, descending (spec analysis §9). */
export const DEFAULT_SCENARIO_SORT = { key: 'energyUsage', direction: 'desc' } as const satisfies {
  key: ScenarioSortKey;
  direction: SortDirection;
};

/** Labels of the directions: asc 'Low to High', desc 'High to Low' (spec analysis §9). */
export const SORT_DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = {
  asc: planMessages.sortLowToHigh,
  desc: planMessages.sortHighToLow,
};

/** The indicator fields sorting reads (spec analysis §3 "Indicator"). */
interface SortableIndicator {
  value: number;
  unit?: string | null;
  isCurrency?: boolean;
  /** UP: the figure rises ('£213 more per year'), so the saving is negative. */
  direction?: string | null;
}

/** An indicator's saving, signed: an increase (pointing up) is a negative saving. */
const signedSaving = (indicator: SortableIndicator): number =>
  indicator.direction === 'UP' ? -indicator.value : indicator.value;

/** The scenario fields sorting and filtering read. */
export interface SortableScenario {
  id: string;
  indicators?: readonly SortableIndicator[];
  /** Return on investment in years (spec analysis §9 "ROI in years"). */
  roi?: number | null;
}

/**
 * A scenario's saving for a key in base units (kWh, kg, GBP, years), found among its indicators
 * by unit: energy units → energyUsage, carbon units → carbon, currency → totalCost; null if
 * absent. Savings are signed, so a scenario that raises the figure sorts below one that saves.
 */
function scenarioMetric(scenario: SortableScenario, key: ScenarioSortKey): number | null {
  if (key === 'roi') return scenario.roi ?? null;
  for (const indicator of scenario.indicators ?? []) {
    const unit = indicator.unit ?? '';
    if (key === 'totalCost' && indicator.isCurrency) return signedSaving(indicator);
    if (key === 'energyUsage' && unit in ENERGY_UNIT_FACTORS) {
      return signedSaving(indicator) * (ENERGY_UNIT_FACTORS[unit] as number);
    }
    if (key === 'carbon' && unit in CARBON_UNIT_FACTORS) {
      return signedSaving(indicator) * (CARBON_UNIT_FACTORS[unit] as number);
    }
  }
  return null;
}

/**
 * Sorts scenarios (spec analysis §9): values compared in base units; asc is Low to High and desc
 * High to Low by benefit. ROI is "lower is better", so for ROI the order is inverted: desc puts
 * the lowest (best) ROI first. Scenarios without the value go last. Stable; returns a new array.
 */
export function sortScenarios<S extends SortableScenario>(
  scenarios: readonly S[],
  key: ScenarioSortKey = DEFAULT_SCENARIO_SORT.key,
  direction: SortDirection = DEFAULT_SCENARIO_SORT.direction,
): S[] {
  const benefit = key === 'roi' ? -1 : 1;
  const factor = (direction === 'desc' ? -1 : 1) * benefit;
  return [...scenarios].sort((a, b) => {
    const va = scenarioMetric(a, key);
    const vb = scenarioMetric(b, key);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    return (va - vb) * factor;
  });
}

/** A scenario filter (spec analysis §3 "Scenario filter"), bounds in base units. */
export interface ScenarioFilter {
  key: ScenarioFilterKey;
  inUse: boolean;
  min: number;
  max: number;
}

/** Parsed filter bounds or the alert to raise. */
export type FilterBounds = { ok: true; min: number; max: number } | { ok: false; alert: string };

/**
 * Converts typed bounds (spec analysis §5 "Scenario filters"): empty min means 0, empty max
 * means no limit (Infinity); anything else not a number alerts 'Min is not a number' or
 * 'Max is not a number'.
 */
export function parseFilterBounds(minText: string, maxText: string): FilterBounds {
  const min = minText.trim() === '' ? 0 : Number(minText);
  if (Number.isNaN(min)) return { ok: false, alert: planMessages.minNotNumber };
  const max = maxText.trim() === '' ? Infinity : Number(maxText);
  if (Number.isNaN(max)) return { ok: false, alert: planMessages.maxNotNumber };
  return { ok: true, min, max };
}

/** Keeps scenarios inside every filter in use (min and max inclusive); missing values fail. */
export function filterScenarios<S extends SortableScenario>(
  scenarios: readonly S[],
  filters: readonly ScenarioFilter[],
): S[] {
  const active = filters.filter((f) => f.inUse);
  return scenarios.filter((s) =>
    active.every((f) => {
      const v = scenarioMetric(s, f.key);
      return v !== null && v >= f.min && v <= f.max;
    }),
  );
}
