import { z } from 'zod';
import {
  COOLING_SYSTEMS,
  HEATING_FUELS,
  NO_HEATING_FUEL,
  USAGE_PERIODS,
  VALUE_TYPES,
} from '@wattwise/domain';
import { entity } from '../registry';
import {
  addressRequestSchema,
  addressSchema,
  addressTextSchema,
  nameText,
  POST_CODE_MAX_LENGTH,
} from './address';
import { epcRatingSchema, lonLatSchema, sampleFlag } from './common';
import { meterNumberSchema, meterStateSchema } from './meter';

/** Usage period MONTHLY or ANNUAL (shell §3). */
const usagePeriodSchema = entity('UsagePeriod', 'Usage period (shell §3).', z.enum(USAGE_PERIODS));
/** Value type: ENERGY_USAGE in kWh or ENERGY_COST in pounds (shell §3). */
const valueTypeSchema = entity('ValueType', 'Usage value type (shell §3).', z.enum(VALUE_TYPES));

/**
 * Rates in pence. Blank and negative rates are not refused by the schema: the server answers them
 * with the spec's messages (shell §5 "Energy costs"), like every registration rule.
 */
const rate = z.number().nullable().optional().describe('pence');
const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .nullable()
  .optional()
  .describe('YYYY-MM, when the period is MONTHLY (format designed)');

/** Energy fields of registration (shell §3); rates sent default to 0 when empty (shell §3). */
const energyFieldsSchema = entity(
  'EnergyFields',
  'Energy fields of a registration (shell §3).',
  z.object({
    elecDayRate: rate,
    elecUnitRate: rate,
    elecValue: z.number().nullable().optional(),
    elecPeriod: usagePeriodSchema,
    elecPeriodMonth: month,
    elecValueType: valueTypeSchema,
    gasPeriod: usagePeriodSchema.optional(),
    gasPeriodMonth: month,
    gasValueType: valueTypeSchema.optional(),
    gasValue: z.number().nullable().optional(),
    gasUnitRate: rate,
    gasDayRate: rate,
    electricityOnly: z
      .boolean()
      .optional()
      .describe("'My building is electricity only' (shell §2); gas fields are ignored when true"),
  }),
);

/**
 * The largest building a registration may describe (designed; the spec sets no maximum). Every
 * space becomes a node of the building's tree, stored, drawn and modelled, so an unbounded
 * breakdown let one request store millions of rows.
 * - Floors: the engine's own bound (energy-model building/facts.ts); the UK's tallest building,
 *   the Shard, has 87 storeys.
 * - Spaces: 200 on a floor and 2,000 in a building, about twice a 40-storey office tower's rooms.
 * - Outline points: 1,000; the largest of the bundled OpenStreetMap outlines has 121.
 */
const MAX_FLOORS = 200;
const MAX_SPACES_PER_FLOOR = 200;
export const MAX_SPACES = 2_000;
const MAX_OUTLINE_POINTS = 1_000;

const spaceCount = (spaces: Record<string, number>) =>
  Object.values(spaces).reduce((sum, count) => sum + count, 0);

/**
 * The room breakdown: per floor, its name and the count of each space type (shell §2 "Room
 * breakdown"). The same shape as the engine's FloorSpaces (energy-model), so registration stores
 * and models one thing. Space type keys are those of `GET /api/buildingdata/{type}/get-spaces`.
 */
const floorSpacesSchema = entity(
  'FloorSpaces',
  "A floor of the room breakdown: its name and the count of each space type (engine's FloorSpaces).",
  z.object({
    floor: nameText(),
    spaces: z
      .record(z.string().max(64), z.number().int().min(0).max(MAX_SPACES_PER_FLOOR))
      .refine((spaces) => spaceCount(spaces) <= MAX_SPACES_PER_FLOOR, {
        message: `A floor may have at most ${MAX_SPACES_PER_FLOOR} spaces.`,
      }),
  }),
);
const spatialStructureSchema = z
  .array(floorSpacesSchema)
  .max(MAX_FLOORS)
  .refine(
    (floors) => floors.reduce((sum, floor) => sum + spaceCount(floor.spaces), 0) <= MAX_SPACES,
    { message: `A building may have at most ${MAX_SPACES} spaces.` },
  );

