import { floorNeedsSpace, registrationValidationMessages as m } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '@wattwise/energy-model';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { register, sitePayload, smartMeterPayload } from './support/registrationPayload';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const nextYear = new Date().getFullYear() + 1;

/** Every rule of spec shell §5 the server checks again, with the payload that breaks it. */
const cases: [string, Record<string, unknown>, string][] = [
  ['no outline picked on the map', sitePayload({ coordinates: [] }), m.selectBuildingOnMap],
  ['blank site name', sitePayload({ buildingName: ' ' }), m.siteNameRequired],
  ['blank street', sitePayload({ street: '' }), m.streetRequired],
  ['blank town', sitePayload({ town: '' }), m.townRequired],
  ['blank post code', sitePayload({ postCode: '' }), m.postCodeRequired],
  ['empty rates', sitePayload({ elecUnitRate: null }), m.enterEnergyRates],
  ['negative rates', sitePayload({ gasDayRate: -1 }), m.positiveEnergyRates],
  ['no electricity usage', sitePayload({ elecValue: null }), m.electricityUsageRequired],
  ['negative usage', sitePayload({ elecValue: -5 }), m.positiveUsage],
  [
    'monthly usage without a month',
    sitePayload({ elecPeriod: 'MONTHLY', elecPeriodMonth: null }),
    m.monthRequired,
  ],
  [
    'no gas usage in a building that is not electricity only',
    sitePayload({ gasValue: null, electricityOnly: false }),
    m.gasUsageRequired,
  ],
  ['smart meter without a supplier', smartMeterPayload({ energySupplier: '' }), m.selectSupplier],
  ['consent but no meter connected', smartMeterPayload({ mpan: null }), m.connectMeter],
  [
    'an inaccessible meter without a manual usage',
    smartMeterPayload({ mpan: '1200012345678' }),
    m.manualUsageRequired,
  ],
  [
    'an MPAN shorter than 13 digits',
    smartMeterPayload({ mpan: '120001234', elecValue: 1000 }),
    m.invalidMpan,
  ],
  ['no EPC rating and not noEPC', sitePayload({ epcRating: null }), m.selectEpcRating],
  ['an EPC year before 1900', sitePayload({ epcYear: 1899 }), m.epcYearMinimum],
  ['no floors', sitePayload({ noFloors: 0 }), m.minimumOne],
  [
    'a year of construction in the future',
    sitePayload({ yearOfConstruction: nextYear }),
    m.yearInFuture,
  ],
  ['a year of construction of 2 digits', sitePayload({ yearOfConstruction: 99 }), m.yearFormat],
  ['a floor area below 1 in the full flow', smartMeterPayload({ floorArea: 0 }), m.minimumOne],
  [
    'heating fuel None in the full flow',
    smartMeterPayload({ heatingFuel: undefined }),
    m.heatingFuelRequired,
  ],
  [
    'a floor without any space',
    smartMeterPayload({
      spatialStructure: [
        { floor: 'Ground', spaces: { OFFICE: 2 } },
        { floor: 'First', spaces: { OFFICE: 0 } },
        { floor: 'Second', spaces: { OFFICE: 1 } },
      ],
    }),
    floorNeedsSpace(2),
  ],
  ['a missing building type', sitePayload({ buildingType: '' }), m.somethingWentWrong],
  ['an unknown building type', sitePayload({ buildingType: 'SPACESHIP' }), m.somethingWentWrong],
];

describe('registration rules are checked again on the server (spec shell §5)', () => {
  it.each(cases)('%s → its message, and nothing is stored', async (_name, payload, message) => {
    const { db } = built.database;
    const response = await register(built, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errorMessage: message,
      captchaSuccessful: true,
      siteId: null,
    });
    const sites = await db.selectFrom('sites').select('id').execute();
    const buildings = await db.selectFrom('buildings').select('id').execute();
    expect(sites).toHaveLength(0);
    expect(buildings).toHaveLength(0);
  });

  it('accepts an electricity-only building without gas usage', async () => {
    const response = await register(
      built,
      sitePayload({
        electricityOnly: true,
        gasValue: null,
        heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
      }),
    );
    expect(response.json()).toMatchObject({ errorMessage: null, captchaSuccessful: true });
    expect(response.json().siteId).toHaveLength(36);
  });

  it('models a building said to be electricity only as heated by electricity, with no gas', async () => {
    const response = await register(
      built,
      sitePayload({
        buildingName: 'Electric house',
        electricityOnly: true,
        gasValue: undefined,
        gasPeriod: undefined,
        heatingFuel: undefined,
      }),
    );
    const siteId = response.json().siteId as string;
    expect(siteId).toHaveLength(36);
    const row = await built.database.db
      .selectFrom('buildings')
      .selectAll()
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    const facts = buildingFactsOf(row);
    expect(facts.heatingFuel).toBe('GRID_SUPPLIED_ELECTRICITY');
    expect(facts.bills?.gas).toBeUndefined();
    expect(estimate(facts).annual.byFuel.gas.value).toBe(0);
  });
});
