import type { BuiltApp } from '../../src/app';

/** The outline of a building on Gower Street, Bloomsbury ([lon, lat], about 30 m × 20 m). */
const BLOOMSBURY_OUTLINE: [number, number][] = [
  [-0.13335, 51.52345],
  [-0.1329, 51.52345],
  [-0.1329, 51.52363],
  [-0.13335, 51.52363],
];

/** A valid full-site registration of the simple 5-step flow (annual bills, no smart meter). */
export function sitePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    buildingName: 'Gower Street Offices',
    street: '65 Gower Street',
    town: 'London',
    postCode: 'WC1E 6HJ',
    country: 'United Kingdom',
    coordinates: BLOOMSBURY_OUTLINE,
    elevation: 25,
    buildingType: 'GENERAL_OFFICE',
    heatingFuel: 'NATURAL_GAS',
    coolingSystem: 'NATURAL_VENTILATION',
    noFloors: 3,
    floorArea: 1800,
    yearOfConstruction: 1965,
    noEPC: false,
    epcRating: 'D',
    epcYear: 2019,
    elecDayRate: 53,
    elecUnitRate: 27.03,
    elecValue: 95000,
    elecPeriod: 'ANNUAL',
    elecValueType: 'ENERGY_USAGE',
    gasDayRate: 35,
    gasUnitRate: 7,
    gasValue: 120000,
    gasPeriod: 'ANNUAL',
    gasValueType: 'ENERGY_USAGE',
    energySupplier: 'Octopus Energy',
    electralinkConsent: false,
    token: 'captcha-token',
    ...overrides,
  };
}

/** A valid MPAN (13 digits, check digit right) for the sandbox meter. */
export const SANDBOX_MPAN = '1200012345679';

/** The 7-step smart-meter flow: consent, an MPAN, the questions and the room breakdown. */
export function smartMeterPayload(overrides: Record<string, unknown> = {}) {
  return sitePayload({
    electralinkConsent: true,
    mpan: SANDBOX_MPAN,
    elecValue: null,
    gasValue: null,
    spatialStructure: [
      { floor: 'Ground', spaces: { RECEPTION: 1, OFFICE: 3, TOILET: 2 } },
      { floor: 'First', spaces: { OFFICE: 5, MEETING_ROOM: 2 } },
      { floor: 'Second', spaces: { OFFICE: 5, KITCHEN: 1 } },
    ],
    ...overrides,
  });
}

export async function register(built: BuiltApp, payload: unknown, token?: string) {
  return built.app.inject({
    method: 'PUT',
    url: '/api/predict/register',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Polls until every model run of the site is finished (the in-process worker does the job). */
export async function waitForModelRuns(built: BuiltApp, siteId: string, timeoutMs = 45_000) {
  const { db } = built.database;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await db
      .selectFrom('model_runs')
      .select(['kind', 'status', 'error'])
      .where('site_id', '=', siteId)
      .execute();
    if (
      runs.length > 0 &&
      runs.every((run) => run.status === 'COMPLETE' || run.status === 'FAILED')
    ) {
      return runs;
    }
    if (Date.now() > deadline)
      throw new Error(`Model runs of ${siteId} did not finish: ${JSON.stringify(runs)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
