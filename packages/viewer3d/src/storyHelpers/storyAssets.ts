import firstFloor from '../assets/first-floor.glb?url';
import groundFloor from '../assets/ground-floor.glb?url';
import plantRoom from '../assets/plant-room-360.jpg?url';
import secondFloor from '../assets/second-floor.glb?url';
import type { ModelNode } from '../ModelViewer/modelNode';

/** The demo building of the stories (see assets/NOTE.md): three floors, one per energy usage. */
export const demoBuildingNodes: ModelNode[] = [
  {
    path: 'ground-floor',
    name: 'Ground floor',
    glbUrl: groundFloor,
    level: 0,
    energyUsage: 'HIGH',
  },
  { path: 'first-floor', name: 'First floor', glbUrl: firstFloor, level: 1, energyUsage: 'OK' },
  { path: 'second-floor', name: 'Second floor', glbUrl: secondFloor, level: 2, energyUsage: 'LOW' },
];

export const plantRoomPhotoUrl = plantRoom;
/** The demo building as That Open fragments, converted from demo-building.ifc (assets/NOTE.md). */
export { default as demoBuildingFragUrl } from '../assets/demo-building.frag?url';
