import { LogoUploadDialog, type LogoUploadDialogProps } from '@wattwise/ui';

/**
 * The design system's logo dialog, in a module of its own: a page loads it when the user opens
 * it, not with the page (its dialog, file drop and crop are React Aria's).
 */
export default function ProfileLogoDialog(props: LogoUploadDialogProps) {
  return <LogoUploadDialog {...props} />;
}
