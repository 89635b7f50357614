import { scaleUtc } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { timeTicks } from './timeAxis';

const axis = (from: string, to: string, width: number) =>
  timeTicks(
    scaleUtc()
      .domain([Date.parse(from), Date.parse(to)])
      .range([0, width]),
    width,
  ).map((t) => t.label);

describe('timeTicks labels for every granularity', () => {
  it('shows times of day for a day, with the date at midnight', () => {
    const labels = axis('2021-03-08T00:00Z', '2021-03-09T00:00Z', 800);
    expect(labels).toContain('06:00');
    expect(labels[0]).toBe('8 Mar');
  });

  it('shows days for a week', () => {
    expect(axis('2021-06-07T00:00Z', '2021-06-14T00:00Z', 800)).toContain('9 Jun');
  });

  it('shows month names for a year, with the year on January', () => {
    const labels = axis('2021-01-01T00:00Z', '2021-12-31T23:00Z', 1200);
    expect(labels[0]).toBe('Jan 2021');
    expect(labels).toContain('Jul');
  });

  it('shows years for several years', () => {
    expect(axis('2015-01-01T00:00Z', '2022-12-31T00:00Z', 600)).toEqual(
      expect.arrayContaining(['2016', '2020']),
    );
  });

  it('keeps at least three ticks on a phone-width year', () => {
    const labels = axis('2021-01-01T00:00Z', '2021-12-31T23:00Z', 246);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels[0]).toBe('Jan 2021');
  });
});
