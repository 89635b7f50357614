import { describe, expect, it } from 'vitest';
import { COOLING_SYSTEMS, HEATING_FUELS } from '../enums/registrationEnums';
import { registrationMessages, registrationValidationMessages } from '../messages/shellMessages';
import {
  addressStepLabels,
  energyCostsLabels,
  floorLegend,
  simpleFinaliseLabels,
  wizardStepTitles,
} from '../messages/wizardStepMessages';
import { floorNeedsSpace } from '../messages/shellMessages';
import { validateEnergyCosts } from '../validation/energyCosts';
import { validateTerms } from '../validation/buildingSteps';
import {
  COOLING_SYSTEM_CHOICES,
  HEATING_FUEL_CHOICES,
  MANUAL_EPC_CHOICES,
  MONTH_CHOICES,
  USAGE_PERIOD_CHOICES,
  VALUE_TYPE_CHOICES,
  stepFieldErrors,
} from './stepChoices';
import * as entry from '../index';

describe('wizard step choices', () => {
  it('offers None first, then every heating fuel of the spec', () => {
    expect(HEATING_FUEL_CHOICES[0]).toEqual({ id: 'None', label: 'None' });
    expect(HEATING_FUEL_CHOICES.slice(1).map((c) => c.id)).toEqual([...HEATING_FUELS]);
  });
  it('shows the cooling system NONE as Unconditioned', () => {
    expect(COOLING_SYSTEM_CHOICES.map((c) => c.id)).toEqual([...COOLING_SYSTEMS]);
    expect(COOLING_SYSTEM_CHOICES.find((c) => c.id === 'NONE')?.label).toBe('Unconditioned');
  });
  it('offers manual EPC ratings A to F only', () => {
    expect(MANUAL_EPC_CHOICES.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
  it('names periods and value types with their units', () => {
    expect(USAGE_PERIOD_CHOICES.map((c) => c.id)).toEqual(['MONTHLY', 'ANNUAL']);
    expect(VALUE_TYPE_CHOICES).toEqual([
      { id: 'ENERGY_USAGE', label: 'Energy usage (kWh)' },
      { id: 'ENERGY_COST', label: 'Energy cost (£)' },
    ]);
  });
  it('numbers the months 1 (January) to 12 (December)', () => {
    expect(MONTH_CHOICES).toHaveLength(12);
    expect(MONTH_CHOICES[0]).toEqual({ id: 1, label: 'January' });
    expect(MONTH_CHOICES[11]).toEqual({ id: 12, label: 'December' });
  });
});

describe('step field errors', () => {
  it('puts the failing message on its field', () => {
    const result = validateEnergyCosts(
      { elecDayRate: 53, elecUnitRate: 27, elecValue: 1000, elecPeriod: 'MONTHLY' },
      { connectingSmartMeter: false, electricityOnly: true },
    );
    expect(stepFieldErrors(result)).toEqual({
      elecPeriodMonth: registrationValidationMessages.monthRequired,
    });
  });
  it('has no errors when the step passes', () => {
    expect(stepFieldErrors(validateTerms(true))).toEqual({});
  });
  it('shows a failure without a field under the step', () => {
    expect(stepFieldErrors({ ok: false, title: 'Error', message: 'Oops' })).toEqual({
      step: 'Oops',
    });
  });
});

describe('wizard step labels', () => {
  it('reuses the texts the spec gives word for word', () => {
    expect(energyCostsLabels.electricityOnly).toBe('My building is electricity only');
    expect(simpleFinaliseLabels.wholeBuildingQuestion).toBe(
      registrationMessages.wholeBuildingQuestion,
    );
    expect(simpleFinaliseLabels.revertToEstimate).toBe('Revert to estimate');
  });
  it('names floors as the room-breakdown message does', () => {
    expect(floorNeedsSpace(3).startsWith(floorLegend(3))).toBe(true);
  });
  it('labels every address field of the draft', () => {
    expect(Object.keys(addressStepLabels).sort()).toEqual([
      'buildingName',
      'country',
      'postCode',
      'street',
      'town',
      'unit',
    ]);
  });
  it('titles every wizard step', () => {
    expect(Object.keys(wizardStepTitles)).toHaveLength(9);
  });
  it('is exported through the package entry', () => {
    expect(entry.stepFieldErrors).toBe(stepFieldErrors);
    expect(entry.floorLegend).toBe(floorLegend);
  });
});
