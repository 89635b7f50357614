import { z } from 'zod';
import { entity } from '../registry';
import { lonLatSchema } from './common';

/** Address text: the literal string 'null' from the server is treated as empty (shell §3). */
export const addressTextSchema = z
  .string()
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
export type Address = z.output<typeof addressSchema>;

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
