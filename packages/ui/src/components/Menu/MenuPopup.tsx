import type { Key, ReactNode, Ref, RefObject } from 'react';
import { Header, Menu, MenuItem, MenuSection, Popover, Separator } from 'react-aria-components';
import { popover } from '../Popover/Popover.css';
import type { MenuAction, MenuGroup } from './Menu';
import { item, menu, sectionHeader, separator } from './Menu.css';

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

function isGroups(items: MenuPopupProps['items']): items is readonly MenuGroup[] {
  return items.length > 0 && 'actions' in (items[0] as object);
}

function renderAction(action: MenuAction): ReactNode {
  return (
    <MenuItem
      key={action.id}
      id={action.id}
      className={item}
      isDisabled={action.isDisabled}
      data-tone={action.tone ?? 'neutral'}
      href={action.href}
      target={action.href ? '_blank' : undefined}
      textValue={action.label}
    >
      {action.label}
    </MenuItem>
  );
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
  const groups = isGroups(items) ? items : null;
  return (
    <Popover
      className={popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
    >
      <Menu
        ref={menuRef}
        className={menu}
        autoFocus={autoFocus}
        aria-label={aria['aria-label']}
        onAction={(key: Key) => onAction(String(key))}
        onClose={() => onOpenChange(false)}
      >
        {groups
          ? groups.map((group, index) => (
              <MenuSection key={group.id} id={group.id} aria-label={group.title ?? group.id}>
                {index > 0 ? <Separator className={separator} /> : null}
                {group.title ? <Header className={sectionHeader}>{group.title}</Header> : null}
                {group.actions.map(renderAction)}
              </MenuSection>
            ))
          : (items as readonly MenuAction[]).map(renderAction)}
      </Menu>
    </Popover>
  );
}
