import type { ReactNode, Ref } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Footer actions (buttons). */
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Clicking outside or Escape closes it (not for dialogs that must be answered). */
  isDismissable?: boolean;
  size?: 'medium' | 'large';
  /** alertdialog for confirmations (delete, complete). */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** A modal dialog, controlled by the app (isOpen / onOpenChange). */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'medium',
  role = 'dialog',
  closeLabel = 'Close',
  ref,
}: DialogProps) {
  return (
    <ModalOverlay
      className={css.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && role === 'dialog'}
      isKeyboardDismissDisabled={role === 'alertdialog'}
    >
      <Modal className={css.modal} data-size={size}>
        <AriaDialog ref={ref} className={css.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={css.header}>
                <Heading slot="title" className={css.title}>
                  {title}
                </Heading>
                {role === 'dialog' ? (
                  <IconButton icon="close" aria-label={closeLabel} onPress={close} />
                ) : null}
              </div>
              {children}
              {footer ? <div className={css.footer}>{footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export type AlertDialogProps = Omit<DialogProps, 'role' | 'isDismissable'>;

/** A confirmation that must be answered: no close button, Escape and outside clicks do nothing. */
export function AlertDialog(props: AlertDialogProps) {
  return <Dialog {...props} role="alertdialog" isDismissable={false} />;
}
