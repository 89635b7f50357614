import { describe, expect, it } from 'vitest';
import { clusterMarkers } from './interventionClusters';
import {
  hourLabel12,
  paintSchedule,
  SCHEDULE_BLOCKS_PER_LANE,
  scheduleHourLabels,
} from './scheduler';
import {
  isCompactItem,
  stepTimeline,
  timelineColumn,
  timelineDateParam,
  timelineWallClock,
} from './timeline';

describe('timeline maths', () => {
  it('rounds minutes at 8, 23, 38 and 53', () => {
    const cases: [number, number][] = [
      [0, 0],
      [7, 0],
      [8, 15],
      [22, 15],
      [23, 30],
      [37, 30],
      [38, 45],
      [52, 45],
      [53, 60],
      [59, 60],
    ];
    for (const [m, r] of cases) expect(timelineColumn(0, m)).toBe(r / 15);
  });
  it('has 96 columns a day, 4 per hour', () => {
    expect(timelineColumn(0, 0)).toBe(0);
    expect(timelineColumn(9, 40)).toBe(39);
    expect(timelineColumn(23, 55)).toBe(96);
  });
  it('draws items under 4 hours compact', () => {
    const start = new Date('2026-03-01T08:00:00Z');
    expect(isCompactItem(start, new Date('2026-03-01T11:59:00Z'))).toBe(true);
    expect(isCompactItem(start, new Date('2026-03-01T12:00:00Z'))).toBe(false);
  });
  it('steps by 1 day or 7 days', () => {
    const d = new Date('2026-03-01T00:00:00Z');
    expect(timelineDateParam(stepTimeline(d, 'day', 1))).toBe('2026-03-02');
    expect(timelineDateParam(stepTimeline(d, 'week', -1))).toBe('2026-02-22');
  });
  it("places a measure by the building's wall clock in summer and in winter", () => {
    const summer = timelineWallClock('2026-06-15T19:00:00+01:00');
    const winter = timelineWallClock('2026-12-15T19:00:00+00:00');
    expect(timelineColumn(summer.getUTCHours(), summer.getUTCMinutes())).toBe(76);
    expect(timelineColumn(winter.getUTCHours(), winter.getUTCMinutes())).toBe(76);
    expect(timelineDateParam(summer)).toBe('2026-06-15');
    // Just before midnight BST stays on its own day, not the next one in UTC terms.
    expect(timelineDateParam(timelineWallClock('2026-06-15T23:45:00+01:00'))).toBe('2026-06-15');
    expect(timelineWallClock('2026-03-29T01:15Z').getUTCMinutes()).toBe(15);
    expect(() => timelineWallClock('19:00')).toThrow(RangeError);
  });
});

describe('scheduler', () => {
  const lane = () => Array.from({ length: SCHEDULE_BLOCKS_PER_LANE }, () => ({ presetIndex: 0 }));
  const lanes = { weekdays: lane(), weekends: lane(), holidays: lane() };
  it('paints a preset over a block range in either direction', () => {
    const painted = paintSchedule(lanes, 'weekdays', 17, 9, 2);
    expect(painted.weekdays.map((b) => b.presetIndex).join('')).toBe('000000000222222222000000');
    expect(painted.weekends).toBe(lanes.weekends);
    expect(lanes.weekdays[9]?.presetIndex).toBe(0);
  });
  it('clamps to the 24 blocks', () => {
    const painted = paintSchedule(lanes, 'holidays', -3, 30, 1);
    expect(painted.holidays.every((b) => b.presetIndex === 1)).toBe(true);
    expect(painted.holidays).toHaveLength(24);
  });
  it('labels hours in 12-hour format', () => {
    expect([0, 9, 12, 13, 23].map(hourLabel12)).toEqual([
      '12 AM',
      '9 AM',
      '12 PM',
      '1 PM',
      '11 PM',
    ]);
    expect(scheduleHourLabels()).toHaveLength(24);
  });
});

describe('intervention marker clusters', () => {
  it('groups markers under 20 px from the first of a cluster', () => {
    const clusters = clusterMarkers([
      { x: 100, item: 'b' },
      { x: 0, item: 'a' },
      { x: 119, item: 'c' },
      { x: 120, item: 'd' },
      { x: 139.5, item: 'e' },
    ]);
    expect(clusters).toEqual([
      { x: 0, items: ['a'] },
      { x: 109.5, items: ['b', 'c'] },
      { x: 129.75, items: ['d', 'e'] },
    ]);
    expect(clusterMarkers([])).toEqual([]);
  });
});
