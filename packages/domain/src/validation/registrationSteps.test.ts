import { describe, expect, it } from 'vitest';
import { validateAddressStep } from './addressStep';
import {
  validateBuildingTypePresent,
  validateEpcStep,
  validateQuestions,
  validateRoomBreakdown,
  validateTerms,
} from './buildingSteps';
import {
  isElectricityOnly,
  meterStateAfterCheck,
  validateEnergyCosts,
  validateMeterCheck,
} from './energyCosts';

const fullAddress = {
  buildingName: 'HQ',
  street: '1 High St',
  town: 'London',
  postCode: 'NW1 1AA',
};
const msg = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message);

describe('address step', () => {
  it('needs a building on the map on wide screens', () => {
    expect(
      validateAddressStep({ isWide: true, hasSelectedBuilding: false, address: fullAddress }),
    ).toEqual({
      ok: false,
      title: 'Validation error:',
      message: 'Please select a building on the map to proceed.',
      field: 'map',
    });
  });
  it('needs an address on small screens', () => {
    expect(
      msg(validateAddressStep({ isWide: false, hasSelectedBuilding: false, address: {} })),
    ).toBe('Please enter your address to proceed.');
  });
  it('requires site name, street, town and post code in order', () => {
    const at = (address: object) =>
      msg(validateAddressStep({ isWide: true, hasSelectedBuilding: true, address }));
    expect(at({ ...fullAddress, buildingName: ' ' })).toBe(
      "A value must be provided for the site's name.",
    );
    expect(at({ ...fullAddress, street: '' })).toBe('A value must be provided for the street.');
    expect(at({ ...fullAddress, town: null })).toBe(
      'A value must be provided for the town or city.',
    );
    expect(at({ ...fullAddress, postCode: undefined })).toBe(
      'A value must be provided for the post code.',
    );
    expect(at(fullAddress)).toBe('ok');
  });
});

describe('energy costs', () => {
  const rates = { elecDayRate: 53, elecUnitRate: 27.03, gasDayRate: 35, gasUnitRate: 7 };
  const usage = {
    elecValue: 1000,
    elecPeriod: 'ANNUAL' as const,
    gasValue: 500,
    gasPeriod: 'ANNUAL' as const,
  };
  const plain = { connectingSmartMeter: false, electricityOnly: false };
  it('asks for rates, then positive rates', () => {
    expect(msg(validateEnergyCosts({ ...rates, gasUnitRate: '' }, plain))).toBe(
      'Please enter your energy rates to proceed.',
    );
    expect(msg(validateEnergyCosts({ ...rates, elecDayRate: -1, ...usage }, plain))).toBe(
      'Please enter positive energy rates to proceed.',
    );
  });
  it('ignores gas rates and usage for electricity-only buildings', () => {
    const elecOnly = { connectingSmartMeter: false, electricityOnly: true };
    expect(
      msg(validateEnergyCosts({ elecDayRate: 1, elecUnitRate: 1, elecValue: 5 }, elecOnly)),
    ).toBe('ok');
  });
  it('reads electricity only from the box, else from the absence of any gas field', () => {
    expect(isElectricityOnly({ electricityOnly: true, gasValue: 500, gasPeriod: 'ANNUAL' })).toBe(
      true,
    );
    expect(isElectricityOnly({ electricityOnly: false, gasValue: null })).toBe(false);
    // The wizard always sends a gas period, so a missing box never turns into electricity only.
    expect(isElectricityOnly({ gasValue: null, gasPeriod: 'ANNUAL' })).toBe(false);
    expect(isElectricityOnly({ elecValue: 9000 })).toBe(true);
  });
  it('requires non-negative usage and a month when MONTHLY without a smart meter', () => {
    expect(msg(validateEnergyCosts({ ...rates, ...usage, elecValue: '' }, plain))).toBe(
      'Please enter your electricity usage to proceed.',
    );
    expect(msg(validateEnergyCosts({ ...rates, ...usage, gasValue: null }, plain))).toBe(
      'Please enter your gas usage to proceed.',
    );
    expect(msg(validateEnergyCosts({ ...rates, ...usage, elecValue: -3 }, plain))).toBe(
      'Please enter a positive usage value to proceed.',
    );
    expect(msg(validateEnergyCosts({ ...rates, ...usage, gasPeriod: 'MONTHLY' }, plain))).toBe(
      'Please select a month to proceed.',
    );
    expect(
      msg(
        validateEnergyCosts(
          { ...rates, ...usage, gasPeriod: 'MONTHLY', gasPeriodMonth: '2026-01' },
          plain,
        ),
      ),
    ).toBe('ok');
  });
  it('skips usage with a smart meter', () => {
    expect(
      msg(validateEnergyCosts(rates, { connectingSmartMeter: true, electricityOnly: false })),
    ).toBe('ok');
  });
});

