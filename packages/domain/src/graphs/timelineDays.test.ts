import { describe, expect, it } from 'vitest';
import { timelineDayLabel, timelineDays, timelineItemColumns } from './timelineDays';

const at = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h, m));

describe('the days of the timeline', () => {
  it('shows one day, or seven from the chosen one', () => {
    expect(timelineDays(at(2, 15), 'day')).toEqual([at(2, 0)]);
    const week = timelineDays(at(2, 15), 'week');
    expect(week).toHaveLength(7);
    expect(week[6]).toEqual(at(8, 0));
  });
  it('names each day as its row reads it', () => {
    // The comma after the weekday is the ICU version's choice, not ours.
    const { short, full } = timelineDayLabel(at(2, 0));
    expect(short).toMatch(/^Mon,? 2 Nov$/);
    expect(full).toMatch(/^Monday,? 2 November 2026$/);
  });
});

describe("an item's place on a day's row", () => {
  it('takes 4 columns an hour, minutes rounded to the quarter', () => {
    expect(timelineItemColumns(at(2, 8, 7), at(2, 17, 53), at(2, 0))).toEqual({
      from: 32,
      to: 72,
      continuesBefore: false,
      continuesAfter: false,
    });
  });
  it('runs past midnight onto the next day, and touches no other day', () => {
    const start = at(2, 22);
    const end = at(3, 6);
    expect(timelineItemColumns(start, end, at(2, 0))).toMatchObject({
      from: 88,
      to: 96,
      continuesAfter: true,
    });
    expect(timelineItemColumns(start, end, at(3, 0))).toMatchObject({
      from: 0,
      to: 24,
      continuesBefore: true,
    });
    expect(timelineItemColumns(start, end, at(4, 0))).toBeNull();
    expect(timelineItemColumns(start, end, at(1, 0))).toBeNull();
  });
});
