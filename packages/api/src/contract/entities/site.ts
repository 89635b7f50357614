import { z } from 'zod';
import { SITE_ID_LENGTH } from '@wattwise/domain';
import { entity } from '../registry';
import {
  isoDateTimeSchema,
  lonLatSchema,
  productSchema,
  sandboxFlag,
  sitePermissionSchema,
  trafficLightSchema,
} from './common';

const summaryDataSchema = z
  .string()
  .nullable()
  .describe(
    'Site data string that simple diagnose reads (a demo card opens simple diagnose with it); null when none. Shape not shown in the spec.',
  );

/** Site stub (shell §3): id (36 characters), name, product, paid, permissions, summaryData. */
export const siteStubSchema = entity(
  'SiteStub',
  'Site stub (shell §3).',
  z.object({
    id: z.string().length(SITE_ID_LENGTH),
    name: z.string(),
    product: productSchema,
    paid: z.boolean(),
    permissions: z.array(sitePermissionSchema),
    summaryData: summaryDataSchema,
    sandbox: sandboxFlag,
  }),
);
export type SiteStub = z.infer<typeof siteStubSchema>;

/** Site summary (shell §3), as the home list shows it. */
export const siteSummarySchema = entity(
  'SiteSummary',
  "Site summary (shell §3). buildingName may read 'prefix: name'; the last segment after a colon is the buildingId.",
  z.object({
    siteId: z.string().min(1),
    buildingName: z.string(),
    buildingType: z.string(),
    product: productSchema,
    paid: z.boolean(),
    permissions: z.array(sitePermissionSchema),
    energyCost: trafficLightSchema.nullable(),
    energyUsage: trafficLightSchema.nullable(),
    energyCarbon: trafficLightSchema.nullable(),
    summaryData: summaryDataSchema,
    lastMeteringDateTime: isoDateTimeSchema.optional(),
    sandbox: sandboxFlag,
  }),
);
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** Building types (shell §3): map of key to label. */
export const buildingTypesSchema = entity(
  'BuildingTypes',
  'Building types (shell §3): map of key to label, optionally including hidden types.',
  z.record(z.string(), z.string()),
);

/** One pin of the home map (designed: shell §7 says only that the answer 'reads data field'). */
const siteMapPinSchema = entity(
  'SiteMapPin',
  'One site on the home map: centre coordinate and traffic lights (designed).',
  z.object({
    siteId: z.string().min(1),
    buildingName: z.string(),
    buildingType: z.string(),
    product: productSchema,
    centreCoordinate: lonLatSchema,
    energyCost: trafficLightSchema.nullable(),
    energyUsage: trafficLightSchema.nullable(),
    energyCarbon: trafficLightSchema.nullable(),
  }),
);

/** Home map summary (shell §7: the client reads its data field). */
export const siteMapSummarySchema = entity(
  'SiteMapSummary',
  'Home map summary: { data: SiteMapPin[] } (shell §7; items designed).',
  z.object({ data: z.array(siteMapPinSchema) }),
);

/** Filter of the home map (designed from the home filters of shell §2: building type, cost, usage, carbon, product). */
export const siteMapFilterSchema = z.object({
  buildingType: z.string().optional(),
  product: z.enum(['PREDICT', 'OPTIMISE']).optional(),
  energyCost: trafficLightSchema.optional(),
  energyUsage: trafficLightSchema.optional(),
  energyCarbon: trafficLightSchema.optional(),
});
