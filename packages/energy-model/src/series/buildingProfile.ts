/**
 * The hour-of-day shapes of a building's end uses in each schedule lane (weekday, weekend, bank
 * holiday), from its schedules (or the defaults of its activity). Each shape averages 1 over an
 * average week, so it moves energy between hours without changing the monthly total.
 */
import type { PreparedBuilding } from '../model/prepareBuilding';
import {
  HEATED_SETPOINT_MIN_C,
  defaultSpaceSchedules,
  scheduleEffects,
  type ScheduleProfile,
} from '../schedules/schedules';

export interface BuildingProfile {
  heating: Float64Array;
  occupied: Float64Array;
  lighting: Float64Array;
  equipment: Float64Array;
}

/** Heating outside heated hours, relative to heated hours (assumption: setback and pre-heat). */
const SETBACK_SHARE = 0.15;
/** Lighting and other loads outside occupied hours (assumptions). */
const LIGHTING_BASE = 0.1;
const OTHER_BASE = 0.2;
const DOMESTIC_EQUIPMENT_BASE = 0.5;
/** Days per average week of each lane: 8 bank holidays a year replace weekdays. */
const LANE_DAYS = [5 - (8 * 7) / 365, 2, (8 * 7) / 365];

function normalise(a: Float64Array): Float64Array {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += LANE_DAYS[Math.floor(k / 24)]! * a[k]!;
  const mean = s / 168;
  if (mean > 0) for (let k = 0; k < a.length; k++) a[k] = a[k]! / mean;
  else a.fill(1);
  return a;
}

/** The schedule profile of a building: its given schedules, filled in by the defaults. */
export function scheduleProfileOf(p: PreparedBuilding): ScheduleProfile {
  const given = p.facts.schedules?.length ? scheduleEffects(p.facts.schedules).profile : null;
  const fallback = scheduleEffects([
    defaultSpaceSchedules(
      'building',
      p.inputs.domestic,
      p.inputs.heatingSetpointC,
      p.inputs.occupiedHoursPerWeek,
    ),
  ]).profile;
  const pick = (a: Float64Array | undefined, b: Float64Array) =>
    a && !Number.isNaN(a[0]!) ? a : b;
  return {
    setpointC: pick(given?.setpointC, fallback.setpointC),
    occupancy: pick(given?.occupancy, fallback.occupancy),
  };
}

export function buildingScheduleProfile(p: PreparedBuilding): BuildingProfile {
  const { setpointC, occupancy } = scheduleProfileOf(p);
  const n = setpointC.length;
  const heating = new Float64Array(n);
  const occupied = new Float64Array(n);
  const lighting = new Float64Array(n);
  const equipment = new Float64Array(n);
  const base = p.inputs.domestic ? DOMESTIC_EQUIPMENT_BASE : p.inputs.equipmentBaseFraction;
  for (let k = 0; k < n; k++) {
    const occ = occupancy[k]!;
    heating[k] = setpointC[k]! >= HEATED_SETPOINT_MIN_C ? 1 : SETBACK_SHARE;
    occupied[k] = OTHER_BASE + (1 - OTHER_BASE) * occ;
    lighting[k] = LIGHTING_BASE + (1 - LIGHTING_BASE) * occ;
    equipment[k] = base + (1 - base) * occ;
  }
  return {
    heating: normalise(heating),
    occupied: normalise(occupied),
    lighting: normalise(lighting),
    equipment: normalise(equipment),
  };
}
