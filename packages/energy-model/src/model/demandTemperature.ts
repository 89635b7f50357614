/**
 * How warm a home is on average: the mean internal temperature of SAP 2012 §7 (Tables 9, 9a, 9b
 * and 9c; the same method as BREDEM-2012, Henderson & Hart, BRE 2015, §4). It is a published
 * method, not fitted here: the living area is heated to its demand temperature Th1 (21 °C), the
 * rest of the home to Th2, which falls with the heat loss parameter (HLP, W/m²K) because leaky
 * homes are not kept as warm throughout; between heating periods each zone cools towards the
 * temperature its gains alone would hold, faster the shorter the time constant τ. Leaky, light
 * homes therefore average well below the thermostat, which is why metered gas falls short of a
 * whole-home 21 °C model in older homes (the "prebound effect", Sunikka-Blank & Galvin 2012,
 * Building Research & Information 40(3)).
 *
 * Used for operation and asset ratings alike, as SAP does; operation takes the measured demand
 * temperature and heating pattern of English homes (MEASURED_OPERATION below) in place of SAP's
 * standard ones. Bills may still move the demand temperature (ModelMultipliers.demandTempOffsetK),
 * which shifts Th1 and Th2 together.
 */
import { heatingGainUtilisation } from './heatBalance';
import type { ModelInputs } from './modelInputs';

export const DEMAND_TEMPERATURE = {
  /** Spread of the demand temperature across households, K (assumption: measured homes vary by several K). */
  spreadK: 1,
  /** SAP 2012 Table 9: HLP is capped at 6 W/m²K in the Th2 formula. */
  maxHlp: 6,
  /**
   * SAP 2012 Table 9 heating periods: weekdays 07–09 and 16–23 (off 7 h and 8 h), weekends 07–23
   * (off 8 h): 77 heated hours a week.
   */
  weekdayOffH: [7, 8] as const,
  weekendOffH: [8] as const,
  standardHeatedHoursPerWeek: 77,
  /** SAP 2012 Table 9b: responsiveness R of wet radiator systems and most heaters. */
  responsiveness: 1,
} as const;

/**
 * SAP 2012 Table 27 (RdSAP 2012 S16): living area as a fraction of the floor area by the number
 * of habitable rooms, 1 to 14+.
 */
const LIVING_AREA_FRACTION = [
  0.75, 0.5, 0.3, 0.25, 0.21, 0.18, 0.16, 0.14, 0.13, 0.12, 0.11, 0.1, 0.1, 0.09,
];
/**
 * Floor area per habitable room, m² (assumption: a 90 m² three-bedroom semi has five habitable
 * rooms, a 60 m² flat three, as in the English Housing Survey's typical homes).
 */
const FLOOR_AREA_PER_HABITABLE_ROOM_M2 = 18;

/** Living-area fraction of a dwelling of this floor area (SAP 2012 Table 27). */
export function livingAreaFraction(floorAreaM2: number): number {
  const rooms = Math.round(floorAreaM2 / FLOOR_AREA_PER_HABITABLE_ROOM_M2);
  const i = Math.min(LIVING_AREA_FRACTION.length, Math.max(1, rooms)) - 1;
  return LIVING_AREA_FRACTION[i]!;
}

/**
 * Rest-of-home demand temperature, °C: SAP 2012 Table 9, control type 2 (programmer, room
 * thermostat and TRVs, the most common controls in the stock): Th2 = Th1 − HLP + HLP²/12.
 */
export function restOfHomeDemandTemperatureC(th1: number, hlp: number): number {
  const h = Math.min(DEMAND_TEMPERATURE.maxHlp, Math.max(0, hlp));
  return th1 - h + (h * h) / 12;
}

/** SAP 2012 Table 9b: temperature reduction u, K (as a 24-hour mean), for one off period. */
export function offPeriodReductionK(offH: number, th: number, tsc: number, tauH: number): number {
  if (offH <= 0) return 0;
  const tc = 4 + 0.25 * tauH;
  const drop = Math.max(0, th - tsc);
  return offH <= tc ? (0.5 * offH * offH * drop) / (24 * tc) : (drop * (offH - 0.5 * tc)) / 24;
}

export interface MeanTemperatureInput {
  /** Heat transfer coefficient, W/K. */
  heatTransferWK: number;
  floorAreaM2: number;
  timeConstantH: number;
  /** Internal plus solar gains, mean W. */
  gainsW: number;
  externalTempC: number;
  /** Living-area demand temperature Th1, °C. */
  livingDemandC: number;
  livingAreaFraction: number;
  /** Heated hours a week (77 in SAP's pattern); off periods scale with the unheated hours. */
  heatedHoursPerWeek: number;
  /** Weekends heated like weekdays (measured operation) instead of SAP's 07–23. */
  weekendsLikeWeekdays: boolean;
}

/** Mean temperature of one zone over a week, °C (Table 9c, allocation-free: runs 24× a year). */
function zoneMeanC(
  th: number,
  m: MeanTemperatureInput,
  wd1: number,
  wd2: number,
  we1: number,
  we2: number,
): number {
  const { heatTransferWK: H, timeConstantH: tau, gainsW: G, externalTempC: te } = m;
  const lossW = H * (th - te);
  const eta = lossW > 0 ? heatingGainUtilisation(G / lossW, tau) : 1;
  const R = DEMAND_TEMPERATURE.responsiveness;
  const tsc = (1 - R) * (th - 2) + R * (te + (eta * G) / H);
  const weekday =
    th - offPeriodReductionK(wd1, th, tsc, tau) - offPeriodReductionK(wd2, th, tsc, tau);
  const weekend =
    th - offPeriodReductionK(we1, th, tsc, tau) - offPeriodReductionK(we2, th, tsc, tau);
  return (5 * weekday + 2 * weekend) / 7;
}

