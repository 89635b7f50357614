import { describe, expect, it } from 'vitest';
import {
  energyUsageQuery,
  interventionBody,
  lastReadingOf,
  lastTwelveMonthsRange,
} from './overviewQuery';

const node = (path: string, lastMeteringDateTime: string | null) => ({
  name: path,
  path,
  type: 'BUILDING' as const,
  children: [],
  lastMeteringDateTime,
});

describe('optimise overview window', () => {
  it('takes the building’s own last reading, or the newest of the site’s buildings', () => {
    const tree = [
      node('a', '2019-03-31T23:00:00.000Z'),
      node('b', '2019-06-30T23:00:00.000Z'),
      node('c', null),
    ];
    expect(lastReadingOf(tree, 'a')?.toISOString()).toBe('2019-03-31T23:00:00.000Z');
    expect(lastReadingOf(tree)?.toISOString()).toBe('2019-06-30T23:00:00.000Z');
    expect(lastReadingOf(tree, 'c')).toBeNull();
  });

  it('shows the 12 months up to the last reading', () => {
    const range = lastTwelveMonthsRange(new Date('2019-06-30T23:00:00.000Z'));
    expect(new Date(range.from).toISOString()).toBe('2018-06-30T23:00:00.000Z');
    expect(new Date(range.to).toISOString()).toBe('2019-06-30T23:00:00.000Z');
  });

  it('asks for observed energy usage from the window start, summed per roll-down of the granularity', () => {
    const range = lastTwelveMonthsRange(new Date('2019-06-30T23:00:00.000Z'));
    const [yearly] = JSON.parse(energyUsageQuery(range, 'YEARLY'));
    expect(yearly).toMatchObject({
      propertyType: 'OBSERVABLE',
      start: { value: -365, unit: 'days', reference: '2019-06-30T23:00:00.000Z' },
      end: { value: 0, unit: 'days' },
      aggregators: [{ type: 'SUM', value: 1, unit: 'days' }],
    });
    const [daily] = JSON.parse(energyUsageQuery(range, 'DAILY'));
    expect(daily.aggregators).toEqual([{ type: 'SUM', value: 4, unit: 'hours' }]);
  });

  it('sends the dialog’s description as text and a cost only when one is given', () => {
    expect(
      interventionBody({
        title: ' LED lighting ',
        description: 'Hall lights',
        date: '2019-02-01',
        cost: '',
      }),
    ).toEqual({
      stimulusType: 'ENERGY_USAGE',
      title: 'LED lighting',
      text: 'Hall lights',
      date: '2019-02-01',
    });
    expect(
      interventionBody({ title: 'Boiler', description: 'New', date: '2019-02-01', cost: '8200.50' })
        .cost,
    ).toBe(8200.5);
  });
});
