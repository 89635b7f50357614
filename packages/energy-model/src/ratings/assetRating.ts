/**
 * EPC asset-rating estimates from a model run.
 * Dwellings: SAP 2012 rating on SAP Table 12 prices (space and water heating, lighting, pumps
 * and fans; appliances and cooking excluded as in SAP; PV credited at the Table 12 price).
 * Non-domestic: asset rating = 50 × BER / SER (NCM). BER = regulated CO2 per m² (all end uses
 * but equipment). SER = the reference building's emissions × (1 − 0.235): the 2006 NCM
 * improvement factor (15 %) compounded with the 10 % low-and-zero-carbon benchmark (assumption:
 * recalled from the NCM modelling guide, not checked against it). The reference building here
 * keeps geometry and activity but takes Approved Document L2 2002 elemental fabric (walls 0.35,
 * roof 0.25, floor 0.25, windows 2.2 W/m²K), 0.5 ach, a 73 % gas boiler (assumption), and
 * fluorescent-era lighting.
 */
import { END_USES, FUELS, type Fuel } from '../building/enums';
import { ACTIVITY_PROFILES } from '../building/activity';
import { buildingTypeInfo } from '../building/buildingTypes';
import { CARBON_FACTORS_KG_PER_KWH, SAP_2012_PRICES } from '../building/fuels';
import type { ModelInputs, ModelMultipliers } from '../model/modelInputs';
import { runModel, type ModelRun } from '../model/runModel';
import { sapRating } from './sapRating';

// SAP and the NCM leave out appliances and cooking (electric cooking is in `equipment`).
const REGULATED = END_USES.map((u) => u !== 'equipment' && u !== 'gasCooking');

function regulatedByFuel(run: ModelRun): Record<Fuel, number> {
  const out: Record<Fuel, number> = {
    electricity: 0,
    gas: 0,
    oil: 0,
    lpg: 0,
    biomass: 0,
    solidFuel: 0,
    districtHeat: 0,
    biogas: 0,
  };
  for (let u = 0; u < END_USES.length; u++) {
    if (!REGULATED[u]) continue;
    let s = 0;
    for (let m = 0; m < 12; m++) s += run.endUseMonthly[u * 12 + m]!;
    out[run.fuelOfEndUse[u]!] += s;
  }
  return out;
}

function pvTotal(run: ModelRun): number {
  let s = 0;
  for (let m = 0; m < 12; m++) s += run.pvGenerationMonthly[m]!;
  return s;
}

/** SAP-priced regulated cost, £/yr. */
export function sapCostGbp(run: ModelRun): number {
  const f = regulatedByFuel(run);
  let pence = 0;
  for (const fuel of FUELS)
    if (f[fuel] > 0)
      pence += f[fuel] * SAP_2012_PRICES[fuel].unitRate + SAP_2012_PRICES[fuel].standingGbp * 100;
  pence -= pvTotal(run) * SAP_2012_PRICES.electricity.unitRate;
  return pence / 100;
}

/** Regulated emissions per m², kgCO2e/m²/yr (PV generation offsets grid electricity). */
export function buildingEmissionRate(run: ModelRun, floorAreaM2: number): number {
  const f = regulatedByFuel(run);
  let kg = 0;
  for (const fuel of FUELS) kg += f[fuel] * CARBON_FACTORS_KG_PER_KWH[fuel];
  kg -= pvTotal(run) * CARBON_FACTORS_KG_PER_KWH.electricity;
  return kg / floorAreaM2;
}

export const SER_IMPROVEMENT_FACTOR = 0.235;

/** The NCM-style reference building for an actual one (see file comment). */
export function referenceBuildingInputs(inp: ModelInputs, buildingType: string): ModelInputs {
  const type = buildingTypeInfo(buildingType);
  const activity = type ? ACTIVITY_PROFILES[type.activity] : undefined;
  return {
    ...inp,
    wallU: 0.35,
    roofU: 0.25,
    floorU: 0.25,
    glazing: 'reference2002',
    doorU: 2.2,
    infiltrationAch: 0.5,
    heating: {
      name: 'Reference gas boiler',
      fuel: 'gas',
      spaceEfficiency: 0.73,
      waterEfficiency: 0.73,
      wet: true,
      boiler: true,
      heatPump: false,
    },
    hotWaterElectric: false,
    lightingWM2: activity ? activity.lightingWM2 : inp.lightingWM2,
    lightingControlSaving: 0,
    solarHotWaterFraction: 0,
    wasteWaterHeatRecovery: 0,
    hotWaterStorageLossFraction: 0,
    pvKwp: 0,
  };
}

export interface AssetRatingEstimate {
  kind: 'SAP' | 'NON_DOMESTIC_ASSET';
  /** SAP rating (higher is better) or asset rating (lower is better). */
  rating: number;
  band: string;
  /** Non-domestic only. */
  buildingEmissionRate?: number;
  standardEmissionRate?: number;
}

/** Standard conditions: neutral multipliers (the archetype, not calibrated operation). */
export function assetRatingOf(
  inp: ModelInputs,
  run: ModelRun,
  buildingType: string,
  mult: ModelMultipliers,
  band: (r: number) => string,
): AssetRatingEstimate {
  if (inp.domestic) {
    const rating = sapRating(sapCostGbp(run), inp.floorAreaM2);
    return { kind: 'SAP', rating, band: band(rating) };
  }
  const ber = buildingEmissionRate(run, inp.floorAreaM2);
  const refRun = runModel(referenceBuildingInputs(inp, buildingType), mult);
  const ser = buildingEmissionRate(refRun, inp.floorAreaM2) * (1 - SER_IMPROVEMENT_FACTOR);
  const rating = ser > 0 ? Math.round((50 * ber) / ser) : 0;
  return {
    kind: 'NON_DOMESTIC_ASSET',
    rating,
    band: band(rating),
    buildingEmissionRate: ber,
    standardEmissionRate: ser,
  };
}
