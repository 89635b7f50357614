/**
 * One run of the monthly model over a year: space heating and cooling from the ISO 13790 heat
 * balance (heatBalance.ts), hot water, lighting, equipment, fans and pumps, PV generation,
 * water use and a damp-and-mould risk score. Allocation-light so thousands run per second.
 */
import { END_USES, type EndUse, type Fuel } from '../building/enums';
import {
  CORRIDOR_DOOR_U,
  DOOR_AREA_M2,
  GLAZING,
  THERMAL_BRIDGING_Y,
  shelteredWallU,
} from '../building/fabric';
import {
  DWELLING_FLUE_FAN_KWH,
  DWELLING_PUMP_KWH,
  NON_DOMESTIC_PUMP_WM2,
} from '../building/systems';
import { DAYS_IN_MONTH, verticalToHorizontalRatio } from '../climate/region';
import { coolingLossUtilisation, heatingGainUtilisation } from './heatBalance';
import type { ModelInputs, ModelMultipliers } from './modelInputs';
import { pvMonthlyYieldKwhPerKwp } from './solarPv';
import { livingAreaFraction, meanInternalTemperatureC } from './demandTemperature';
import { appliancesKwh, lightingKwh } from './householdElectricity';

export interface ModelRun {
  /** Delivered energy, kWh, index endUse * 12 + month (END_USES order). */
  endUseMonthly: Float64Array;
  fuelOfEndUse: readonly Fuel[];
  /** PV generation and the part used on site, kWh per month. */
  pvGenerationMonthly: Float64Array;
  pvSelfUseMonthly: Float64Array;
  /** Heat given off by lighting and equipment (appliances), mean W per month. */
  electricGainsMonthlyW: Float64Array;
  heatingNeedKwh: number;
  /** Cooling need that an uncooled building would feel as overheating, kWh (at 25 °C). */
  overheatingKwh: number;
  waterM3: number;
  /** Damp-and-mould risk 0–1. */
  dampRisk: number;
}

/** ρc of air, Wh/m³K (ISO 13790 eq. 21: ρa·ca = 1200 J/m³K = 0.33 Wh/m³K). */
const AIR_HEAT_CAPACITY = 0.33;
/** SAP 2012 Table 6c frame factor 0.7, Table 6d average overshading 0.77, g⊥→g 0.9 (SAP eq. 5). */
const SOLAR_FRAME = 0.7;
const SOLAR_SHADING = 0.77;
const SOLAR_ANGLE = 0.9;
/** SAP 2012 Table 1c hot-water use factors and Table 1d temperature rise (K), Jan–Dec. */
const DHW_USE_FACTOR = [1.1, 1.06, 1.02, 0.98, 0.94, 0.9, 0.9, 0.94, 0.98, 1.02, 1.06, 1.1];
const DHW_TEMP_RISE = [41.2, 41.4, 40.1, 37.6, 36.4, 33.9, 30.4, 33.4, 33.5, 36.3, 39.4, 39.9];
/** SAP 2012 §4: distribution loss 15 % of hot-water energy content. */
const DHW_DISTRIBUTION_LOSS = 0.15;
/** ISO 13790 §13.2.2 intermittent heating: b_red = 3, τ_0 = 15 h. */
const B_RED = 3;
/** Sensible heat per occupant while present, W (assumption, CIBSE Guide A order for seated work). */
const PERSON_SENSIBLE_W = 90;
/** Comfort threshold for overheating in uncooled buildings, °C (assumption, CIBSE TM52 order). */
const OVERHEATING_THRESHOLD_C = 25;
/** Dwelling water use, litres per person per day (assumption: UK average household use ~142). */
const DWELLING_WATER_L_PER_PERSON_DAY = 142;
/** Damp: BRE IP 1/06 surface temperature factor limit f_Rsi ≥ 0.75 with R_si = 0.25 m²K/W. */
const F_RSI_LIMIT = 0.75;
const R_SI = 0.25;
/**
 * Central extract fans, W per l/s (Non-Domestic Building Services Compliance Guide 2010 limit for
 * central mechanical extract, 0.8 W/(l/s)).
 */
const EXTRACT_SFP_W_PER_LS = 0.8;

