import type { ReactNode } from 'react';
import { Header, MenuItem, MenuSection, Separator } from 'react-aria-components';
import type { MenuAction, MenuGroup } from './Menu';
import { item, sectionHeader, separator } from './Menu.css';

function isGroups(
  items: readonly MenuAction[] | readonly MenuGroup[],
): items is readonly MenuGroup[] {
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
 * The items of a menu, as Menu and MenuButton's popup both draw them: flat actions, or sections
 * with a separator between them and a title where a group has one.
 */
export function menuContent(items: readonly MenuAction[] | readonly MenuGroup[]): ReactNode {
  if (!isGroups(items)) return items.map(renderAction);
  return items.map((group, index) => (
    <MenuSection key={group.id} id={group.id} aria-label={group.title ?? group.id}>
      {index > 0 ? <Separator className={separator} /> : null}
      {group.title ? <Header className={sectionHeader}>{group.title}</Header> : null}
      {group.actions.map(renderAction)}
    </MenuSection>
  ));
}
