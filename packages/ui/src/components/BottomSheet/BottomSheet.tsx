import type { ReactNode, Ref } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as css from './BottomSheet.css';

export interface BottomSheetProps {
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  closeLabel?: string;
  /** The sheet's dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** A modal panel sliding up from the bottom of small screens (results on mobile). */
export function BottomSheet({
  title,
  children,
  isOpen,
  onOpenChange,
  closeLabel = 'Close',
  ref,
}: BottomSheetProps) {
  return (
    <ModalOverlay className={css.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={css.sheet}>
        <Dialog ref={ref} className={css.dialog}>
          {({ close }) => (
            <>
              <span className={css.handle} aria-hidden="true" />
              <div className={css.header}>
                <Heading slot="title" className={css.title}>
                  {title}
                </Heading>
                <IconButton icon="close" aria-label={closeLabel} onPress={close} />
              </div>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
