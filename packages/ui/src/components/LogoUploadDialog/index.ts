export { LogoUploadDialog } from './LogoUploadDialog';
export type { LogoUploadDialogProps } from './LogoUploadDialog';
export { initialCrop, moveCrop, LOGO_ASPECT, type CropRect } from './cropRect';