describe('meter check', () => {
  const base = {
    energySupplier: 'Octopus',
    meterState: 'ACCESSIBLE' as const,
    consent: true,
    electricityOnly: false,
    energy: { elecUnitRate: 27, gasUnitRate: 7 },
  };
  it('requires a supplier and a connected meter', () => {
    expect(msg(validateMeterCheck({ ...base, energySupplier: '' }))).toBe(
      'Please select your energy supplier to proceed.',
    );
    expect(msg(validateMeterCheck({ ...base, meterState: 'UNCHECKED' }))).toBe(
      'Please connect to your meter to proceed.',
    );
    expect(msg(validateMeterCheck(base))).toBe('ok');
  });
  it('needs manual usage when the meter is inaccessible or consent is missing', () => {
    expect(msg(validateMeterCheck({ ...base, meterState: 'INACCESSIBLE' }))).toBe(
      'Please enter your usage to proceed.',
    );
    expect(msg(validateMeterCheck({ ...base, consent: false, meterState: 'UNCHECKED' }))).toBe(
      'Please enter your usage to proceed.',
    );
    const monthly = { elecUnitRate: 27, elecValue: 80, elecPeriod: 'MONTHLY' as const };
    expect(msg(validateMeterCheck({ ...base, meterState: 'INACCESSIBLE', energy: monthly }))).toBe(
      'Please select a month to proceed.',
    );
    expect(
      msg(
        validateMeterCheck({
          ...base,
          meterState: 'INACCESSIBLE',
          energy: { ...monthly, elecValue: -1 },
        }),
      ),
    ).toBe('Please enter a positive usage value to proceed.');
    expect(
      msg(
        validateMeterCheck({
          ...base,
          meterState: 'INACCESSIBLE',
          energy: { ...monthly, elecPeriodMonth: 3 },
        }),
      ),
    ).toBe('ok');
  });
  it('rejects negative unit rates', () => {
    expect(msg(validateMeterCheck({ ...base, energy: { elecUnitRate: -2 } }))).toBe(
      'Please enter positive energy rates to proceed.',
    );
  });
  it('derives the meter state from the check', () => {
    expect(meterStateAfterCheck(true)).toBe('ACCESSIBLE');
    expect(meterStateAfterCheck(false)).toBe('INACCESSIBLE');
  });
});

