import type { ReactElement, ReactNode, Ref } from 'react';
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
  /** The popover's dialog (rendered only while open); the trigger is the element you pass. */
  ref?: Ref<HTMLElement>;
}

/** Non-modal content anchored to its trigger (e.g. 'New Site' choices, filters). */
export function Popover({
  trigger,
  children,
  placement = 'bottom start',
  isOpen,
  onOpenChange,
  ref,
  ...aria
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover className={popover} placement={placement}>
        <Dialog ref={ref} className={dialog} aria-label={aria['aria-label']}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
