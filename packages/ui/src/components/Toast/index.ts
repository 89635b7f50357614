export { ToastRegion, useToasts } from './ToastRegion';
export type { ToastRegionProps, ShownToast } from './ToastRegion';
