import { describe, expect, it } from 'vitest';
import {
  buildingRegistrationPayload,
  siteRegistrationPayload,
  simpleRegistrationPayload,
  type RegistrationDraft,
} from './registrationPayload';

const draft: RegistrationDraft = {
  address: {
    buildingName: 'HQ',
    unit: 'null',
    street: '1 High St',
    town: 'London',
    postCode: 'NW1 1AA',
    country: 'United Kingdom',
    elevation: 30,
    coordinates: [
      [-0.13, 51.5],
      [-0.129, 51.5],
      [-0.129, 51.501],
    ],
  },
  building: {
    buildingType: 'OFFICE',
    heatingFuel: 'None',
    coolingSystem: 'NATURAL_VENTILATION',
    noFloors: '3',
    yearOfConstruction: '1990',
    floorArea: 450,
  },
  energy: {
    elecDayRate: '',
    elecUnitRate: 27.03,
    elecValue: '12000',
    gasDayRate: null,
    mpan: '1234567890126',
  },
  epc: { noEPC: false, epcRating: 'C', epcYear: '2019' },
  buildingIsWholeMesh: true,
};

describe('registration payloads', () => {
  it('sends integers, cleans null text and omits a None heating fuel', () => {
    const p = buildingRegistrationPayload(draft);
    expect(p).toMatchObject({
      unit: '',
      noFloors: 3,
      yearOfConstruction: 1990,
      epcYear: 2019,
      floorArea: 450,
    });
    expect('heatingFuel' in p).toBe(false);
    expect(
      buildingRegistrationPayload({ ...draft, building: { ...draft.building, heatingFuel: 'OIL' } })
        .heatingFuel,
    ).toBe('OIL');
  });
  it('uses the typed total when the mesh is not the whole building', () => {
    const p = buildingRegistrationPayload({
      ...draft,
      buildingIsWholeMesh: false,
      floorAreaNotWholeMesh: '900',
    });
    expect(p.floorArea).toBe(900);
  });
  it('defaults empty rates to 0 in the site payload', () => {
    const p = siteRegistrationPayload(draft);
    expect(p).toMatchObject({
      elecDayRate: 0,
      elecUnitRate: 27.03,
      gasDayRate: 0,
      gasUnitRate: 0,
      elecValue: 12000,
      elecPeriod: 'ANNUAL',
      mpan: '1234567890126',
      electralinkConsent: false,
    });
  });
  it('says electricity only and sends no gas when the box is ticked', () => {
    const p = siteRegistrationPayload({
      ...draft,
      energy: { ...draft.energy, electricityOnly: true, gasValue: 500, gasPeriod: 'ANNUAL' },
    });
    expect(p.electricityOnly).toBe(true);
    expect(Object.keys(p).filter((key) => key.startsWith('gas') || key === 'mprn')).toEqual([]);
    expect(
      simpleRegistrationPayload({ ...draft, energy: { ...draft.energy, electricityOnly: true } }),
    ).toMatchObject({ electricityOnly: true, elecValue: 12000 });
  });
  it('nests the address in the simple payload', () => {
    const p = simpleRegistrationPayload(draft);
    expect(p.address).toEqual({
      buildingName: 'HQ',
      unit: '',
      street: '1 High St',
      town: 'London',
      country: 'United Kingdom',
      postCode: 'NW1 1AA',
    });
    expect(p).toMatchObject({ buildingType: 'OFFICE', noFloors: 3, epcRating: 'C', noEPC: false });
    expect('mpan' in p).toBe(false);
  });
});
