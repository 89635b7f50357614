import type { Key, Ref, RefObject } from 'react';
import { Menu, Popover } from 'react-aria-components';
import { popover } from '../Popover/Popover.css';
import type { MenuAction, MenuGroup } from './Menu';
import { menu } from './Menu.css';
import { menuContent } from './menuContent';

export interface MenuPopupProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Which item takes focus: the first (Enter, Space, Arrow Down), the last (Arrow Up). */
  autoFocus: 'first' | 'last';
  items: readonly MenuAction[] | readonly MenuGroup[];
  onAction: (id: string) => void;
  'aria-label': string;
  placement: 'bottom start' | 'bottom end';
  menuRef?: Ref<HTMLDivElement>;
}

/**
 * The menu of a MenuButton, in a popover anchored to its button: React Aria's menu (arrow keys,
 * type to find, Escape, focus back to the button), loaded the first time the menu is wanted.
 */
export default function MenuPopup({
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
  items,
  onAction,
  placement,
  menuRef,
  ...aria
}: MenuPopupProps) {
  return (
    <Popover
      className={popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      // React Aria draws the popover as a dialog; it is named as its menu is (in a MenuTrigger it
      // would take the button's name).
      aria-label={aria['aria-label']}
    >
      <Menu
        ref={menuRef}
        className={menu}
        autoFocus={autoFocus}
        aria-label={aria['aria-label']}
        onAction={(key: Key) => onAction(String(key))}
        onClose={() => onOpenChange(false)}
      >
        {menuContent(items)}
      </Menu>
    </Popover>
  );
}
