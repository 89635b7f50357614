import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { dialog, popover } from './Popover.css';

export interface PopoverProps {
  /** The button that opens it (a Button or IconButton). */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover dialog. */
  'aria-label': string;
  placement?: AriaPopoverProps['placement'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Non-modal content anchored to its trigger (e.g. 'New Site' choices, filters). */
export function Popover({
  trigger,
  children,
  placement = 'bottom start',
  isOpen,
  onOpenChange,
  ...aria
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover className={popover} placement={placement}>
        <Dialog className={dialog} aria-label={aria['aria-label']}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
