import type { Key, ReactElement, Ref } from 'react';
import { Menu as AriaMenu, MenuTrigger, Popover } from 'react-aria-components';
import { popover } from '../Popover/Popover.css';
import { menu } from './Menu.css';
import { menuContent } from './menuContent';

export interface MenuAction {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Destructive actions read in the critical colour (and their label says what they do). */
  tone?: 'neutral' | 'critical';
  /** External link (e.g. '{product} Home'). */
  href?: string;
}

export interface MenuGroup {
  id: string;
  /** Section title, e.g. 'Site' or 'Account'. */
  title?: string;
  actions: readonly MenuAction[];
}

export interface MenuProps {
  trigger: ReactElement;
  /** Flat actions, or groups with titles. */
  items: readonly MenuAction[] | readonly MenuGroup[];
  onAction: (id: string) => void;
  'aria-label': string;
  placement?: 'bottom start' | 'bottom end';
  /** The menu element (rendered only while open); the trigger is the element you pass. */
  ref?: Ref<HTMLDivElement>;
}

/** A menu of actions opened by its trigger (card menu, account menu, scenario menu). */
export function Menu({
  trigger,
  items,
  onAction,
  placement = 'bottom end',
  ref,
  ...aria
}: MenuProps) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={popover} placement={placement}>
        <AriaMenu
          ref={ref}
          className={menu}
          onAction={(key: Key) => onAction(String(key))}
          aria-label={aria['aria-label']}
        >
          {menuContent(items)}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
