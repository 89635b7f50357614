/**
 * Dwellings' air change by the SAP 2012 infiltration method (SAP 2012 v9.92, BRE for DECC 2014,
 * worksheet section 2, lines (6)–(24d)) with the RdSAP 2012 Table S5 defaults for what a survey
 * would record (Appendix S, same document): the air that leaks in through the structure, a
 * suspended timber floor, the entrance door, windows and doors, chimneys, flues and extract fans,
 * reduced by shelter from neighbouring buildings and scaled by the wind.
 */
import { bandIndex, type AgeBand } from './fabric';

/** SAP 2012 worksheet (6a)–(7c): air flow, m³/h, per chimney, open flue, extract fan or passive vent. */
const SAP_FLOW_M3H = { chimney: 40, openFlue: 20, extractFan: 10, passiveVent: 10 } as const;
/** SAP 2012 (11): structural infiltration, ach: masonry 0.35, steel or timber frame 0.25. */
const STRUCTURAL_ACH = { masonry: 0.35, frame: 0.25 } as const;
/** SAP 2012 (12): suspended wooden ground floor, ach: unsealed 0.2, sealed 0.1. */
const SUSPENDED_FLOOR_ACH = { unsealed: 0.2, sealed: 0.1 } as const;
/** SAP 2012 (13): no draught lobby 0.05 ach. */
const NO_DRAUGHT_LOBBY_ACH = 0.05;
/** SAP 2012 (10): additional infiltration per storey above the first, ach (no pressure test). */
const PER_EXTRA_STOREY_ACH = 0.1;
/** SAP 2012 (20): shelter factor 1 − 0.075 × sheltered sides. */
const SHELTER_PER_SIDE = 0.075;
/**
 * SAP 2012 (98) sets space heating to zero June–September: the air change that matters for
 * heat loss is the mean over October–May (Jan = 0).
 */
const HEATING_MONTHS = [0, 1, 2, 3, 4, 9, 10, 11] as const;

export interface InfiltrationInputs {
  flat: boolean;
  storeys: number;
  volumeM3: number;
  ageBand: AgeBand;
  /** Habitable rooms (sets the default number of extract fans from age band H). */
  habitableRooms: number;
  /** Share of windows and doors draught-stripped (RdSAP: the double, triple or secondary glazed share). */
  draughtStrippedShare: number;
  /** Share of the ground floor that is the home's own (flats: the chance it is on the ground floor). */
  groundFloorShare: number;
  chimneys?: number;
  openFlues?: number;
  extractFans?: number;
  frame?: boolean;
  /**
   * Air permeability at 50 Pa, m³/(h·m²) of envelope, when known (a pressure test or a design
   * figure): SAP 2012 (17)–(18) then replaces the structural, floor, lobby and window lines.
   */
  airPermeability?: number;
  /** Monthly mean wind speed at 10 m, m/s (SAP 2012 Table U2). */
  windSpeedMs: readonly number[];
}

export interface InfiltrationBreakdown {
  /** (8) chimneys, flues and fans, ach. */
  openings: number;
  /** (10) storeys, (11) structure, (12) floor, (13) draught lobby, (15) windows and doors. */
  storeys: number;
  structural: number;
  floor: number;
  draughtLobby: number;
  windows: number;
  /** (16) infiltration rate, (20) shelter factor, (21) shelter-adjusted rate. */
  rate: number;
  shelterFactor: number;
  adjusted: number;
  /** (24d) effective air change by month (natural ventilation), ach. */
  monthly: number[];
  /** Mean of (24d) over the heating season October–May, ach. */
  heatingSeasonAch: number;
}

/**
 * RdSAP 2012 Table S5 default number of intermittent extract fans: age bands A–E none, F–G one,
 * H onwards 1, 2, 3 or 4 for up to 2, 3–5, 6–8 or more habitable rooms.
 */
export function defaultExtractFans(band: AgeBand, habitableRooms: number): number {
  const i = bandIndex(band);
  if (i <= bandIndex('E')) return 0;
  if (i <= bandIndex('G')) return 1;
  return habitableRooms <= 2 ? 1 : habitableRooms <= 5 ? 2 : habitableRooms <= 8 ? 3 : 4;
}

/**
 * RdSAP 2012 Table S5: 4 sheltered sides for a flat or maisonette (taken as up to the third storey,
 * as most English flats are low-rise), 2 for every other dwelling.
 */
function shelteredSides(flat: boolean): number {
  return flat ? 4 : 2;
}

/**
 * Ground floors of homes in age bands A–B are taken as suspended timber (unsealed) and later ones
 * as solid (assumption after RdSAP 2012 Table S11's floor constructions by age).
 */
function suspendedTimberFloor(band: AgeBand): boolean {
  return bandIndex(band) <= bandIndex('B');
}

/**
 * Habitable rooms from floor area (assumption: one per 20 m², at least one; the English Housing
 * Survey's typical 3-bedroom 90 m² semi has 4–5).
 */
export function habitableRoomsFor(floorAreaM2: number): number {
  return Math.max(1, Math.round(floorAreaM2 / 20));
}

/** SAP 2012 worksheet section 2, lines (6)–(24d), for a naturally ventilated home. */
export function sapInfiltration(i: InfiltrationInputs): InfiltrationBreakdown {
  const fans = i.extractFans ?? defaultExtractFans(i.ageBand, i.habitableRooms);
  const flow =
    (i.chimneys ?? 0) * SAP_FLOW_M3H.chimney +
    (i.openFlues ?? 0) * SAP_FLOW_M3H.openFlue +
    fans * SAP_FLOW_M3H.extractFan;
  const openings = flow / Math.max(1, i.volumeM3);
  const storeys = i.flat ? 0 : Math.max(0, i.storeys - 1) * PER_EXTRA_STOREY_ACH;
  const structural = i.frame ? STRUCTURAL_ACH.frame : STRUCTURAL_ACH.masonry;
  const floor = suspendedTimberFloor(i.ageBand)
    ? SUSPENDED_FLOOR_ACH.unsealed * Math.min(1, Math.max(0, i.groundFloorShare))
    : 0;
  // RdSAP 2012 Table S5: a flat is entered from a corridor (draught lobby); houses have none.
  const draughtLobby = i.flat ? 0 : NO_DRAUGHT_LOBBY_ACH;
  const stripped = Math.min(1, Math.max(0, i.draughtStrippedShare));
  const windows = 0.25 - 0.2 * stripped;
  const rate =
    i.airPermeability !== undefined
      ? openings + i.airPermeability / 20
      : openings + storeys + structural + floor + draughtLobby + windows;
  const shelterFactor = 1 - SHELTER_PER_SIDE * shelteredSides(i.flat);
  const adjusted = rate * shelterFactor;
  const monthly = i.windSpeedMs.map((v) => {
    const n = adjusted * (v / 4);
    return n >= 1 ? n : 0.5 + 0.5 * n * n;
  });
  const heatingSeasonAch =
    HEATING_MONTHS.reduce<number>((s, m) => s + (monthly[m] ?? 0), 0) / HEATING_MONTHS.length;
  return {
    openings,
    storeys,
    structural,
    floor,
    draughtLobby,
    windows,
    rate,
    shelterFactor,
    adjusted,
    monthly,
    heatingSeasonAch,
  };
}
