import type { Ref } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import * as css from './PendingOverlay.css';

export interface PendingOverlayProps {
  isOpen: boolean;
  /** What is happening, e.g. domain's shellMessages.preparingReport. */
  message: string;
  /** The panel shown over the screen (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * Covers the screen while something the user asked for is under way (the PDF report download,
 * spec shell §4): nothing behind it can be pressed, and it cannot be dismissed.
 */
export function PendingOverlay({ isOpen, message, ref }: PendingOverlayProps) {
  return (
    <ModalOverlay className={css.overlay} isOpen={isOpen} isDismissable={false}>
      <Modal>
        <Dialog ref={ref} className={css.panel} aria-label={message}>
          <LoadingDots label={message} hideLabel />
          <p role="status" aria-live="polite">
            {message}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
