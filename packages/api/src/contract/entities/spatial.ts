import { z } from 'zod';
import { NODE_TYPES } from '@wattwise/domain';
import { entity } from '../registry';
import { dataFrequencySchema, isoDateTimeSchema, lonLatSchema, trafficLightSchema } from './common';

/** Spatial node types BUILDING, BLOCK, FLOOR, ZONE, SPACE (shell §3). */
const nodeTypeSchema = z.enum(NODE_TYPES);

/** Asset links of a node: glb model, jpg 360 photo, frag model (shell §3, analysis §2.10). */
const nodeAssetsSchema = z.object({
  glb: z.string().nullable().optional(),
  jpg: z.string().nullable().optional(),
  frag: z.string().nullable().optional(),
});

/** Spatial tree node (shell §3), with its children. */
export interface SpatialNode {
  name: string;
  path: string;
  type: z.infer<typeof nodeTypeSchema>;
  children: SpatialNode[];
  assets?: z.infer<typeof nodeAssetsSchema>;
  coordinates?: [number, number][];
  centreCoordinate?: [number, number] | null;
  rotation?: number | null;
  scale?: number | null;
  visible?: boolean;
  clickable?: boolean;
  hasMpan?: boolean;
  energyUsage?: z.infer<typeof trafficLightSchema> | null;
  dataFrequency?: z.infer<typeof dataFrequencySchema> | null;
  lastMeteringDateTime?: string | null;
}

const spatialNodeSchema: z.ZodType<SpatialNode> = entity(
  'SpatialNode',
  "Spatial tree node (shell §3). Space paths look like 'floor/space'.",
  z.object({
    name: z.string(),
    path: z.string(),
    type: nodeTypeSchema,
    get children() {
      return z.array(spatialNodeSchema);
    },
    assets: nodeAssetsSchema.optional(),
    coordinates: z.array(lonLatSchema).optional().describe('Outline as [lon, lat] pairs'),
    centreCoordinate: lonLatSchema.nullable().optional(),
    rotation: z.number().nullable().optional(),
    scale: z.number().nullable().optional(),
    visible: z.boolean().optional(),
    clickable: z.boolean().optional(),
    hasMpan: z.boolean().optional(),
    energyUsage: trafficLightSchema.nullable().optional(),
    dataFrequency: dataFrequencySchema.nullable().optional(),
    lastMeteringDateTime: isoDateTimeSchema.nullable().optional(),
  }),
);

/** The spatial tree of a site: its BUILDING nodes (top level designed; shell §3 gives the node). */
export const spatialTreeSchema = entity(
  'SpatialTree',
  'Spatial tree: the BUILDING nodes of a site.',
  z.array(spatialNodeSchema),
);

/** Node (shell §3: name, dataFrequency, lastMeteringDateTime; analysis §3 adds path, type, children). */
export interface AnalysisNode {
  name: string;
  path?: string;
  type?: z.infer<typeof nodeTypeSchema>;
  children?: AnalysisNode[];
  dataFrequency?: z.infer<typeof dataFrequencySchema> | null;
  lastMeteringDateTime?: string | null;
}

export const analysisNodeSchema: z.ZodType<AnalysisNode> = entity(
  'Node',
  'Node (shell §3, analysis §3).',
  z.object({
    name: z.string(),
    path: z.string().optional(),
    type: nodeTypeSchema.optional(),
    get children() {
      return z.array(analysisNodeSchema).optional();
    },
    dataFrequency: dataFrequencySchema.nullable().optional(),
    lastMeteringDateTime: isoDateTimeSchema.nullable().optional(),
  }),
);
