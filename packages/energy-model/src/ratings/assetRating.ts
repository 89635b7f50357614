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

/**
 * SAP 2012 Table 12, electricity on a 7-hour tariff: high rate 15.29 p/kWh, low rate 5.50 p/kWh,
 * additional standing charge £24/yr (data/reference-values/sap2012_table12_fuel_factors.csv).
 * Table 12a: storage heaters take no high-rate electricity; other uses (lighting, pumps, fans)
 * take 90 % at the high rate. Table 13: a dual immersion takes the high-rate fraction
 * [(6.8 − 0.024 V) N + 14 − 0.07 V] / 100 of water heating, V = 110 litres (the RdSAP default
 * cylinder). Tables 12a and 13 are as recalled from SAP 2012, not re-checked against the PDF.
 */
export const SAP_2012_SEVEN_HOUR = {
  highRateP: 15.29,
  lowRateP: 5.5,
  standingGbp: 24,
  otherUsesHighRateFraction: 0.9,
  cylinderLitres: 110,
} as const;

function dualImmersionHighRateFraction(occupants: number): number {
  const v = SAP_2012_SEVEN_HOUR.cylinderLitres;
  return Math.min(1, Math.max(0, ((6.8 - 0.024 * v) * occupants + 14 - 0.07 * v) / 100));
}

/**
 * SAP-priced regulated cost, £/yr. With `inp`, electric storage heating is priced on the 7-hour
 * tariff (expected over the chance the home has it, `heating.offPeak`).
 */
export function sapCostGbp(run: ModelRun, inp?: ModelInputs): number {
  const f = regulatedByFuel(run);
  let pence = 0;
  for (const fuel of FUELS)
    if (f[fuel] > 0)
      pence += f[fuel] * SAP_2012_PRICES[fuel].unitRate + SAP_2012_PRICES[fuel].standingGbp * 100;
  pence -= pvTotal(run) * SAP_2012_PRICES.electricity.unitRate;
  const off = inp?.heating.offPeak;
  if (off && inp.heating.fuel === 'electricity' && off.tariffShare > 0) {
    const t = SAP_2012_SEVEN_HOUR;
    const std = SAP_2012_PRICES.electricity.unitRate;
    const space = sumEndUse(run, I_SPACE) * off.spaceShare;
    const water = inp.hotWaterElectric ? 0 : sumEndUse(run, I_WATER) * off.waterShare;
    const other =
      (f.electricity - sumEndUse(run, I_SPACE) - sumEndUse(run, I_WATER)) * off.tariffShare;
    const hw = dualImmersionHighRateFraction(inp.occupants);
    const hiOther = t.otherUsesHighRateFraction;
    // Replace the standard-rate price of these kWh with their 7-hour prices.
    pence += space * (t.lowRateP - std);
    pence += water * (hw * t.highRateP + (1 - hw) * t.lowRateP - std);
    pence += other * (hiOther * t.highRateP + (1 - hiOther) * t.lowRateP - std);
    pence += off.tariffShare * t.standingGbp * 100;
  }
  return pence / 100;
}

const I_SPACE = END_USES.indexOf('spaceHeating');
const I_WATER = END_USES.indexOf('hotWater');
function sumEndUse(run: ModelRun, u: number): number {
  let s = 0;
  for (let m = 0; m < 12; m++) s += run.endUseMonthly[u * 12 + m]!;
  return s;
}

/** Regulated emissions per m², kgCO2e/m²/yr (PV generation offsets grid electricity). */
function buildingEmissionRate(run: ModelRun, floorAreaM2: number): number {
  const f = regulatedByFuel(run);
  let kg = 0;
  for (const fuel of FUELS) kg += f[fuel] * CARBON_FACTORS_KG_PER_KWH[fuel];
  kg -= pvTotal(run) * CARBON_FACTORS_KG_PER_KWH.electricity;
  return kg / floorAreaM2;
}

const SER_IMPROVEMENT_FACTOR = 0.235;

/** The NCM-style reference building for an actual one (see file comment). */
function referenceBuildingInputs(inp: ModelInputs, buildingType: string): ModelInputs {
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
    const rating = sapRating(sapCostGbp(run, inp), inp.floorAreaM2);
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
