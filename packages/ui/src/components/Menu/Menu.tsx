import type { Key, ReactElement, ReactNode, Ref } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { popover } from '../Popover/Popover.css';
import { item, menu, sectionHeader, separator } from './Menu.css';

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

function isGroups(items: MenuProps['items']): items is readonly MenuGroup[] {
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

/** A menu of actions opened by its trigger (card menu, account menu, scenario menu). */
export function Menu({
  trigger,
  items,
  onAction,
  placement = 'bottom end',
  ref,
  ...aria
}: MenuProps) {
  const groups = isGroups(items) ? items : null;
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
          {groups
            ? groups.map((group, index) => (
                <MenuSection key={group.id} id={group.id} aria-label={group.title ?? group.id}>
                  {index > 0 ? <Separator className={separator} /> : null}
                  {group.title ? <Header className={sectionHeader}>{group.title}</Header> : null}
                  {group.actions.map(renderAction)}
                </MenuSection>
              ))
            : (items as readonly MenuAction[]).map(renderAction)}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
