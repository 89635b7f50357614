import { z } from 'zod';
import { PERFORMANCE_LEVELS } from '@wattwise/domain';
import { entity } from '../registry';
import { isoDateSchema, lonLatSchema } from './common';

/** Map certificate (analysis §3). */
export const mapCertificateSchema = entity(
  'MapCertificate',
  'EPC or DEC certificate of a building on the energy map (analysis §3).',
  z.object({
    certificateType: z.enum(['EPC', 'DEC']),
    rating: z.string().describe('Band letter, e.g. C'),
    issuedDate: isoDateSchema,
    floorArea: z.number().nullable().describe('m2'),
    buildingType: z.string().nullable(),
  }),
);

/** Map building performance (analysis §3): HIGH, MEDIUM, LOW, NA. */
export const buildingPerformanceSchema = entity(
  'BuildingPerformance',
  'Estimated performance of a building (analysis §3).',
  z.object({ performanceLevel: z.enum(PERFORMANCE_LEVELS) }),
);

/** An address to estimate (analysis §7.5 'a list of addresses'; fields designed from the address feature). */
export const performanceAddressSchema = entity(
  'PerformanceAddress',
  'Address whose performance is estimated (analysis §7.5; fields designed).',
  z.object({ full_address: z.string().min(1), centre: lonLatSchema.optional() }),
);
