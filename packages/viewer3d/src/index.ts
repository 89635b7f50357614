// Every viewer loads three / fiber / drei / cesium lazily, when it first renders: importing this
// package adds only small React wrappers to a page's bundle (see the build's chunk report).
export { ModelViewer } from './ModelViewer/ModelViewer';
export type { ModelNode, ModelViewerProps } from './ModelViewer/modelNode';
export { PhotoViewer } from './PhotoViewer/PhotoViewer';
export type { PhotoViewerProps } from './PhotoViewer/PhotoViewer';
export { FragmentsViewer } from './FragmentsViewer/FragmentsViewer';
export type {
  FragmentsLoader,
  FragmentsViewerProps,
  LoadedFragments,
} from './FragmentsViewer/FragmentsViewer';
export { ViewerModeToggle, viewerModeLabels } from './ViewerModeToggle/ViewerModeToggle';
export type { ViewerModeToggleProps } from './ViewerModeToggle/ViewerModeToggle';
export { GlobeViewer } from './GlobeViewer/GlobeViewer';
export type { GlobeBuilding, GlobeLand, GlobeViewerProps } from './GlobeViewer/GlobeViewer';
export { SideViewer } from './SideViewer/SideViewer';
export type { SideViewerProps } from './SideViewer/SideViewer';
