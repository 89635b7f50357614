import { z } from 'zod';
import { alwaysAsk, tenMinutes } from '../cachePolicy';
import { noParams, siteIdParam } from '../entities/common';
import { supplierSchema } from '../entities/meter';
import {
  buildingRegistrationSchema,
  checkAddressRequestSchema,
  epcCheckResponseSchema,
  registrationAllowanceSchema,
  registrationResponseSchema,
  savedRegistrationSchema,
  siteDataSchema,
  siteRegistrationSchema,
  simpleRegistrationSchema,
} from '../entities/registration';
import { ENERGY_DEFAULTS } from '@wattwise/domain';
import { defineRoute } from '../routeDef';
import { exampleSiteId } from './examples';

const outline: [number, number][] = [
  [-0.1428, 51.5389],
  [-0.1424, 51.5389],
  [-0.1424, 51.5391],
  [-0.1428, 51.5391],
];
const energy = {
  elecDayRate: ENERGY_DEFAULTS.elecDayRate,
  elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
  elecValue: 120000,
  elecPeriod: 'ANNUAL',
  elecValueType: 'ENERGY_USAGE',
  gasPeriod: 'ANNUAL',
  gasValueType: 'ENERGY_USAGE',
  gasValue: 90000,
  gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
  gasDayRate: ENERGY_DEFAULTS.gasDayRate,
} as const;
const building = {
  buildingName: 'Camden Works',
  street: '1 Pancras Way',
  town: 'London',
  country: 'United Kingdom',
  postCode: 'NW1 0PE',
  yearOfConstruction: 2010,
  buildingType: 'GENERAL_OFFICE',
  heatingFuel: 'NATURAL_GAS',
  coolingSystem: 'NATURAL_VENTILATION',
  coordinates: outline,
  elevation: 31,
  floorArea: 1200,
  noFloors: 3,
  spatialStructure: [
    { floor: 'Ground', spaces: { OFFICE: 4, KITCHEN: 1 } },
    { floor: 'First', spaces: { OFFICE: 6 } },
    { floor: 'Second', spaces: { OFFICE: 6 } },
  ],
  noEPC: false,
  epcRating: 'D',
  epcYear: 2019,
  certificateKey: '0123-4567-8910-1112-1314',
} as const;

/** Energy suppliers (shell §7: list of name). */
const suppliers = defineRoute({
  name: 'buildingdata.suppliers',
  method: 'GET',
  path: '/api/buildingdata/get-suppliers',
  params: noParams,
  response: z.array(supplierSchema),
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'Energy suppliers for the meter-check step.',
  example: { params: {}, response: [{ id: 'octopus', name: 'Octopus Energy' }] },
});

/** Space types of a building type (shell §7). */
const spaceTypes = defineRoute({
  name: 'buildingdata.spaces',
  method: 'GET',
  path: '/api/buildingdata/{buildingType}/get-spaces',
  params: z.object({ buildingType: z.string().min(1) }),
  response: z.record(z.string(), z.string()),
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  designed: 'Shape of "space types" not shown: a map of key to label, like building types.',
  source: 'shell §7',
  summary: 'Space types offered in the room breakdown of a building type.',
  example: {
    params: { buildingType: 'OFFICE' },
    response: { OFFICE: 'Office', KITCHEN: 'Kitchen', WC: 'Toilets' },
  },
});

/** EPC check (shell §7: PUT, cached 10 minutes). */
const checkAddress = defineRoute({
  name: 'predict.simplediagnose.checkAddress',
  method: 'PUT',
  path: '/api/predict/simplediagnose/checkaddress',
  params: noParams,
  body: checkAddressRequestSchema,
  response: epcCheckResponseSchema,
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  source: 'shell §7',
  summary: "Look up certificates for the building's address (EPC check step).",
  example: {
    params: {},
    body: {
      buildingName: 'Camden Works',
      postCode: 'NW1 0PE',
      street: '1 Pancras Way',
      town: 'London',
    },
    response: {
      addresses: [],
      epcAddresses: [
        {
          buildingName: 'Camden Works',
          unit: 'null',
          street: '1 Pancras Way',
          town: 'London',
          postCode: 'NW1 0PE',
          country: 'United Kingdom',
          epc: 'D',
          epcYear: 2019,
          lmkKey: '0123-4567-8910-1112-1314',
        },
      ],
    },
  },
});