/** A building's outline as [lon, lat] points, at most MAX_OUTLINE_POINTS. */
const outlineSchema = z.array(lonLatSchema).max(MAX_OUTLINE_POINTS);

/** Heating fuels (shell §3); 'None' is omitted from payloads. */
const heatingFuelSchema = entity(
  'HeatingFuel',
  "Heating fuel (shell §3); 'None' is omitted.",
  z.enum(HEATING_FUELS),
);
/** Cooling systems (shell §3); NONE is shown as 'Unconditioned'. */
const coolingSystemSchema = entity(
  'CoolingSystem',
  'Cooling system (shell §3).',
  z.enum(COOLING_SYSTEMS),
);

/** Building registration payload (shell §3). */
export const buildingRegistrationSchema = entity(
  'BuildingRegistration',
  'Building registration payload (shell §3); heatingFuel omitted when None.',
  z.object({
    // Blank names, areas below 1 and the like are answered with the spec's messages by the server
    // (shell §5), so the schema checks types only.
    buildingName: nameText(),
    unit: nameText().optional(),
    street: nameText(),
    town: nameText(),
    country: nameText().optional(),
    postCode: z.string().max(POST_CODE_MAX_LENGTH),
    yearOfConstruction: z.number(),
    buildingType: z.string(),
    heatingFuel: heatingFuelSchema.optional(),
    coolingSystem: coolingSystemSchema,
    coordinates: outlineSchema,
    elevation: z.number().nullable().optional(),
    floorArea: z.number(),
    noFloors: z.number().int().max(MAX_FLOORS),
    spatialStructure: spatialStructureSchema.optional(),
    noEPC: z.boolean(),
    epcRating: epcRatingSchema.nullable().optional(),
    epcCertificate: z
      .string()
      .startsWith('data:')
      .nullable()
      .optional()
      .describe('Certificate file as a data URL'),
    epcYear: z.number().int().nullable().optional(),
    certificateKey: z.string().nullable().optional(),
    token: z
      .string()
      .optional()
      .describe("reCAPTCHA-type token from the action 'signup' (shell §5)"),
  }),
);

/** Full site registration payload (shell §3): the building payload plus supplier, meter and energy fields, and the token. */
export const siteRegistrationSchema = entity(
  'SiteRegistration',
  'Full site registration payload (shell §3).',
  buildingRegistrationSchema.extend(energyFieldsSchema.shape).extend({
    energySupplier: nameText()
      .optional()
      .describe(
        "Asked only on the meter-check step of the smart-meter flow (shell §4); a blank one is answered with the spec's message by the server's rules",
      ),
    gasSupplier: nameText().nullable().optional(),
    mpan: meterNumberSchema.nullable().optional(),
    mprn: meterNumberSchema.nullable().optional(),
    electralinkConsent: z.boolean(),
    token: z.string().describe("reCAPTCHA-type token from the action 'signup' (shell §5)"),
  }),
);

/** Simple registration payload (shell §3). */
export const simpleRegistrationSchema = entity(
  'SimpleRegistration',
  'Simple (demo) registration payload (shell §3).',
  energyFieldsSchema.extend({
    address: addressRequestSchema,
    coordinates: outlineSchema,
    elevation: z.number().nullable().optional(),
    noEPC: z.boolean(),
    epcRating: epcRatingSchema.nullable().optional(),
    floorArea: z.number(),
    noFloors: z.number().int().max(MAX_FLOORS),
    yearOfConstruction: z.number(),
    buildingType: z.string(),
    token: z.string().describe("reCAPTCHA-type token from the action 'signup' (shell §5)"),
  }),
);

/** Registration response (shell §3): errorMessage, captchaSuccessful, siteId. */
export const registrationResponseSchema = entity(
  'RegistrationResponse',
  'Registration answer (shell §3); errorMessage is shown in an Error toast when present.',
  z.object({
    errorMessage: z.string().nullable().optional(),
    captchaSuccessful: z.boolean(),
    siteId: z.string().nullable().optional(),
  }),
);

