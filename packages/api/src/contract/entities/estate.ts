import { z } from 'zod';
import { EPC_BANDS } from '@wattwise/domain';
import { entity } from '../registry';
import { isoDateSchema, productSchema, trafficLightSchema } from './common';

const bandSchema = z.enum(EPC_BANDS);

/** Energy, cost and carbon of a period. */
const estateFiguresSchema = z.object({
  energyKwh: z.number(),
  costGbp: z.number(),
  carbonKg: z.number(),
});

/** One calendar month of the estate: metered where a site has readings for it, modelled otherwise. */
const estateMonthSchema = entity(
  'EstateMonth',
  "One calendar month of the estate's energy, cost and carbon; each site counts its meters' readings when they cover the month, else the model's typical month.",
  estateFiguresSchema.extend({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    meteredSites: z.number().int().nonnegative(),
    modelledSites: z.number().int().nonnegative(),
  }),
);

/** A site ranked by energy intensity against its benchmark. */
const estateRankedSiteSchema = entity(
  'EstateRankedSite',
  "A site's energy use intensity against its benchmark, from the stored diagnosis under the default scheme (the figures of the site list's lights).",
  z.object({
    siteId: z.string(),
    buildingName: z.string(),
    buildingType: z.string(),
    product: productSchema,
    floorAreaM2: z.number(),
    intensityKwhM2: z.number().nullable(),
    benchmarkKwhM2: z.number().nullable(),
    /** intensity / benchmark: above 1 uses more than the benchmark. */
    ratio: z.number().nullable(),
    energyUsage: trafficLightSchema.nullable(),
    schemeLabel: z.string().nullable(),
  }),
);

/** The standard a let building must meet, as packages/domain keeps it. */
const standardSchema = z.object({
  minimumBand: bandSchema,
  appliesFrom: isoDateSchema,
  status: z.enum(['IN_FORCE', 'PROPOSED']),
  source: z.string(),
});

/** One building's EPC, its expiry and, when let, where it stands against the minimum standards. */
const estateComplianceSchema = entity(
  'EstateCompliance',
  "A building's EPC band and expiry (ten years from issue) and, when let, the minimum energy efficiency standards it does not meet and the cheapest measures that reach the band.",
  z.object({
    siteId: z.string(),
    buildingId: z.string(),
    siteName: z.string(),
    buildingName: z.string(),
    sector: z.enum(['domestic', 'non-domestic']),
    epcBand: bandSchema.nullable(),
    /** CERTIFICATE: a lodged certificate; ENTERED: a band the user gave; ESTIMATED: the model's. */
    epcSource: z.enum(['CERTIFICATE', 'ENTERED', 'ESTIMATED']),
    issuedOn: isoDateSchema.nullable(),
    expiresOn: isoDateSchema.nullable(),
    daysLeft: z.number().int().nullable(),
    letToTenants: z.boolean(),
    /** Null when the building is not let (the standard does not apply). */
    meetsStandardToday: z.boolean().nullable(),
    standardToday: standardSchema.nullable(),
    upcoming: z.array(standardSchema),
    /** The cheapest measures reaching the first standard it fails (the EPC target search). */
    cheapestRoute: z
      .object({
        targetBand: bandSchema,
        feasible: z.boolean(),
        achievedBand: z.string(),
        measures: z.array(z.string()),
        capitalCostGbp: z.number(),
      })
      .nullable(),
  }),
);

/** The estate at a glance. */
export const estateOverviewSchema = entity(
  'EstateOverview',
  "The caller's sites (as filtered) at a glance: energy, cost and carbon by month against the year before, sites ranked by intensity, the improvement plans' totals and compliance of each building.",
  z.object({
    asOf: isoDateSchema,
    siteCount: z.number().int().nonnegative(),
    buildingCount: z.number().int().nonnegative(),
    /** 24 calendar months, oldest first, ending with the last complete month. */
    months: z.array(estateMonthSchema),
    lastYear: estateFiguresSchema,
    yearBefore: estateFiguresSchema,
    /**
     * What the year-on-year change compares: the meters' readings of the months read in both
     * years only, never the model's typical months (which are the same every year); null when no
     * site was read in both years.
     */
    measured: z
      .object({
        sites: z.number().int().positive(),
        lastYear: estateFiguresSchema,
        yearBefore: estateFiguresSchema,
      })
      .nullable(),
    ranking: z.array(estateRankedSiteSchema),
    plans: z.object({
      sitesWithPlan: z.number().int().nonnegative(),
      savingGbp: z.number(),
      savingKwh: z.number(),
      savingKgCo2e: z.number(),
      capitalCostGbp: z.number(),
    }),
    compliance: z.array(estateComplianceSchema),
  }),
);
export type EstateOverview = z.infer<typeof estateOverviewSchema>;

/** Whether a building is let to tenants (the minimum energy efficiency standard applies to lets). */
export const buildingLettingSchema = entity(
  'BuildingLetting',
  'Whether a building is let to tenants.',
  z.object({ letToTenants: z.boolean() }),
);