/**
 * Today's appliances: household electricity per meter fell from about 3,450 kWh (NEED median of
 * all dwellings, 2009–2011, the years the SAP 2012 Appendix L / BREDEM-2012 equations reflect) to
 * 2,538 kWh in 2024 (NEED 2026 table LA6). Appliances and cooking are scaled by 2538 / 3450
 * (assumption: the fall is in appliances and cooking; lighting follows lamp types).
 */
const APPLIANCE_TREND_FACTOR = 2538 / 3450;

const N_END_USES = END_USES.length;
const idx = (u: EndUse): number => END_USES.indexOf(u);
const I_HEAT = idx('spaceHeating');
const I_DHW = idx('hotWater');
const I_COOL = idx('cooling');
const I_LIGHT = idx('lighting');
const I_EQUIP = idx('equipment');
const I_FANS = idx('fansAndPumps');
const I_GAS_COOK = idx('gasCooking');

/**
 * Cooking energy, kWh/yr per dwelling: BREDEM-2012 (Henderson & Hart, BRE 2015) cooking equations,
 * electric cooker 275 + 55 N, gas cooker 481 + 96 N (N occupants); scaled by
 * APPLIANCE_TREND_FACTOR like appliances. Cooking gains stay SAP Table 5's 35 + 7N W.
 */
const COOKING_KWH = {
  electric: { base: 275, perPerson: 55 },
  gas: { base: 481, perPerson: 96 },
} as const;

function intermittency(gamma: number, tau: number, f: number): number {
  const a = 1 - B_RED * (15 / tau) * gamma * (1 - f);
  return Math.min(1, Math.max(f, a));
}

/** Heat loss coefficient H = fabric + thermal bridging + ventilation, W/K (ISO 13790 §8–9). */
export function heatLossCoefficient(inp: ModelInputs, mult: ModelMultipliers): number {
  const g = mult.geometry;
  const glaz = GLAZING[inp.glazing];
  const exposed =
    (inp.wallAreaM2 +
      inp.roofAreaM2 +
      inp.groundFloorAreaM2 +
      inp.windowAreaM2 +
      inp.shelteredWallAreaM2 +
      (inp.doorCount + inp.corridorDoorCount) * DOOR_AREA_M2) *
    g;
  const hTr =
    (inp.wallAreaM2 * inp.wallU +
      inp.roofAreaM2 * inp.roofU +
      inp.groundFloorAreaM2 * inp.floorU +
      inp.windowAreaM2 * glaz.u +
      inp.doorCount * DOOR_AREA_M2 * inp.doorU +
      inp.shelteredWallAreaM2 * shelteredWallU(inp.wallU) +
      inp.corridorDoorCount * DOOR_AREA_M2 * CORRIDOR_DOOR_U) *
      g *
      mult.heatLoss +
    (inp.thermalBridgingY ?? THERMAL_BRIDGING_Y) * exposed * mult.heatLoss;
  const volume = inp.geometry.volumeM3 * g;
  const fOcc = Math.min(1, inp.occupiedHoursPerWeek / 168);
  const freshAirM3h = inp.domestic
    ? 0
    : inp.occupants * inp.freshAirLsPerPerson * 3.6 * mult.activity;
  // Mechanical extract is made up by outside air over the hours it runs (averaged over the week).
  const extractM3h = inp.extractAch * volume * Math.min(1, inp.extractHoursPerWeek / 168);
  const hVe =
    AIR_HEAT_CAPACITY *
    (inp.infiltrationAch * mult.infiltration * volume + freshAirM3h * fOcc + extractM3h);
  return Math.max(1e-6, hTr + hVe);
}

