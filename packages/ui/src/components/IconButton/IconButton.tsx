import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { iconButton } from './IconButton.css';
import { Icon, type IconName } from './icons';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  icon: IconName;
  /** The accessible name: an icon alone carries no meaning. */
  'aria-label': string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; its name comes from aria-label. */
export function IconButton({ icon, ref, ...props }: IconButtonProps) {
  return (
    <AriaButton ref={ref} {...props} className={iconButton}>
      <Icon name={icon} />
    </AriaButton>
  );
}