/**
 * Whether the caller may start a new Predict site (designed): the free-tier rule of shell §5 asked
 * before the wizard, not after its last step; errorMessage is the spec's message when not.
 */
export const registrationAllowanceSchema = entity(
  'RegistrationAllowance',
  'Whether the caller may start a new Predict site; errorMessage carries the free-tier message when not (shell §5).',
  z.object({
    allowed: z.boolean(),
    errorMessage: z.string().nullable(),
  }),
);

/** The site data string that simple diagnose and simple plan read (shell §3). */
export const siteDataSchema = entity(
  'SiteData',
  'Site data string of the simple flow (shell §3).',
  z.string().min(1),
);

/** Saved registration, loaded from siteData (shell §3). */
export const savedRegistrationSchema = entity(
  'SavedRegistration',
  'Saved registration loaded from siteData (shell §3).',
  energyFieldsSchema.partial().extend({
    centre: lonLatSchema,
    coordinates: z.array(lonLatSchema),
    noFloors: z.number().int().min(1),
    yearOfConstruction: z.number().int(),
    buildingType: z.string(),
  }),
);

/** EPC check address (shell §3): address fields, epc rating, epcYear, lmkKey (the certificateKey). */
const epcAddressSchema = entity(
  'EpcAddress',
  'Address found by the EPC check (shell §3).',
  z.object({
    buildingName: addressTextSchema,
    unit: addressTextSchema,
    street: addressTextSchema,
    town: addressTextSchema,
    postCode: addressTextSchema,
    country: addressTextSchema,
    epc: epcRatingSchema.nullable(),
    epcYear: z.number().int().nullable(),
    lmkKey: z.string(),
    sample: sampleFlag,
  }),
);

/** EPC check response (shell §3): addresses and epcAddresses. */
export const epcCheckResponseSchema = entity(
  'EpcCheckResponse',
  'EPC check answer (shell §3).',
  z.object({ addresses: z.array(epcAddressSchema), epcAddresses: z.array(epcAddressSchema) }),
);

/** Check-address body (shell §7): buildingName, country, postCode, street, town, centre, elevation, unit. */
export const checkAddressRequestSchema = entity(
  'CheckAddressRequest',
  'Address to look up certificates for (shell §7).',
  z.object({
    buildingName: nameText().optional(),
    country: nameText().optional(),
    postCode: z.string().max(POST_CODE_MAX_LENGTH),
    street: nameText().optional(),
    town: nameText().optional(),
    centre: lonLatSchema.nullable().optional(),
    elevation: z.number().nullable().optional(),
    unit: nameText().optional(),
  }),
);

/** Registration draft (shell §3): the wizard's state; held by the client, listed for completeness. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'RegistrationDraft',
  'Registration wizard draft (shell §3); client state, not sent as such.',
  z.object({
    address: addressSchema,
    building: z.object({
      buildingType: z.string().nullable(),
      heatingFuel: z.union([heatingFuelSchema, z.literal(NO_HEATING_FUEL)]),
      coolingSystem: coolingSystemSchema,
      noFloors: z.number().int().min(1),
      spatialStructure: spatialStructureSchema,
      yearOfConstruction: z.number().int().nullable(),
      floorArea: z.number().nullable(),
    }),
    energy: energyFieldsSchema.partial().extend({
      energySupplier: z.string().nullable().optional(),
      gasSupplier: nameText().nullable().optional(),
      mpan: z.string().nullable().optional(),
      mprn: z.string().nullable().optional(),
      electralinkConsent: z.boolean().optional(),
    }),
    epc: z.object({
      epcRating: epcRatingSchema.nullable(),
      noEPC: z.boolean(),
      epcCertificate: z.string().nullable(),
      epcYear: z.number().int().nullable(),
      certificateKey: z.string().nullable(),
    }),
    buildingIsWholeMesh: z.enum(['yes', 'no']).nullable(),
    floorAreaNotWholeMesh: z.number().nullable(),
    epcCertificateName: z.string().nullable(),
    meterState: meterStateSchema,
  }),
);