export function runModel(inp: ModelInputs, mult: ModelMultipliers): ModelRun {
  const end = new Float64Array(N_END_USES * 12);
  const pvGen = new Float64Array(12);
  const pvSelf = new Float64Array(12);
  const electricGains = new Float64Array(12);
  const A = inp.floorAreaM2;
  const g = mult.geometry;
  const glaz = GLAZING[inp.glazing];
  const fOcc = Math.min(1, inp.occupiedHoursPerWeek / 168);
  const fHeat = Math.min(1, Math.max(0.05, inp.heatingHoursFraction));
  const H = heatLossCoefficient(inp, mult);
  const tau = (inp.heatCapacityWhKM2 * A) / H;
  const effSpace = Math.max(
    0.05,
    inp.heating.spaceEfficiency * inp.distributionEfficiency * mult.efficiency,
  );
  // Hot water from the main system loses heat in the same distribution pipework as space heating.
  const effWater = inp.hotWaterElectric
    ? 1
    : Math.max(0.05, inp.heating.waterEfficiency * inp.distributionEfficiency * mult.efficiency);
  const N = inp.occupants * (inp.domestic ? (mult.occupancy ?? 1) : 1);
  const act = mult.activity;
  const fLiving = livingAreaFraction(A);
  // Dwellings in use: the household electricity of homes where it is (regionalElectricity.ts).
  const household = inp.domestic ? (mult.householdElectricity ?? 1) : 1;

  // Dwellings: SAP 2012 Appendix L lighting (L1–L3, with the windows' daylight) and appliances
  // (L10, L11), cooking gains (L15).
  let lightAnnual = 0;
  let applAnnual = 0;
  if (inp.domestic) {
    lightAnnual =
      lightingKwh({
        floorAreaM2: A,
        occupants: N,
        lowEnergyShare: inp.lowEnergyLightFraction,
        windowAreaM2: inp.windowAreaM2 * g,
      }) *
      (1 - inp.lightingControlSaving) *
      act *
      household;
    applAnnual = appliancesKwh(A, N) * act * APPLIANCE_TREND_FACTOR * household;
  }
  // Dwellings: BREDEM-2012 cooking; non-domestic: the kitchen's delivered energy (catering), on
  // gas for its gas share where the building has gas.
  const c = COOKING_KWH;
  const p = inp.gasCookingShare;
  const catering = inp.cateringKwhM2 * A;
  const cookElecAnnual = inp.domestic
    ? (1 - p) *
      (c.electric.base + c.electric.perPerson * N) *
      APPLIANCE_TREND_FACTOR *
      act *
      household
    : catering * (1 - inp.cateringGasShare) * act;
  const cookGasAnnual = inp.domestic
    ? p * (c.gas.base + c.gas.perPerson * N) * APPLIANCE_TREND_FACTOR
    : catering * inp.cateringGasShare;
  const litShare = Math.min(fOcc * 1.1, inp.maxLitHoursPerWeek / 168, 1);
  const dhwDailyLitres = inp.domestic ? (25 * N + 36) * mult.hotWater * act : 0; // SAP 2012 eq. (4.1)
  let heatingNeed = 0;
  let overheating = 0;
  const lat = inp.climate;
  for (let m = 0; m < 12; m++) {
    const days = DAYS_IN_MONTH[m]!;
    const hours = days * 24;
    const te = lat.externalTemperatureC[m]! + mult.externalTempOffsetK;
    let gainsW: number;
    let lightKwh: number;
    let equipKwh: number;
    if (inp.domestic) {
      const mm = m + 1;
      lightKwh = (lightAnnual * (1 + 0.5 * Math.cos((2 * Math.PI * (mm - 0.2)) / 12)) * days) / 365;
      equipKwh =
        (applAnnual * (1 + 0.157 * Math.cos((2 * Math.PI * (mm - 1.78)) / 12)) * days) / 365;
      // SAP Table 5: metabolic 60 W/person, cooking 35 + 7N W, evaporation losses −40 W/person.
      electricGains[m] = (lightKwh * 0.85 * 1000) / hours + (equipKwh * 1000) / hours;
      gainsW = 60 * N + 35 + 7 * N - 40 * N + electricGains[m]!;
      equipKwh += (cookElecAnnual * days) / 365;
    } else {
      const daylight = 1 + 0.2 * Math.cos((2 * Math.PI * m) / 12); // more lighting in winter (assumption)
      lightKwh =
        (inp.lightingWM2 *
          A *
          litShare *
          hours *
          daylight *
          (1 - inp.lightingControlSaving) *
          act) /
        1000;
      const equipW = inp.equipmentWM2 * A * (fOcc + inp.equipmentBaseFraction * (1 - fOcc)) * act;
      equipKwh = (equipW * hours) / 1000 + (cookElecAnnual * days) / 365;
      electricGains[m] = (lightKwh * 1000) / hours + equipW;
      gainsW = PERSON_SENSIBLE_W * N * fOcc * act + electricGains[m]!;
    }
    const solarW =
      inp.windowAreaM2 *
      g *
      glaz.g *
      SOLAR_ANGLE *
      SOLAR_FRAME *
      SOLAR_SHADING *
      lat.horizontalSolarWm2[m]! *
      verticalToHorizontalRatio(m);
    const totalGainsW = gainsW + solarW;
    // Heating
    const setpoint = inp.heatingSetpointC + mult.demandTempOffsetK;
    const gainKwh = (totalGainsW * hours) / 1000;
    let qH = 0;
    if (inp.domestic) {
      // Dwellings: SAP 2012 §7 mean internal temperature (demandTemperature.ts), then the
      // continuous balance at that temperature (SAP Table 9c step 8).
      const mit = meanInternalTemperatureC({
        heatTransferWK: H,
        floorAreaM2: A,
        timeConstantH: tau,
        gainsW: totalGainsW,
        externalTempC: te,
        livingDemandC: setpoint,
        livingAreaFraction: fLiving,
        heatedHoursPerWeek: fHeat * 168,
        weekendsLikeWeekdays: mult.weekendsLikeWeekdays,
      });
      const lossKwh = (H * (mit - te) * hours) / 1000;
      if (lossKwh > 0 && setpoint > 0)
        qH = Math.max(0, lossKwh - heatingGainUtilisation(gainKwh / lossKwh, tau) * gainKwh);
    } else {
      const lossKwh = (H * (setpoint - te) * hours) / 1000;
      if (lossKwh > 0 && setpoint > 0) {
        const gamma = gainKwh / lossKwh;
        const cont = Math.max(0, lossKwh - heatingGainUtilisation(gamma, tau) * gainKwh);
        // The intermittency reduction is an empirical fit on the gain-to-loss ratio (ISO 13790
        // §13.2.2); taken at face value, removing gains would also cancel part of the saving of
        // intermittent heating, raising heating by more than the heat removed. A measure's
        // change of lighting or equipment is therefore weighed at the building's own gains, so
        // it acts only through the utilised gains of the continuous balance.
        const reference = mult.intermittencyElectricGainsW?.[m];
        const gammaOwn =
          reference === undefined
            ? gamma
            : Math.max(0, gainKwh + ((reference - electricGains[m]!) * hours) / 1000) / lossKwh;
        qH = cont * intermittency(gammaOwn, tau, fHeat);
      }
    }
    qH *= mult.spaceHeatingFactor;
    heatingNeed += qH;
    end[I_HEAT * 12 + m] = qH / effSpace;
    // Cooling (or overheating when uncooled)
    const coolSet = inp.ventilation.cooled ? inp.coolingSetpointC : OVERHEATING_THRESHOLD_C;
    const lossC = (H * (coolSet - te) * hours) / 1000;
    let qC = 0;
    if (gainKwh > 0) {
      qC =
        lossC <= 0
          ? gainKwh - lossC
          : Math.max(0, gainKwh - coolingLossUtilisation(lossC / gainKwh, tau) * lossC);
      qC *= inp.domestic ? 1 : Math.max(fOcc, 0.3);
    }
    if (inp.ventilation.cooled) end[I_COOL * 12 + m] = qC / inp.ventilation.seer;
    else overheating += qC;
    // Hot water
    let dhwNeed: number;
    if (inp.domestic) {
      dhwNeed = (4.18 * dhwDailyLitres * DHW_USE_FACTOR[m]! * days * DHW_TEMP_RISE[m]!) / 3600; // SAP eq. (4.2)
    } else {
      dhwNeed = (inp.hotWaterKwhM2 * A * mult.hotWater * act * days) / 365;
    }
    dhwNeed *=
      (1 + DHW_DISTRIBUTION_LOSS + inp.hotWaterStorageLossFraction) *
      (1 - inp.solarHotWaterFraction) *
      (1 - inp.wasteWaterHeatRecovery);
    end[I_DHW * 12 + m] = dhwNeed / effWater;
    end[I_LIGHT * 12 + m] = lightKwh * mult.electricUse;
    end[I_EQUIP * 12 + m] = equipKwh * mult.electricUse;
    end[I_GAS_COOK * 12 + m] = (cookGasAnnual * act * days) / 365;
    // Fans and pumps
    let fans = 0;
    if (inp.domestic) {
      if (inp.heating.wet) fans += (DWELLING_PUMP_KWH * (qH > 0 ? 1 : 0.1) * days) / 365 / 0.7;
      if (inp.heating.boiler) fans += (DWELLING_FLUE_FAN_KWH * days) / 365;
    } else {
      const airflowLs = inp.occupants * inp.freshAirLsPerPerson * act;
      fans +=
        (inp.ventilation.specificFanPowerWPerLs *
          airflowLs *
          inp.ventilation.mechanicalVentilationShare *
          fOcc *
          hours) /
        1000;
      if (inp.heating.wet && qH > 0) fans += (NON_DOMESTIC_PUMP_WM2 * A * fHeat * hours) / 1000;
      const extractLs = (inp.extractAch * inp.geometry.volumeM3 * g) / 3.6;
      fans +=
        (EXTRACT_SFP_W_PER_LS * extractLs * Math.min(1, inp.extractHoursPerWeek / 168) * hours) /
        1000;
    }
    end[I_FANS * 12 + m] = fans + (inp.fixedFansPumpsKwh * days) / 365;
    // PV
    if (inp.pvKwp > 0) {
      const gen = inp.pvKwp * inp.pvOrientationFactor * pvMonthlyYieldKwhPerKwp(lat, m);
      pvGen[m] = gen;
    }
  }
  // PV self-use: SAP 2012 Appendix M1 β = 0.5 for dwellings; 0.8 for daytime non-domestic use (assumption).
  const selfShare = inp.domestic ? 0.5 : 0.8;
  const fuelOfEndUse = fuelsFor(inp);
  for (let m = 0; m < 12; m++) {
    let elec = 0;
    for (let u = 0; u < N_END_USES; u++)
      if (fuelOfEndUse[u] === 'electricity') elec += end[u * 12 + m]!;
    pvSelf[m] = Math.min(elec, pvGen[m]! * selfShare);
  }
  const waterM3 = inp.domestic
    ? (DWELLING_WATER_L_PER_PERSON_DAY * N * act * 365) / 1000
    : inp.waterM3PerM2 * A * act;
  return {
    endUseMonthly: end,
    fuelOfEndUse,
    pvGenerationMonthly: pvGen,
    pvSelfUseMonthly: pvSelf,
    electricGainsMonthlyW: electricGains,
    heatingNeedKwh: heatingNeed,
    overheatingKwh: overheating,
    waterM3,
    dampRisk: dampRisk(inp, mult),
  };
}

