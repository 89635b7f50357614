export { SpatialTree, sortByName } from './SpatialTree';
export type { SpatialTreeProps, SpatialNode } from './SpatialTree';
