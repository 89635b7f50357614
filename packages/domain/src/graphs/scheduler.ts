import type { ScheduleUnit } from '../enums/analysisEnums';
import { scheduleMessages } from '../messages/analysisMessages';

/** How a schedule's preset values are shown after the number (spec analysis §3: CELSIUS, PERCENT). */
export const SCHEDULE_UNIT_SUFFIX: Readonly<Record<ScheduleUnit, string>> = {
  CELSIUS: '°C',
  PERCENT: '%',
};

/** Schedule lanes: Weekdays, Weekends, Holidays (spec analysis §2.9, §3 "Schedule"). */
export const SCHEDULE_LANES = ['weekdays', 'weekends', 'holidays'] as const;
export type ScheduleLane = (typeof SCHEDULE_LANES)[number];
/** Lane titles, as shown. */
export const SCHEDULE_LANE_TITLES: Readonly<Record<ScheduleLane, string>> = {
  weekdays: scheduleMessages.weekdays,
  weekends: scheduleMessages.weekends,
  holidays: scheduleMessages.holidays,
};
/** 24 hourly blocks per lane (spec analysis §9 "Scheduler"). */
export const SCHEDULE_BLOCKS_PER_LANE = 24;

/** One hourly block (spec analysis §3 "Schedule": each block has a presetIndex). */
interface ScheduleBlock {
  presetIndex: number;
}

/** The three lanes of a schedule. */
export type ScheduleLanes = Readonly<Record<ScheduleLane, readonly ScheduleBlock[]>>;

/**
 * Paints a preset index over the hourly blocks from one hour to another, inclusive, in either
 * order (click paints one block, drag a range) (spec analysis §4.9). Hours outside 0-23 are
 * clamped; other lanes are untouched. Returns new lanes.
 */
export function paintSchedule<L extends ScheduleLanes>(
  lanes: L,
  lane: ScheduleLane,
  fromHour: number,
  toHour: number,
  presetIndex: number,
): L {
  const clamp = (h: number) => Math.min(SCHEDULE_BLOCKS_PER_LANE - 1, Math.max(0, Math.round(h)));
  const lo = clamp(Math.min(fromHour, toHour));
  const hi = clamp(Math.max(fromHour, toHour));
  const painted = lanes[lane].map((block, hour) =>
    hour >= lo && hour <= hi ? { ...block, presetIndex } : block,
  );
  return { ...lanes, [lane]: painted };
}

/** Hour label in 12-hour format: 0 → '12 AM', 9 → '9 AM', 12 → '12 PM', 13 → '1 PM' (spec analysis §2.9). */
export function hourLabel12(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const shown = h % 12 === 0 ? 12 : h % 12;
  return `${shown} ${suffix}`;
}

/** The 24 hour labels of the grid. */
export function scheduleHourLabels(): string[] {
  return Array.from({ length: SCHEDULE_BLOCKS_PER_LANE }, (_, h) => hourLabel12(h));
}
