import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EVENT_TYPES } from '../enums/analysisEnums';
import { eventNameWords, eventStatusLabel, eventTypeLabel } from './eventWords';

describe('events in words', () => {
  it("reads a job's event named by its code as the type's words", () => {
    expect(eventNameWords('ENERGY_MODEL')).toBe('Energy model');
    expect(eventNameWords('DATA_INGESTION')).toBe('Meter data import');
    expect(eventNameWords('AUTOML_GENERATION')).toBe('Model calibration');
  });

  it('keeps a name given in words, and turns an unknown code into words', () => {
    expect(eventNameWords('Meter upload 2025-03.csv')).toBe('Meter upload 2025-03.csv');
    expect(eventNameWords('SOME_NEW_JOB')).toBe('Some new job');
  });

  it('has words for every type and status, none of them a code', () => {
    for (const type of EVENT_TYPES) expect(eventTypeLabel(type)).not.toMatch(/[A-Z]{2,}_|_/);
    for (const status of EVENT_STATUSES) expect(eventStatusLabel(status)).toMatch(/^[A-Z][a-z]+$/);
  });
});
