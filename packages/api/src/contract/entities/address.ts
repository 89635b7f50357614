import { z } from 'zod';
import { entity } from '../registry';
import { lonLatSchema } from './common';

/** Address text: the literal string 'null' from the server is treated as empty (shell §3). */
export const addressTextSchema = z
  .string()
  .nullable()
  .optional()
  .transform((text) => (text === undefined || text === null || text === 'null' ? '' : text));

/**
 * The longest name or address line a request may carry (designed): about three times the longest
 * field of Royal Mail's Postcode Address File (thoroughfare and organisation names, 60 characters;
 * PAF programmer's guide, 2023), so no real address is refused and no request stores a novel.
 */
const NAME_MAX_LENGTH = 200;
/** A UK post code is at most 8 characters with its space; some room for stray spaces (designed). */
export const POST_CODE_MAX_LENGTH = 16;

/** A name or address line of a request: at most NAME_MAX_LENGTH characters. */
export const nameText = () => z.string().max(NAME_MAX_LENGTH);

/** Address text of a request, bounded; reads 'null' as empty like addressTextSchema. */
const boundedAddressText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === 'null' ? '' : text));

/** Address (shell §3). */
export const addressSchema = entity(
  'Address',
  "Address (shell §3); the literal 'null' reads as empty in the text fields.",
  z.object({
    buildingName: addressTextSchema,
    unit: addressTextSchema,
    street: addressTextSchema,
    town: addressTextSchema,
    postCode: addressTextSchema,
    country: addressTextSchema,
    centre: lonLatSchema.nullable().optional(),
    elevation: z.number().nullable().optional(),
    coordinates: z.array(lonLatSchema).optional().describe('Outline as [lon, lat] pairs'),
  }),
);

/** The address a request sends (simple registration): its text fields bounded. */
export const addressRequestSchema = addressSchema.extend({
  buildingName: boundedAddressText(NAME_MAX_LENGTH),
  unit: boundedAddressText(NAME_MAX_LENGTH),
  street: boundedAddressText(NAME_MAX_LENGTH),
  town: boundedAddressText(NAME_MAX_LENGTH),
  postCode: boundedAddressText(POST_CODE_MAX_LENGTH),
  country: boundedAddressText(NAME_MAX_LENGTH),
});

/** Address search feature (shell §3, analysis §3): name, full_address, elevation; centre added (designed) so a map can fly to it. */
export const addressFeatureSchema = entity(
  'AddressFeature',
  'Address search feature (shell §3, analysis §3); centre is designed.',
  z.object({
    name: z.string(),
    full_address: z.string(),
    elevation: z.number().nullable().optional(),
    centre: lonLatSchema.optional(),
  }),
);
export type AddressFeature = z.infer<typeof addressFeatureSchema>;
