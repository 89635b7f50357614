import { useState, type Ref } from 'react';
import { canDeleteSite, dialogTitles } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { AlertDialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

export interface DeleteSiteDialogProps {
  siteName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDelete: () => void;
  isPending?: boolean;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** 'Delete site': Delete is enabled only when the typed text equals the site name exactly. */
export function DeleteSiteDialog({
  siteName,
  isOpen,
  onOpenChange,
  onDelete,
  isPending,
  ref,
}: DeleteSiteDialogProps) {
  const [typed, setTyped] = useState('');
  const close = (open: boolean) => {
    if (!open) setTyped('');
    onOpenChange(open);
  };
  return (
    <AlertDialog
      ref={ref}
      title={dialogTitles.deleteSite}
      isOpen={isOpen}
      onOpenChange={close}
      footer={
        <>
          <Button variant="secondary" onPress={() => close(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            isDisabled={!canDeleteSite(typed, siteName)}
            isPending={isPending}
            onPress={onDelete}
          >
            Delete
          </Button>
        </>
      }
    >
      <Text>{`This permanently deletes ${siteName} and its buildings.`}</Text>
      <TextField
        label={`Type ${siteName} to confirm`}
        value={typed}
        onChange={setTyped}
        autoFocus
      />
    </AlertDialog>
  );
}
