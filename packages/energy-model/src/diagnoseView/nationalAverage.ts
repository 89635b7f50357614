/**
 * The national-average band Diagnose shows beside the building's own (the contract's
 * averageRating), and the KPIs of the Actual tab.
 *
 * Dwellings: mean SAP of English dwellings of the same age, English Housing Survey 2024 live
 * table DA7101 (energy performance), banded with the one SAP band function. Other buildings: a
 * DEC operational rating of 100 is by definition the typical building of its type (CIBSE TM46),
 * so the national average is the band of 100, D.
 */
import type { Estimate } from '../model/estimate';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { decBand, sapBand } from '../ratings/bands';
import { DEFAULT_YEAR_OF_CONSTRUCTION } from '../building/facts';
import { diagnoseKpiLabels } from './kpiLabels';

/** EHS 2024 DA7101 mean SAP by dwelling age (England, all dwellings): [first year, mean SAP]. */
const EHS_MEAN_SAP_BY_AGE: readonly (readonly [number, number])[] = [
  [-Infinity, 60.26], // pre-1919
  [1919, 65.42],
  [1945, 67.23],
  [1965, 68.28],
  [1981, 69.61],
  [1991, 71.0],
  [2003, 75.99],
  [2014, 77.99], // post-2013
];
/** EHS 2024 DA7101, all dwellings in England. */
const EHS_MEAN_SAP_ALL_DWELLINGS = 67.57;
/** DEC operational rating of the typical building of a type (CIBSE TM46: typical = 100). */
const TYPICAL_OPERATIONAL_RATING = 100;

export interface NationalAverage {
  band: string;
  /** SAP rating (dwellings) or operational rating (others). */
  rating: number;
  source: string;
}

export function nationalAverageRating(p: PreparedBuilding): NationalAverage {
  if (!p.type.domestic)
    return {
      band: decBand(TYPICAL_OPERATIONAL_RATING),
      rating: TYPICAL_OPERATIONAL_RATING,
      source: 'CIBSE TM46:2008 (typical building = operational rating 100)',
    };
  // Without a year the registration default year stands (shell §9), as for the model itself.
  const year = p.facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION;
  let sap = EHS_MEAN_SAP_ALL_DWELLINGS;
  for (const [from, mean] of EHS_MEAN_SAP_BY_AGE) if (year >= from) sap = mean;
  return {
    band: sapBand(sap),
    rating: sap,
    source: 'English Housing Survey 2024, live table DA7101 (mean SAP by dwelling age)',
  };
}

/** A KPI card in the contract's shape (analysis §3). */
export interface KpiView {
  text: string;
  value: number | null;
  unit: string;
  isCurrency: boolean;
}

/** The Actual tab's KPIs: energy use, cost, carbon and energy-use intensity per year. */
export function diagnoseKpis(est: Estimate): KpiView[] {
  return [
    {
      text: diagnoseKpiLabels.energyUse,
      value: est.annual.totalKwh.value,
      unit: 'kWh',
      isCurrency: false,
    },
    {
      text: diagnoseKpiLabels.energyCost,
      value: est.annual.costGbp.value,
      unit: 'GBP',
      isCurrency: true,
    },
    {
      text: diagnoseKpiLabels.carbon,
      value: est.annual.carbonKg.value,
      unit: 'kgCO2e',
      isCurrency: false,
    },
    {
      text: 'Energy use intensity',
      value: est.annual.energyUseIntensityKwhM2.value,
      unit: 'kWh/m2',
      isCurrency: false,
    },
  ];
}