/** Full site registration (shell §7). Open to the no-login registration (shell §6). */
const registerSite = defineRoute({
  name: 'predict.register.site',
  method: 'PUT',
  path: '/api/predict/register',
  params: noParams,
  body: siteRegistrationSchema,
  response: registrationResponseSchema,
  responseType: 'json',
  auth: 'public',
  designed:
    "Not shown: spatialStructure is one { floor, spaces } per floor (the engine's FloorSpaces); elecPeriodMonth and gasPeriodMonth are YYYY-MM; token is the captcha token in the body. Answers 200 with errorMessage when a rule of shell §5 fails, captchaSuccessful false when the captcha fails; a repeated identical submit within 10 minutes answers the same siteId.",
  source: 'shell §7, §6 (no-login registration)',
  summary:
    'Register a Predict site; the token is checked as a captcha. Signed-in users own the new site.',
  example: {
    params: {},
    body: {
      ...building,
      ...energy,
      energySupplier: 'octopus',
      mpan: '1200012345678',
      electralinkConsent: true,
      token: 'captcha-token',
    },
    response: { captchaSuccessful: true, siteId: exampleSiteId },
  },
});

/** Whether the caller may start a new Predict site (designed: the free-tier rule before the wizard). */
const registrationAllowance = defineRoute({
  name: 'predict.register.allowance',
  method: 'GET',
  path: '/api/predict/register/allowance',
  params: noParams,
  response: registrationAllowanceSchema,
  responseType: 'json',
  auth: 'user',
  cache: alwaysAsk,
  designed:
    "Not in the spec, which shows the free-tier message only as a registration's answer: asked when the site wizard opens, so a user learns it before the first step, not after the last (the registration still checks it).",
  source: 'shell §5, §6',
  summary: 'Whether the signed-in user may start a new Predict site (the free-tier rule).',
  example: {
    params: {},
    response: {
      allowed: false,
      errorMessage:
        'Users are limited to one site in the Predict Free tier. Contact support to upgrade your existing Free site to Predict Premium.',
    },
  },
});

/** Add a building (shell §7: answer may carry errorMessage). */
const registerBuilding = defineRoute({
  name: 'predict.register.building',
  method: 'PUT',
  path: '/api/predict/register/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  body: buildingRegistrationSchema,
  response: registrationResponseSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    "Not shown: spatialStructure is one { floor, spaces } per floor (the engine's FloorSpaces); token optional.",
  source: 'shell §7',
  summary: 'Add a building to a site (OWNER only, shell §6).',
  example: {
    params: { siteId: exampleSiteId },
    body: { ...building, buildingName: 'Annex' },
    response: { captchaSuccessful: true, errorMessage: null, siteId: exampleSiteId },
  },
});

/** Simple registration (shell §7: body plus token; answer a site data string). */
const registerSimple = defineRoute({
  name: 'predict.simplediagnose.registration',
  method: 'PUT',
  path: '/api/predict/simplediagnose/registration',
  params: noParams,
  body: simpleRegistrationSchema,
  response: siteDataSchema,
  responseType: 'json',
  auth: 'public',
  designed:
    'Not shown: elecPeriodMonth and gasPeriodMonth are YYYY-MM; the answer is the site data string as JSON.',
  source: 'shell §7, §3',
  summary:
    'Register a building in the simple (demo) flow; answers the site data string simple diagnose reads.',
  example: {
    params: {},
    body: {
      ...energy,
      address: {
        buildingName: 'Camden Works',
        street: '1 Pancras Way',
        town: 'London',
        postCode: 'NW1 0PE',
      },
      coordinates: outline,
      elevation: 31,
      noEPC: true,
      floorArea: 1200,
      noFloors: 3,
      yearOfConstruction: 2010,
      buildingType: 'GENERAL_OFFICE',
      token: 'captcha-token',
    },
    response: 'c2ltcGxlLXNpdGUtZGF0YQ',
  },
});

/** Saved registration (shell §7). */
const registrationData = defineRoute({
  name: 'predict.simplediagnose.registrationData',
  method: 'GET',
  path: '/api/predict/simplediagnose/registrationdata',
  params: noParams,
  query: z.object({ siteData: siteDataSchema }),
  response: savedRegistrationSchema,
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'The registration saved under a site data string.',
  example: {
    params: {},
    query: { siteData: 'c2ltcGxlLXNpdGUtZGF0YQ' },
    response: {
      ...energy,
      centre: [-0.1426, 51.539],
      coordinates: outline,
      noFloors: 3,
      yearOfConstruction: 2010,
      buildingType: 'GENERAL_OFFICE',
    },
  },
});

export const registrationRoutes = [
  suppliers,
  spaceTypes,
  checkAddress,
  registerSite,
  registrationAllowance,
  registerBuilding,
  registerSimple,
  registrationData,
] as const;
