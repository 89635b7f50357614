import { describe, expect, it } from 'vitest';
import type { MeasuredSavings } from './measuredSavings';
import { roundedSaving, savingsSentence, unmeasuredSavingSentence } from './savingsSentence';

/** A saving as measuredSavings states it, with only what the sentence reads. */
const saving = (
  avoided: number,
  uncertainty: number,
  last = '2025-02-28',
  reasons: string[] = [],
) =>
  ({
    avoidedKwh: avoided,
    uncertaintyKwh: uncertainty,
    confidence: 0.9,
    reporting: { first: '2024-03-03', last, days: 362, countedDays: 362 },
    sufficiency: { verdict: reasons.length ? 'insufficient' : 'sufficient', reasons, notes: [] },
  }) as unknown as MeasuredSavings;

describe('the saving in a sentence', () => {
  it('says it as the spec’s example does: the band to two figures, the saving to the same place', () => {
    expect(
      savingsSentence(saving(12_437, 2_084, '2024-12-31'), {
        what: 'the boiler was replaced',
        date: '2024-03-03',
      }),
    ).toBe('Since the boiler was replaced on 3 March: 12,400 kWh avoided (±2,100 at 90 %).');
  });

  it('gives the year when the reporting period ends in another, and says when more was used', () => {
    expect(
      savingsSentence(saving(-950.4, 312), { what: 'the lights were changed', date: '2024-03-03' }),
    ).toBe(
      'Since the lights were changed on 3 March 2024: 950 kWh more used than expected (±310 at 90 %).',
    );
  });

  it('says why there is no saving yet when the readings are not enough', () => {
    expect(
      savingsSentence(
        saving(0, 0, '2024-03-20', ['12 days with readings after the intervention; 30 are needed']),
        {
          what: 'the boiler was replaced',
          date: '2024-03-03',
        },
      ),
    ).toBe(
      'Since the boiler was replaced on 3 March: not enough readings yet to measure the saving (12 days with readings after the intervention; 30 are needed).',
    );
  });

  it('rounds a small band to whole kWh', () => {
    expect(roundedSaving(123.4, 7.6)).toEqual({ avoided: 123, uncertainty: 8 });
    expect(roundedSaving(123_456, 0)).toEqual({ avoided: 123_456, uncertainty: 0 });
  });

  it('says why when nothing after the intervention can be measured, with its year', () => {
    expect(
      unmeasuredSavingSentence(
        { what: 'the boiler was replaced', date: '2026-03-03' },
        'there are no readings after the intervention',
      ),
    ).toBe(
      'Since the boiler was replaced on 3 March 2026: not enough readings yet to measure the saving (there are no readings after the intervention).',
    );
  });
});
