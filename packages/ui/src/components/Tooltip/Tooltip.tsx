import type { ReactElement, ReactNode, Ref } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { tooltip } from './Tooltip.css';

export interface TooltipProps {
  /** A focusable element (Button, IconButton, Link): the tooltip shows on hover and focus. */
  children: ReactElement;
  content: ReactNode;
  delay?: number;
  isOpen?: boolean;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** The tooltip itself (rendered only while it shows); the trigger is the child you pass. */
  ref?: Ref<HTMLDivElement>;
}

/** A short hint on hover or keyboard focus (e.g. 'Some scenarios are mutually exclusive.'). */
export function Tooltip({
  children,
  content,
  delay = 300,
  isOpen,
  placement = 'top',
  ref,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen}>
      {children}
      <AriaTooltip ref={ref} className={tooltip} placement={placement} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
