import { DEMO_SITE_ALLOW_LIST } from '@wattwise/domain';

/**
 * The seeded sites: real Bloomsbury buildings (OpenStreetMap, ODbL) with a product, a paid flag
 * and the few facts the summary rule needs. EPC bands, years, fuels and cooling are seeded
 * sandbox facts (not from the EPC register); names and addresses come from the OSM tags.
 */
export interface SeedBuilding {
  osmId: string;
  /** Heating fuel and cooling are asked in the smart-meter flow only (shell §2 "Questions"). */
  /** Floors when OSM has no building:levels. */
  defaultFloors?: number;
  epcRating: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  /**
   * Year the (sandbox) certificate was issued: the estate's compliance table counts its ten years
   * from it. Chosen so the demo shows certificates valid, expiring within months and expired.
   */
  epcYear: number;
  yearOfConstruction: number;
  heatingFuel: string;
  coolingSystem: string;
}

/**
 * How a seeded site is registered, as a user would: the 7-step smart-meter flow (its sandbox
 * meter's readings then calibrate the model), the 5-step flow with a year of bills, or the simple
 * (demo) flow with bills. Bills are those of a typical building of its kind (seedRegistrations.ts).
 */
type SeedFlow = 'smart-meter' | 'bills' | 'simple';

export interface SeedSite {
  id: string;
  flow: SeedFlow;
  /** The site name; the OSM name of the first building when omitted. */
  name?: string;
  product: 'PREDICT' | 'OPTIMISE' | 'SIMPLE_PREDICT';
  paid: boolean;
  /** TM46 id of the building type. */
  tm46Type: string;
  buildings: SeedBuilding[];
}

/** Floors assumed when OSM has no building:levels (designed). */
export const DEFAULT_FLOORS = 3;

/** The demo account's own sites: different products, paid states and traffic lights. */
export const demoAccountSites: SeedSite[] = [
  {
    // PREDICT, paid (Premium).
    id: '480aeb58-1fd5-4b17-8ba7-cd73ea636042',
    flow: 'smart-meter',
    product: 'PREDICT',
    paid: true,
    tm46Type: 'generalOffice',
    buildings: [
      {
        osmId: 'way/218592867', // Shropshire House, 2-20 Capper Street WC1E 6JA, 6 levels
        epcRating: 'C',
        epcYear: 2019,
        yearOfConstruction: 2003,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'AIR_CONDITIONING',
      },
    ],
  },
  {
    // PREDICT, unpaid: the 'Free Trial' card.
    id: 'afdfcebe-b118-42c0-99ba-c9fc6be59be9',
    flow: 'bills',
    product: 'PREDICT',
    paid: false,
    tm46Type: 'culturalActivities',
    buildings: [
      {
        osmId: 'way/475423265', // Conway Hall, 25 Red Lion Square WC1R 4RL, 3 levels
        epcRating: 'F',
        epcYear: 2016,
        yearOfConstruction: 1929,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'NATURAL_VENTILATION',
      },
    ],
  },
  {
    // PREDICT with several buildings.
    id: 'dcd37b33-4593-4df7-b971-186ed97ea2d9',
    flow: 'smart-meter',
    name: 'Fitzroy Street offices',
    product: 'PREDICT',
    paid: true,
    tm46Type: 'generalOffice',
    buildings: [
      {
        osmId: 'way/297281680', // Arup, 8 Fitzroy Street W1T 4BJ, 6 levels
        epcRating: 'B',
        epcYear: 2021,
        yearOfConstruction: 2004,
        heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
        coolingSystem: 'MIXED_MODE_MECHANICAL_VENTILATION',
      },
      {
        osmId: 'way/31254376', // Arup, 13 Fitzroy Street W1T 4BQ, 7 levels
        epcRating: 'C',
        epcYear: 2018,
        yearOfConstruction: 1978,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'AIR_CONDITIONING',
      },
    ],
  },
  {
    // OPTIMISE.
    id: 'cba5c251-bb77-468d-85dc-2f99da02b711',
    flow: 'smart-meter',
    product: 'OPTIMISE',
    paid: true,
    tm46Type: 'universityCampus',
    buildings: [
      {
        osmId: 'way/40205764', // Christopher Ingold Building, 20 Gordon Street WC1H 0AJ, 5 levels
        epcRating: 'D',
        epcYear: 2017,
        yearOfConstruction: 1969,
        heatingFuel: 'DISTRICT_HEATING',
        coolingSystem: 'MECHANICAL_VENTILATION',
      },
    ],
  },
  {
    // SIMPLE_PREDICT: the 'Demo' card of the home list.
    id: 'd0bb946c-9608-4de9-b320-22c9e42ecdbc',
    flow: 'simple',
    product: 'SIMPLE_PREDICT',
    paid: false,
    tm46Type: 'barPubLicensedClub',
    buildings: [
      {
        osmId: 'way/422540681', // The Rising Sun, 46 Tottenham Court Road W1T 2ED, 4 levels
        epcRating: 'G',
        epcYear: 2015,
        yearOfConstruction: 1897,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'NATURAL_VENTILATION',
      },
    ],
  },
];

/**
 * The spec's demo sites (spec shell §1): one id ending with -demo, one on the short allow-list
 * of @wattwise/domain; both 36 characters (§9). Anyone may read them; the demo account owns them.
 */
export const specDemoSites: SeedSite[] = [
  {
    id: 'b1413e3b-d118-4999-8022-27df89e-demo',
    flow: 'simple',
    product: 'SIMPLE_PREDICT',
    paid: false,
    tm46Type: 'culturalActivities',
    buildings: [
      {
        osmId: 'way/28269975', // Foundling Museum, 40 Brunswick Square WC1N 1AZ, 2 levels
        epcRating: 'E',
        epcYear: 2020,
        yearOfConstruction: 1937,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'NATURAL_VENTILATION',
      },
    ],
  },
  {
    id: DEMO_SITE_ALLOW_LIST[0] ?? '1e35a406-b151-46bc-a1fc-9ecc759-demo',
    flow: 'smart-meter',
    product: 'PREDICT',
    paid: true,
    tm46Type: 'entertainmentHalls',
    buildings: [
      {
        osmId: 'way/383553353', // Bloomsbury Theatre, 15 Gordon Street WC1H 0AH, 5 levels
        epcRating: 'D',
        epcYear: 2022,
        yearOfConstruction: 1968,
        heatingFuel: 'NATURAL_GAS',
        coolingSystem: 'MECHANICAL_VENTILATION',
      },
    ],
  },
];

export const DEMO_ACCOUNT_EMAIL = 'demo@wattwise.local';
export const DEMO_ACCOUNT_NAME = 'WattWise Demo';
