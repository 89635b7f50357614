import type { TrafficLight } from '../viewerSpec';

/** A spatial node with a glb asset (spec shell §3 "Spatial tree node"). */
export interface ModelNode {
  /** Node path, e.g. 'floor-1' or 'floor-1/plant-room'. */
  path: string;
  name: string;
  /** URL of the node's glb (the app builds it: /api/blob/{siteId}/glb/{name}?token). */
  glbUrl: string;
  /** Level of the node from the ground, 0 for the ground floor; drawn 4 m per level. */
  level: number;
  energyUsage?: TrafficLight;
}

export interface ModelViewerProps {
  nodes: readonly ModelNode[];
  selectedPath?: string | null;
  /** Called with the clicked node's path. */
  onSelectNode: (path: string) => void;
  /** Keep the drawing buffer so tests can read pixels. */
  preserveDrawingBuffer?: boolean;
  label?: string;
}
