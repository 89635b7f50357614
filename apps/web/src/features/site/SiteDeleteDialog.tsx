import { DeleteSiteDialog, type DeleteSiteDialogProps } from '@wattwise/ui';

/**
 * The design system's delete-site dialog, in a module of its own: home loads it when a site is
 * to be deleted, not with the page (its dialog and text field are React Aria's).
 */
export default function SiteDeleteDialog(props: DeleteSiteDialogProps) {
  return <DeleteSiteDialog {...props} />;
}