/** Mean internal temperature of a month, °C (SAP 2012 Table 9c steps 1–7). */
export function meanInternalTemperatureC(m: MeanTemperatureInput): number {
  const d = DEMAND_TEMPERATURE;
  const unheated = Math.max(0, 168 - Math.min(168, m.heatedHoursPerWeek));
  const k = unheated / (168 - d.standardHeatedHoursPerWeek);
  // Off periods scale with the week's unheated hours, each day keeping at most 24 h off.
  const [a, b] = d.weekdayOffH;
  const fd = Math.min(1, 24 / Math.max(1e-9, (a + b) * k));
  const wd1 = a * k * fd;
  const wd2 = b * k * fd;
  const we1 = m.weekendsLikeWeekdays ? wd1 : Math.min(24, d.weekendOffH[0] * k);
  const we2 = m.weekendsLikeWeekdays ? wd2 : 0;
  const hlp = m.heatTransferWK / Math.max(1, m.floorAreaM2);
  const th1 = m.livingDemandC;
  const th2 = restOfHomeDemandTemperatureC(th1, hlp);
  const t1 = zoneMeanC(th1, m, wd1, wd2, we1, we2);
  const t2 = zoneMeanC(th2, m, wd1, wd2, we1, we2);
  return m.livingAreaFraction * t1 + (1 - m.livingAreaFraction) * t2;
}

/**
 * How homes are heated in use, as measured (operation only; asset ratings keep SAP's standard
 * 21 °C and heating pattern):
 *  - living rooms are kept at about 19 °C, not 21 °C: 19.0 °C mean living-room temperature in the
 *    morning and evening at 5 °C outside, bedrooms 18.3 °C at night, measured in 821 English homes
 *    through 2011–12 (Energy Follow-Up Survey 2011, BRE for DECC 2013; analysed in Energy and
 *    Buildings, 2017);
 *  - weekends are heated for about as long as weekdays (45 min longer on average, not SAP's 7 h:
 *    Huebner et al. 2013, "The reality of English living rooms", Energy and Buildings 66:688–696,
 *    248 homes).
 */
export const MEASURED_OPERATION = {
  livingRoomC: 19,
  sapLivingAreaC: 21,
  weekendsLikeWeekdays: true,
} as const;

/**
 * Demand temperature relative to the standard set-point, K: the measured living-room temperature
 * against SAP's 21 °C for dwellings (−2 K), 0 for other buildings. Bills may move it further.
 */
export function demandTemperatureOffsetK(inp: ModelInputs): number {
  const m = MEASURED_OPERATION;
  return inp.domestic ? m.livingRoomC - m.sapLivingAreaC : 0;
}

/**
 * The gap between modelled and metered heating that remains when homes are heated as the model
 * assumes: Few et al. 2023 ("The over-prediction of energy use by EPCs in Great Britain",
 * Energy and Buildings 288:113024; 1,374 gas-heated homes of the SERL Observatory) found metered
 * energy use intensity below the EPC model's by 0 in bands A and B, 8 % in band C and 48 % in bands
 * F and G, and the gap persisted in homes heated as the EPC assumes (occupancy, set-point, whole
 * home), so it is not a matter of behaviour and applies on top of MEASURED_OPERATION. Between the
 * published bands the share is interpolated linearly in SAP points (assumption) between the
 * band-C midpoint (74.5) and the band-F midpoint (29.5; most F/G homes are F); at SAP 81 (band B)
 * and above it is 0. Below the F midpoint the same line continues (a G home is not an average F/G
 * home: the gap widens band by band in Few et al.'s figures, near-linearly in SAP points), up to
 * PREBOUND_CEILING. Applied to space heating in operation only (the gap is a share of all energy,
 * so applying it to heating alone understates it).
 */
const EPC_GAP = [
  { sap: 81, share: 0 },
  { sap: 74.5, share: 0.08 },
  { sap: 29.5, share: 0.48 },
] as const;

/**
 * The largest share of the modelled heating that the least efficient homes do not use.
 * Sunikka-Blank & Galvin 2012 ("Introducing the prebound effect", Building Research & Information
 * 40(3):260–273; 3,400 German homes, calculated rating against metered heating) found homes using
 * 30 % less on average, the "prebound effect" rising with the calculated demand; about 60 % for the
 * worst-rated homes is the order their data reach (assumption: read as a ceiling, not a fitted
 * figure; with it a G home of SAP 20 keeps its line value, 56 %).
 */
const PREBOUND_CEILING = 0.6;

/** Share of the modelled space heating that metered homes of this SAP rating do not use, 0–1. */
export function epcGapShare(sapRating: number): number {
  const g = EPC_GAP;
  if (sapRating >= g[0].sap) return 0;
  const [hi, lo] = sapRating >= g[1].sap ? [g[0], g[1]] : [g[1], g[2]];
  if (sapRating <= g[2].sap) {
    const perPoint = (g[2].share - g[1].share) / (g[1].sap - g[2].sap);
    return Math.min(PREBOUND_CEILING, g[2].share + (g[2].sap - sapRating) * perPoint);
  }
  const t = (hi.sap - sapRating) / (hi.sap - lo.sap);
  return hi.share + t * (lo.share - hi.share);
}
