import { z } from 'zod';
import { PARAMETER_TYPES, PRESET_VARIANTS, SCHEDULE_UNITS } from '@wattwise/domain';
import { entity } from '../registry';
import { parameterValueSchema } from './scenario';

/** Building parameter (analysis §3). */
const buildingParameterSchema = entity(
  'BuildingParameter',
  'Editable model input (analysis §3).',
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(PARAMETER_TYPES),
    targetPath: z.string(),
    value: parameterValueSchema,
    defaultValue: parameterValueSchema,
    unit: z.string().nullable(),
    optional: z.boolean(),
    possibleValuesKey: z.string().nullable().optional().describe('Comma-separated keys (ENUM)'),
    possibleValuesText: z
      .string()
      .nullable()
      .optional()
      .describe('Comma-separated display names (ENUM)'),
    min: z
      .number()
      .nullable()
      .optional()
      .describe('Designed: the lowest value the engine accepts for this building (NUMBER)'),
    max: z
      .number()
      .nullable()
      .optional()
      .describe('Designed: the highest value the engine accepts for this building (NUMBER)'),
  }),
);

/** Parameter group (analysis §3): categoryName, description, order, parameters. */
export const parameterGroupSchema = entity(
  'ParameterGroup',
  'Category of building parameters (analysis §3).',
  z.object({
    categoryName: z.string(),
    description: z.string(),
    order: z.number(),
    parameters: z.array(buildingParameterSchema),
  }),
);

/** Parameters update (analysis §7.4): a map keyed by target path of parameter id to new value. */
export const parameterUpdateSchema = entity(
  'ParameterUpdate',
  'Changes keyed by target path, then parameter id (analysis §7.4).',
  z.record(z.string(), z.record(z.string(), parameterValueSchema)),
);

/** Update response (analysis §3): errors keyed by id and targetPath. */
export const parameterUpdateResponseSchema = entity(
  'ParameterUpdateResponse',
  'Errors keyed by parameter id, then target path (analysis §3); empty when all saved.',
  z.object({ errors: z.record(z.string(), z.record(z.string(), z.string())) }),
);

/** Scheduler: 24 hourly blocks per lane, 3 lanes (analysis §9). */
const HOURS_PER_LANE = 24;
const hourlyLaneSchema = z
  .array(z.object({ presetIndex: z.number().int().min(0) }))
  .length(HOURS_PER_LANE);

/** Schedule (analysis §3). */
export const scheduleSchema = entity(
  'Schedule',
  'Room schedule: presets and three lanes of 24 hourly blocks (analysis §3, §9).',
  z.object({
    title: z.string(),
    unit: z.enum(SCHEDULE_UNITS),
    presets: z.array(z.object({ value: z.number(), variant: z.enum(PRESET_VARIANTS) })),
    weekdays: hourlyLaneSchema,
    weekends: hourlyLaneSchema,
    holidays: hourlyLaneSchema,
  }),
);
