import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRANULARITY,
  EVENT_STATUSES,
  EVENT_TYPES,
  GRANULARITIES,
  PARAMETER_TYPES,
  PERFORMANCE_LEVELS,
  PROPERTY_TYPES,
} from './analysisEnums';
import {
  COOLING_SYSTEM_NAMES,
  COOLING_SYSTEMS,
  EPC_RATINGS,
  HEATING_FUEL_NAMES,
  HEATING_FUELS,
  MANUAL_EPC_RATINGS,
  METER_STATES,
  PRODUCTS,
} from './registrationEnums';

describe('registration enumerations', () => {
  it('lists A-G, and A-F for manual entry', () => {
    expect(EPC_RATINGS.join('')).toBe('ABCDEFG');
    expect(MANUAL_EPC_RATINGS.join('')).toBe('ABCDEF');
  });
  it('shows NONE cooling as Unconditioned and names every fuel', () => {
    expect(COOLING_SYSTEM_NAMES.NONE).toBe('Unconditioned');
    expect(COOLING_SYSTEMS).toHaveLength(6);
    expect(HEATING_FUELS).toHaveLength(13);
    for (const fuel of HEATING_FUELS) expect(HEATING_FUEL_NAMES[fuel]).toBeTruthy();
    expect(HEATING_FUEL_NAMES.None).toBe('None');
  });
  it('lists products and meter states', () => {
    expect(PRODUCTS).toEqual(['OPTIMISE', 'PREDICT', 'SIMPLE_PREDICT']);
    expect(METER_STATES).toEqual(['UNCHECKED', 'ACCESSIBLE', 'INACCESSIBLE']);
  });
});

describe('analysis enumerations', () => {
  it('defaults granularity to YEARLY among four', () => {
    expect(GRANULARITIES).toEqual(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
    expect(DEFAULT_GRANULARITY).toBe('YEARLY');
  });
  it('lists event, parameter, property and performance values', () => {
    expect(EVENT_TYPES).toHaveLength(9);
    expect(EVENT_STATUSES).toHaveLength(5);
    expect(PARAMETER_TYPES).toEqual(['BOOLEAN', 'NUMBER', 'STRING', 'ENUM']);
    expect(PROPERTY_TYPES).toContain('PREDICTEDCALCULATED');
    expect(PERFORMANCE_LEVELS).toEqual(['HIGH', 'MEDIUM', 'LOW', 'NA']);
  });
});
