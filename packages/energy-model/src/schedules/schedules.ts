/**
 * Schedules as model input (analysis §3 "Schedule", §9 "Scheduler: 24 hourly blocks per lane, 3
 * lanes"): per space, a CELSIUS set-point schedule and a PERCENT occupancy schedule, each with
 * presets painted onto 24 hourly blocks for weekdays, weekends and holidays. They feed the heating
 * hours, the heating set-point and the internal gains (through occupied hours) of the model, and
 * the hour-by-hour shape of the series.
 */
import { EnergyModelInputError } from '../errors';

const SCHEDULE_UNITS = ['CELSIUS', 'PERCENT'] as const;
type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];
const PRESET_VARIANTS = ['HIGH', 'MED_HIGH', 'MED', 'MED_LOW', 'LOW'] as const;
type PresetVariant = (typeof PRESET_VARIANTS)[number];
const HOURS_PER_LANE = 24;

interface SchedulePreset {
  value: number;
  variant: PresetVariant;
}

interface ScheduleBlock {
  presetIndex: number;
}

/** The contract's Schedule (analysis §3). */
export interface Schedule {
  title: string;
  unit: ScheduleUnit;
  presets: readonly SchedulePreset[];
  weekdays: readonly ScheduleBlock[];
  weekends: readonly ScheduleBlock[];
  holidays: readonly ScheduleBlock[];
}

/** The schedules of one space; `areaM2` weights it against the other spaces (equal when absent). */
export interface SpaceSchedules {
  /** Spatial path of the space, e.g. 'Ground/Office 1'. */
  path: string;
  areaM2?: number;
  schedules: readonly Schedule[];
}

/** An hour is heated when its set-point is at least this (assumption: lower values are setback or frost protection). */
export const HEATED_SETPOINT_MIN_C = 16;
/** Bank holidays in England and Wales per year (8), for the weekly average of the holiday lane. */
const HOLIDAYS_PER_YEAR = 8;

/** Hour-by-hour values of a building's schedules: index lane*24 + hour (lane 0 weekday, 1 weekend, 2 holiday). */
export interface ScheduleProfile {
  /** Heating set-point, °C; NaN where no CELSIUS schedule was given. */
  setpointC: Float64Array;
  /** Occupancy 0–1; NaN where no PERCENT schedule was given. */
  occupancy: Float64Array;
}

export interface ScheduleEffects {
  /** Mean set-point over heated hours, °C (null without a set-point schedule or heated hours). */
  heatingSetpointC: number | null;
  /** Share of the year's hours that are heated (null without a set-point schedule). */
  heatingHoursFraction: number | null;
  /** Equivalent full-occupancy hours per week (null without an occupancy schedule). */
  occupiedHoursPerWeek: number | null;
  profile: ScheduleProfile;
}

function laneValues(schedule: Schedule, field: string): Float64Array {
  const out = new Float64Array(3 * HOURS_PER_LANE);
  (['weekdays', 'weekends', 'holidays'] as const).forEach((lane, l) => {
    const blocks = schedule[lane];
    if (!Array.isArray(blocks) || blocks.length !== HOURS_PER_LANE)
      throw new EnergyModelInputError(
        `${field}.${lane}`,
        `must hold ${HOURS_PER_LANE} hourly blocks`,
      );
    blocks.forEach((b, h) => {
      const preset = schedule.presets[b?.presetIndex];
      if (!Number.isInteger(b?.presetIndex) || !preset)
        throw new EnergyModelInputError(
          `${field}.${lane}[${h}].presetIndex`,
          `must name one of the ${schedule.presets.length} presets`,
        );
      out[l * HOURS_PER_LANE + h] = preset.value;
    });
  });
  return out;
}

/** Checks one schedule and returns its 72 hourly values; throws EnergyModelInputError naming the field. */
function scheduleValues(schedule: Schedule, field = 'schedule'): Float64Array {
  if (!SCHEDULE_UNITS.includes(schedule?.unit))
    throw new EnergyModelInputError(`${field}.unit`, `must be one of ${SCHEDULE_UNITS.join(', ')}`);
  if (!Array.isArray(schedule.presets) || schedule.presets.length === 0)
    throw new EnergyModelInputError(`${field}.presets`, 'needs at least one preset');
  schedule.presets.forEach((p, i) => {
    const [lo, hi] = schedule.unit === 'CELSIUS' ? [0, 35] : [0, 100];
    if (!Number.isFinite(p?.value) || p.value < lo || p.value > hi)
      throw new EnergyModelInputError(`${field}.presets[${i}].value`, `must be ${lo} to ${hi}`);
    if (!PRESET_VARIANTS.includes(p.variant))
      throw new EnergyModelInputError(
        `${field}.presets[${i}].variant`,
        `must be one of ${PRESET_VARIANTS.join(', ')}`,
      );
  });
  return laneValues(schedule, field);
}

