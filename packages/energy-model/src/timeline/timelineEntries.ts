/** The operational timeline in the contract's TimelineEntry shape (analysis §3): one entry a day. */
import { DAY_MS } from '../calibration/wallClock';
import { EnergyModelInputError } from '../errors';
import { wallClockIso } from '../series/energySeries';
import type { MeasureTimeline } from './operationalTimeline';

export interface TimelineEntryView {
  date: string;
  scenarios: {
    title: string;
    text: string;
    location: string;
    start: string;
    end: string;
    active: boolean;
    recommended: boolean;
    indicators: never[];
  }[];
}

const clock = (column: number) =>
  `${String(Math.floor(column / 4)).padStart(2, '0')}:${String((column % 4) * 15).padStart(2, '0')}`;

/**
 * The week starting `weekStart` (YYYY-MM-DD; its weekday is taken as day 0 of the timelines, so
 * pass a Monday) as seven entries, each with the measures' active periods that day.
 */
export function timelineEntries(
  timelines: readonly MeasureTimeline[],
  weekStart: string,
  location = 'building',
): TimelineEntryView[] {
  const day0 = Date.parse(`${weekStart}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStart) || !Number.isFinite(day0))
    throw new EnergyModelInputError('weekStart', 'expected a date YYYY-MM-DD');
  return Array.from({ length: 7 }, (_, d) => {
    const dayMs = day0 + d * DAY_MS;
    return {
      date: new Date(dayMs).toISOString().slice(0, 10),
      scenarios: timelines.flatMap((t) =>
        t.segments
          .filter((s) => s.day === d)
          .map((s) => ({
            title: t.title,
            text: `${clock(s.startColumn)}–${clock(s.endColumn)}`,
            location,
            start: wallClockIso(dayMs + s.startColumn * 15 * 60_000),
            end: wallClockIso(dayMs + s.endColumn * 15 * 60_000),
            active: true,
            recommended: true,
            indicators: [],
          })),
      ),
    };
  });
}
