import {
  siteRegistrationSchema,
  simpleRegistrationSchema,
  buildingRegistrationSchema,
} from '@wattwise/api';
import { isElectricityOnly, validateEnergyCosts } from '@wattwise/domain';
import { describe, expect, it } from 'vitest';
import {
  buildingRegistrationBody,
  periodMonth,
  simpleRegistrationBody,
  siteRegistrationBody,
} from './registrationBody';
import {
  initialRegistrationState,
  registrationReducer,
  type RegistrationAction,
  type RegistrationState,
} from './registrationState';

const now = new Date('2026-11-23T12:00:00Z');

/** A wizard filled in as a user would: Conway Hall, its outline, bills, EPC D, two floors. */
function filled(flow: 'site' | 'simple' | 'add-building', extra: RegistrationAction[] = []) {
  const actions: RegistrationAction[] = [
    {
      type: 'address',
      address: {
        buildingName: 'Conway Hall',
        street: '25 Red Lion Square',
        town: 'London',
        postCode: 'WC1R 4RL',
      },
    },
    {
      type: 'outline',
      outline: {
        id: 'way/4254041',
        ring: [
          [-0.1197, 51.5196],
          [-0.1193, 51.5196],
          [-0.1193, 51.5199],
          [-0.1197, 51.5196],
        ],
        centre: [-0.1195, 51.5197],
        areaM2: 612.4,
      },
    },
    { type: 'building', building: { buildingType: 'OFFICE', noFloors: 2 } },
    { type: 'floorArea', event: { type: 'floorsChanged', floors: 2 } },
    { type: 'epc', epc: { noEPC: false, epcRating: 'D' }, manual: true },
    ...extra,
  ];
  return actions.reduce<RegistrationState>(
    registrationReducer,
    initialRegistrationState({ flow, isWide: true }),
  );
}

function withEnergy(state: RegistrationState, energy: Record<string, unknown>): RegistrationState {
  return registrationReducer(state, {
    type: 'energy',
    energy: { ...state.draft.energy, ...energy },
  });
}

describe('the registration payload built from the draft', () => {
  it('leaves heatingFuel out while it is None and sends it once chosen', () => {
    const none = siteRegistrationBody(
      withEnergy(filled('site'), { elecValue: 120000, gasValue: 80000 }),
      't',
      now,
    );
    expect(none).not.toHaveProperty('heatingFuel');
    const gas = filled('site', [{ type: 'building', building: { heatingFuel: 'NATURAL_GAS' } }]);
    expect(siteRegistrationBody(gas, 't', now).heatingFuel).toBe('NATURAL_GAS');
  });

  it('sends empty rates as 0', () => {
    const state = withEnergy(filled('site'), {
      elecValue: 120000,
      gasValue: 80000,
      gasDayRate: null,
      gasUnitRate: '',
    });
    const body = siteRegistrationBody(state, 't', now);
    expect(body).toMatchObject({
      gasDayRate: 0,
      gasUnitRate: 0,
      elecDayRate: 53,
      elecUnitRate: 27.03,
    });
    expect(siteRegistrationSchema.safeParse(body).success).toBe(true);
  });

  it('sends the room breakdown as spatialStructure, one record per floor, in the full flows', () => {
    const state = filled('add-building', [
      { type: 'floors', floors: [{ OFFICE: 4, KITCHEN: 1 }, { OFFICE: 6 }] },
    ]);
    const body = buildingRegistrationBody(state, 't');
    expect(body.spatialStructure).toEqual([
      { floor: 'Floor 1', spaces: { OFFICE: 4, KITCHEN: 1 } },
      { floor: 'Floor 2', spaces: { OFFICE: 6 } },
    ]);
    expect(buildingRegistrationSchema.safeParse(body).success).toBe(true);
  });

  it('sends the estimated floor area (outline area × floors, rounded) until it is overridden', () => {
    const estimated = siteRegistrationBody(
      withEnergy(filled('site'), { elecValue: 1, gasValue: 1 }),
      't',
      now,
    );
    expect(estimated.floorArea).toBe(1225);
    const typed = filled('site', [
      { type: 'floorArea', event: { type: 'overridden', value: 900 } },
    ]);
    expect(siteRegistrationBody(typed, 't', now).floorArea).toBe(900);
  });

  it('sends the outline as coordinates and the EPC chosen, with the captcha token', () => {
    const body = siteRegistrationBody(
      withEnergy(filled('site'), { elecValue: 1, gasValue: 1 }),
      'tok',
      now,
    );
    expect(body).toMatchObject({ epcRating: 'D', noEPC: false, token: 'tok', noFloors: 2 });
    expect(body.coordinates).toHaveLength(4);
    expect(body).not.toHaveProperty('spatialStructure');
  });

  it('builds the simple payload with the address nested and a month as YYYY-MM', () => {
    const state = withEnergy(filled('simple'), {
      elecValue: 9000,
      elecPeriod: 'MONTHLY',
      elecPeriodMonth: 12,
      gasValue: 5000,
    });
    const body = simpleRegistrationBody(state, 'disabled', now);
    expect(body.address).toEqual({
      buildingName: 'Conway Hall',
      street: '25 Red Lion Square',
      town: 'London',
      country: 'United Kingdom',
      postCode: 'WC1R 4RL',
    });
    expect(body.elecPeriodMonth).toBe('2025-12');
    expect(simpleRegistrationSchema.safeParse(body).success).toBe(true);
  });

  it('says electricity only, sends no gas, and passes the rule the server checks it with', () => {
    const ticked = registrationReducer(
      withEnergy(filled('site'), { elecValue: 9000, gasValue: 400 }),
      { type: 'electricityOnly', electricityOnly: true },
    );
    for (const body of [
      siteRegistrationBody(ticked, 't', now),
      simpleRegistrationBody(ticked, 't', now),
    ]) {
      expect(body).toMatchObject({ electricityOnly: true, elecValue: 9000 });
      expect(Object.keys(body).filter((key) => key.startsWith('gas'))).toEqual([]);
      expect(isElectricityOnly(body)).toBe(true);
      const rule = validateEnergyCosts(body, {
        connectingSmartMeter: false,
        electricityOnly: isElectricityOnly(body),
      });
      expect(rule.ok).toBe(true);
    }
  });

  it('reads a month as the latest one that has begun', () => {
    expect(periodMonth(11, now)).toBe('2026-11');
    expect(periodMonth(1, now)).toBe('2026-01');
    expect(periodMonth(12, now)).toBe('2025-12');
    expect(periodMonth(null, now)).toBeNull();
  });
});

describe('an error found by Next', () => {
  it('goes once its field is changed, and stays while another field is edited', () => {
    const blocked = registrationReducer(filled('site'), {
      type: 'blocked',
      errors: { yearOfConstruction: 'Please enter the year of construction to proceed.' },
    });
    const other = registrationReducer(blocked, {
      type: 'building',
      building: { noFloors: 2 },
    });
    expect(other.errors).toEqual(blocked.errors);
    const fixed = registrationReducer(other, {
      type: 'building',
      building: { yearOfConstruction: 1965 },
    });
    expect(fixed.errors).toEqual({});

    const energy = registrationReducer(filled('site'), {
      type: 'blocked',
      errors: { elecValue: 'Please enter your electricity usage to proceed.' },
    });
    expect(withEnergy(energy, { elecValue: 9000 }).errors).toEqual({});
  });
});
