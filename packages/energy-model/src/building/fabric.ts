/**
 * Fabric defaults by construction age (England & Wales), from RdSAP 2012 (SAP 2012 v9.92
 * Appendix S, BRE for DECC, 2014) unless marked as an assumption.
 */

/** RdSAP 2012 Table S1 age bands (England & Wales), by first year of the band. */
const AGE_BANDS = [
  { band: 'A', from: -Infinity },
  { band: 'B', from: 1900 },
  { band: 'C', from: 1930 },
  { band: 'D', from: 1950 },
  { band: 'E', from: 1967 },
  { band: 'F', from: 1976 },
  { band: 'G', from: 1983 },
  { band: 'H', from: 1991 },
  { band: 'I', from: 1996 },
  { band: 'J', from: 2003 },
  { band: 'K', from: 2007 },
  { band: 'L', from: 2012 },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['band'];

export function ageBandOf(year: number): AgeBand {
  let b: AgeBand = 'A';
  for (const a of AGE_BANDS) if (year >= a.from) b = a.band;
  return b;
}

const idx = (band: AgeBand): number => AGE_BANDS.findIndex((a) => a.band === band);

/**
 * Wall U-values, W/m²K, A→L. Bands A–B are solid brick at 1.3, the in-situ mean of measured UK
 * solid walls (Li et al. 2015, Building Research & Information 43(2):238–252: 1.3 ± 0.4, against
 * the 2.1 RdSAP 2012 assumed); later bands are cavity walls as built, RdSAP 2012 Table S6 (p.131,
 * 1.6 … 0.28). The wall-type split by age is an assumption (RdSAP asks the assessor).
 */
export const WALL_U_AS_BUILT = [
  1.3, 1.3, 1.6, 1.6, 1.6, 1.0, 0.6, 0.6, 0.45, 0.35, 0.3, 0.28,
] as const;
/** Filled cavity, RdSAP 2012 Table S6 (A–H; later bands as built). */
export const WALL_U_FILLED_CAVITY = 0.5;
/** Solid brick after 100 mm internal/external insulation (assumption, of Table S7's order). */
export const WALL_U_INSULATED_SOLID = 0.3;

export function wallIsCavity(band: AgeBand): boolean {
  return idx(band) >= 2;
}

/**
 * Roof U-values by loft insulation thickness at joists, RdSAP 2012 Table S9 (p.135): none 2.3,
 * 12 mm 1.5, 25 mm 1.0, 50 mm 0.68, 75 mm 0.50, 100 mm 0.40, 150 mm 0.30, 200 mm 0.21,
 * 250 mm 0.17, 270 mm 0.16, 300 mm 0.14, 350 mm 0.12, ≥400 mm 0.11.
 */
const ROOF_U_BY_LOFT_MM = [
  [0, 2.3],
  [12, 1.5],
  [25, 1.0],
  [50, 0.68],
  [75, 0.5],
  [100, 0.4],
  [150, 0.3],
  [200, 0.21],
  [250, 0.17],
  [270, 0.16],
  [300, 0.14],
  [350, 0.12],
  [400, 0.11],
] as const;

export function roofUForLoftMm(mm: number): number {
  let u = 2.3;
  for (const [t, v] of ROOF_U_BY_LOFT_MM) if (mm >= t) u = v;
  return u;
}

/**
 * Default loft insulation by age band (assumption after RdSAP 2012 Table S10, which gives roof
 * U-values of this order by age): thickness in mm, A→L.
 */
export const LOFT_MM_BY_BAND = [50, 50, 50, 50, 75, 100, 100, 150, 150, 250, 270, 300] as const;

/** Ground floor U-value by band (assumption: uninsulated 0.7 to 1982; Building Regulations levels after). */
export const FLOOR_U_BY_BAND = [
  0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.55, 0.45, 0.45, 0.25, 0.25, 0.22,
] as const;

/**
 * Window U-values, RdSAP 2012 Table S14 (p.139): single 4.8 (g 0.85), double pre-2002 PVC 12 mm
 * 2.8 (g 0.76), double 2002 or later 2.0 (g 0.72), secondary 2.4 (g 0.76), triple 1.8 (g 0.68).
 * Which glazing an age band has today is an assumption: single glazing for A–B, older double
 * glazing for C–I, post-2002 double for J–L.
 */
export const GLAZING = {
  single: { u: 4.8, g: 0.85 },
  doubleOld: { u: 2.8, g: 0.76 },
  double: { u: 2.0, g: 0.72 },
  secondary: { u: 2.4, g: 0.76 },
  triple: { u: 1.8, g: 0.68 },
  /** Approved Document L2 (2002) elemental window standard, used by the non-domestic reference building. */
  reference2002: { u: 2.2, g: 0.72 },
  /** Approved Document L1A 2013 notional dwelling windows (homes of age band L). */
  notional2013: { u: 1.4, g: 0.63 },
} as const;
export type GlazingType = keyof typeof GLAZING;

/**
 * Non-domestic infiltration, air changes per hour, A→L (assumption: leaky pre-war stock to Part L
 * 2010 levels). Dwellings use the SAP 2012 method instead (building/infiltration.ts).
 */
export const INFILTRATION_ACH_BY_BAND = [
  1.1, 1.0, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.55, 0.5, 0.45, 0.4,
] as const;

export function bandIndex(band: AgeBand): number {
  return idx(band);
}

/**
 * External door U-value by age band, W/m²K, A→L: 3.0 to band J, 2.0 for K, 1.8 for L (RdSAP 2012
 * Table S15, England & Wales, door to outside). A flat's door to an unheated corridor or stairwell
 * is 1.4 in every band (same table). An external door is 1.85 m² (RdSAP 2012 §S3.7).
 */
export const DOOR_U_BY_BAND = [3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 2.0, 1.8] as const;
export const CORRIDOR_DOOR_U = 1.4;
export const DOOR_AREA_M2 = 1.85;

/** Linear thermal bridging allowance y, W/m²K × exposed area (SAP 2012 Appendix K default 0.15). */
export const THERMAL_BRIDGING_Y = 0.15;
/**
 * y for homes built to Accredited Construction Details (SAP 2012 Appendix K: 0.08 where every
 * junction follows them), taken for homes built since 2012 (age band L), whose SAP assessments
 * mostly use them (assumption; the details date from 2006, but homes of 2007–11 keep the default,
 * as their metered gas shows, NEED 2026 Table 7c).
 */
const THERMAL_BRIDGING_Y_ACCREDITED = 0.08;

export function thermalBridgingY(band: AgeBand): number {
  return band === 'L' ? THERMAL_BRIDGING_Y_ACCREDITED : THERMAL_BRIDGING_Y;
}

/**
 * Homes built since 2012 (age band L): windows and air tightness of Approved Document L1A 2013's
 * notional dwelling (windows U 1.4 W/m²K, g 0.63; design air permeability 5 m³/(h·m²) at 50 Pa),
 * the specification their SAP assessments are built around. The EPC register rates most of them
 * B (ONS, Energy efficiency of housing in England and Wales 2024: new dwellings' median EPC score
 * 84 in the five years to 2024).
 */
export const NEW_BUILD_AIR_PERMEABILITY = 5;

/**
 * Window area of a dwelling, m², from its total floor area by the age band of the main part:
 * RdSAP 2012 Table S4 (SAP 2012 v9.92 Appendix S, §S3.7.1), houses and bungalows, and flats and
 * maisonettes, 'typical' glazing. Coefficient × TFA + constant, A→L.
 */
const WINDOW_AREA_S4 = {
  house: [
    [0.122, 6.875],
    [0.122, 6.875],
    [0.122, 6.875],
    [0.1294, 5.515],
    [0.1239, 7.332],
    [0.1252, 5.52],
    [0.1356, 5.242],
    [0.0948, 6.534],
    [0.1382, -0.027],
    [0.1435, -0.403],
    [0.1435, -0.403],
    [0.1435, -0.403],
  ],
  flat: [
    [0.0801, 5.58],
    [0.0801, 5.58],
    [0.0801, 5.58],
    [0.0341, 8.562],
    [0.0717, 6.56],
    [0.1199, 1.975],
    [0.051, 4.554],
    [0.0813, 3.744],
    [0.1148, 0.392],
    [0.1148, 0.392],
    [0.1148, 0.392],
    [0.1148, 0.392],
  ],
} as const;

export function dwellingWindowAreaM2(band: AgeBand, floorAreaM2: number, flat: boolean): number {
  const [k, c] = WINDOW_AREA_S4[flat ? 'flat' : 'house'][idx(band)]!;
  return Math.max(0, k * floorAreaM2 + c);
}

/**
 * A flat's wall to an unheated access corridor or stairwell (a sheltered wall): its U-value is
 * 1 / (1/U + Ru) with Ru = 0.43 m²K/W for an unheated stairwell or access corridor whose facing
 * wall is exposed (SAP 2012 §3.3, Table 3.6; RdSAP 2012 §S3.13 treats it as a sheltered wall).
 */
const SHELTERED_WALL_RU = 0.43;

export function shelteredWallU(wallU: number): number {
  return wallU > 0 ? 1 / (1 / wallU + SHELTERED_WALL_RU) : 0;
}

/**
 * Share of a flat's perimeter that faces its access corridor or stairwell (assumption: one short
 * side of the footprint rectangle, 1 / (2 × (1.5 + 1)) = 0.2 of the perimeter at aspect 1.5).
 */
export const FLAT_CORRIDOR_WALL_SHARE = 0.2;