describe('EPC, questions, rooms and terms', () => {
  it('requires an EPC rating unless noEPC, A-F manually, year from 1900', () => {
    expect(msg(validateEpcStep({ noEPC: false }))).toBe('Please select an EPC rating.');
    expect(msg(validateEpcStep({ noEPC: true }))).toBe('ok');
    expect(msg(validateEpcStep({ noEPC: false, epcRating: 'G', manual: true }))).toBe(
      'Please select an EPC rating.',
    );
    expect(msg(validateEpcStep({ noEPC: false, epcRating: 'G' }))).toBe('ok');
    expect(msg(validateEpcStep({ noEPC: false, epcRating: 'C', epcYear: 1899 }))).toBe(
      'The EPC year must be 1900 or later.',
    );
    expect(msg(validateEpcStep({ noEPC: false, epcRating: 'C', epcYear: 1900 }))).toBe('ok');
  });

  const now = new Date('2026-11-22T12:00:00Z');
  const q = {
    fullFlow: false,
    buildingIsWholeMesh: true,
    noFloors: 2,
    yearOfConstruction: 1990,
    now,
  };
  it('checks the questions in spec order', () => {
    expect(msg(validateQuestions(q))).toBe('ok');
    expect(msg(validateQuestions({ ...q, buildingIsWholeMesh: false }))).toBe(
      'Please enter the total floor area to proceed.',
    );
    expect(
      msg(validateQuestions({ ...q, buildingIsWholeMesh: false, floorAreaNotWholeMesh: 0 })),
    ).toBe('The value must be at least 1.');
    expect(msg(validateQuestions({ ...q, noFloors: '' }))).toBe(
      'Please enter the number of floors to proceed.',
    );
    expect(msg(validateQuestions({ ...q, noFloors: 500 }))).toBe(
      'A building may have at most 200 floors.',
    );
    expect(msg(validateQuestions({ ...q, noFloors: 200 }))).toBe('ok');
    expect(msg(validateQuestions({ ...q, noFloors: 2.5 }))).toBe(
      'The number of floors must be a whole number.',
    );
    expect(msg(validateQuestions({ ...q, yearOfConstruction: '' }))).toBe(
      'Please enter the year of construction to proceed.',
    );
    expect(msg(validateQuestions({ ...q, yearOfConstruction: 990 }))).toBe(
      'The year of construction must be a positive 4-digit year.',
    );
    expect(msg(validateQuestions({ ...q, yearOfConstruction: -1990 }))).toBe(
      'The year of construction must be a positive 4-digit year.',
    );
    expect(msg(validateQuestions({ ...q, yearOfConstruction: 2027 }))).toBe(
      'The year of construction cannot be in the future.',
    );
    expect(msg(validateQuestions({ ...q, yearOfConstruction: 2026 }))).toBe('ok');
  });
  it('needs floor area and a heating fuel in the full flow', () => {
    const full = { ...q, fullFlow: true, heatingFuel: 'NATURAL_GAS' };
    expect(msg(validateQuestions(full))).toBe('Please enter the floor area to proceed.');
    expect(msg(validateQuestions({ ...full, floorArea: 120, heatingFuel: 'None' }))).toBe(
      'Please select a heating fuel to proceed.',
    );
    expect(msg(validateQuestions({ ...full, floorArea: 120 }))).toBe('ok');
  });
  it('requires a category and a space on every floor', () => {
    expect(msg(validateRoomBreakdown({ floors: [] }))).toBe(
      'Please select a building category to proceed.',
    );
    expect(
      msg(
        validateRoomBreakdown({
          buildingCategory: 'OFFICE',
          floors: [{ office: 2 }, { office: 0, wc: 0 }],
        }),
      ),
    ).toBe('Floor 2 must have at least one of the listed spaces.');
    expect(
      msg(validateRoomBreakdown({ buildingCategory: 'OFFICE', floors: [{ office: 1 }] })),
    ).toBe('ok');
  });
  it('requires the terms, titled Validation error:', () => {
    expect(validateTerms(false)).toEqual({
      ok: false,
      title: 'Validation error:',
      message: 'You must agree to the terms and conditions to continue.',
      field: 'terms',
    });
    expect(validateTerms(true).ok).toBe(true);
  });
  it('blocks registration without a building type', () => {
    expect(validateBuildingTypePresent('')).toMatchObject({
      title: 'Error',
      message: 'Something went wrong, please try again.',
    });
    expect(validateBuildingTypePresent('OFFICE').ok).toBe(true);
  });
});
