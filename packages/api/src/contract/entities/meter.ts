import { z } from 'zod';
import { METER_STATES } from '@wattwise/domain';
import { entity } from '../registry';
import { sandboxFlag } from './common';

/** Meter state UNCHECKED, ACCESSIBLE, INACCESSIBLE (shell §3). */
export const meterStateSchema = entity(
  'MeterState',
  'Meter state (shell §3).',
  z.enum(METER_STATES),
);

/** Meter address option (shell §3). */
export const meterAddressOptionSchema = entity(
  'MeterAddressOption',
  'Meter address option from the metering database (shell §3).',
  z.object({
    address: z.string(),
    partialMpan: z.string(),
    encryptedMpan: z.string(),
    confidenceScore: z.number(),
    sandbox: sandboxFlag,
  }),
);

/** Meter check result (shell §3): validMeter, mpan. */
export const meterCheckResultSchema = entity(
  'MeterCheckResult',
  'Meter check result (shell §3).',
  z.object({ validMeter: z.boolean(), mpan: z.string(), sandbox: sandboxFlag }),
);

/** Energy supplier (shell §3). */
export const supplierSchema = entity(
  'Supplier',
  'Energy supplier (shell §3).',
  z.object({ id: z.string(), name: z.string() }),
);

/** MPAN and MPRN keep only digits and dots (shell §5). */
export const meterNumberSchema = z.string().regex(/^[0-9.]+$/);

/** Connect-meter submit (shell §7: payload mpan, siteId, path). */
export const connectMeterRequestSchema = entity(
  'ConnectMeterRequest',
  'Connect-meter submit payload (shell §7).',
  z.object({ mpan: meterNumberSchema, siteId: z.string().min(1), path: z.string() }),
);