/** Weight of each lane's day in an average week (bank holidays replace weekdays). */
function laneDaysPerWeek(): [number, number, number] {
  const holidays = (HOLIDAYS_PER_YEAR * 7) / 365;
  return [5 - holidays, 2, holidays];
}

/**
 * Area-weighted effects of every space's schedules. Spaces without a schedule of a unit do not
 * count towards that unit.
 */
export function scheduleEffects(
  spaces: readonly SpaceSchedules[],
  field = 'schedules',
): ScheduleEffects {
  const n = 3 * HOURS_PER_LANE;
  const sp = new Float64Array(n);
  const oc = new Float64Array(n);
  let spW = 0;
  let ocW = 0;
  spaces.forEach((s, i) => {
    const w = s.areaM2 !== undefined && s.areaM2 > 0 ? s.areaM2 : 1;
    s.schedules.forEach((sch, j) => {
      const v = scheduleValues(sch, `${field}[${i}].schedules[${j}]`);
      const target = sch.unit === 'CELSIUS' ? sp : oc;
      for (let k = 0; k < n; k++)
        target[k] = target[k]! + w * (sch.unit === 'PERCENT' ? v[k]! / 100 : v[k]!);
      if (sch.unit === 'CELSIUS') spW += w;
      else ocW += w;
    });
  });
  for (let k = 0; k < n; k++) {
    sp[k] = spW > 0 ? sp[k]! / spW : Number.NaN;
    oc[k] = ocW > 0 ? oc[k]! / ocW : Number.NaN;
  }
  const days = laneDaysPerWeek();
  let heatedHours = 0;
  let setpointSum = 0;
  let occupied = 0;
  for (let l = 0; l < 3; l++) {
    for (let h = 0; h < HOURS_PER_LANE; h++) {
      const k = l * HOURS_PER_LANE + h;
      if (sp[k]! >= HEATED_SETPOINT_MIN_C) {
        heatedHours += days[l]!;
        setpointSum += days[l]! * sp[k]!;
      }
      if (ocW > 0) occupied += days[l]! * oc[k]!;
    }
  }
  return {
    heatingSetpointC: spW > 0 && heatedHours > 0 ? setpointSum / heatedHours : null,
    heatingHoursFraction: spW > 0 ? heatedHours / 168 : null,
    occupiedHoursPerWeek: ocW > 0 ? occupied : null,
    profile: { setpointC: sp, occupancy: oc },
  };
}

const lane = (on: (h: number) => boolean): ScheduleBlock[] =>
  Array.from({ length: HOURS_PER_LANE }, (_, h) => ({ presetIndex: on(h) ? 0 : 1 }));

/**
 * A space's default schedules from the building's activity: heating at `setpointC` in occupied
 * hours and a 12 °C setback otherwise (assumption), occupancy 100 % in occupied hours, 0 otherwise.
 * Occupied hours: dwellings follow the SAP 2012 heating pattern (Table 9: weekdays 07–09 and
 * 16–23, weekends 07–23); other buildings a working day centred on 13:00 of
 * `occupiedHoursPerWeek / 5` hours on weekdays, or the same hours spread over all 7 days when
 * that exceeds 14 hours a day.
 */
export function defaultSpaceSchedules(
  path: string,
  domestic: boolean,
  setpointC: number,
  occupiedHoursPerWeek: number,
): SpaceSchedules {
  let weekday: (h: number) => boolean;
  let weekend: (h: number) => boolean;
  if (domestic) {
    weekday = (h) => (h >= 7 && h < 9) || (h >= 16 && h < 23);
    weekend = (h) => h >= 7 && h < 23;
  } else {
    const weekdaysOnly = occupiedHoursPerWeek / 5 <= 14;
    const len = Math.min(24, Math.round(occupiedHoursPerWeek / (weekdaysOnly ? 5 : 7)));
    const start = Math.max(0, Math.min(24 - len, Math.round(13 - len / 2)));
    const on = (h: number) => h >= start && h < start + len;
    weekday = on;
    weekend = weekdaysOnly ? () => false : on;
  }
  const make = (title: string, unit: ScheduleUnit, hi: number, lo: number): Schedule => ({
    title,
    unit,
    presets: [
      { value: hi, variant: 'HIGH' },
      { value: lo, variant: 'LOW' },
    ],
    weekdays: lane(weekday),
    weekends: lane(weekend),
    holidays: lane(domestic ? weekend : () => false),
  });
  return {
    path,
    schedules: [
      make('Heating', 'CELSIUS', Math.round(setpointC * 10) / 10, 12),
      make('Occupancy', 'PERCENT', 100, 0),
    ],
  };
}