function fuelsFor(inp: ModelInputs): Fuel[] {
  const out: Fuel[] = [];
  for (const u of END_USES) {
    if (u === 'spaceHeating') out.push(inp.heating.fuel);
    else if (u === 'hotWater') out.push(inp.hotWaterElectric ? 'electricity' : inp.heating.fuel);
    else if (u === 'gasCooking') out.push('gas');
    else out.push('electricity');
  }
  return out;
}

/**
 * Damp-and-mould risk 0–1 (assumption-built indicator): 60 % from the wall's inner surface
 * temperature factor against BRE IP 1/06's f_Rsi 0.75, 25 % from low air change, 15 % from little
 * heating.
 */
function dampRisk(inp: ModelInputs, mult: ModelMultipliers): number {
  const u = inp.wallU * mult.heatLoss;
  const fRsi = 1 - u * R_SI;
  const fabric = Math.min(1, Math.max(0, (F_RSI_LIMIT + 0.1 - fRsi) / 0.3));
  const ach = inp.infiltrationAch * mult.infiltration;
  const vent = Math.min(1, Math.max(0, (0.7 - ach) / 0.4));
  const heat = Math.min(
    1,
    Math.max(0, (19 - inp.heatingSetpointC) / 4 + (0.35 - inp.heatingHoursFraction)),
  );
  return Math.min(1, Math.max(0, 0.6 * fabric + 0.25 * vent + 0.15 * heat));
}
