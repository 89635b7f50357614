import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { button } from '../Button/Button.css';
import type { ButtonVariant } from '../Button/Button';
import { iconButton } from '../IconButton/IconButton.css';
import { Icon, type IconName } from '../IconButton/icons';
import { usePopupButton } from './usePopupButton';
import type { MenuAction, MenuGroup } from './Menu';

const loadPopup = () => import('./MenuPopup');
const MenuPopup = lazy(loadPopup);

export interface MenuButtonProps {
  /** The menu's actions, flat or in titled groups. */
  items: readonly MenuAction[] | readonly MenuGroup[];
  onAction: (id: string) => void;
  /** Accessible name of the menu. */
  'aria-label': string;
  /** An icon button (its name in `buttonLabel`), or a text button (`children`). */
  icon?: IconName;
  /** The button's accessible name: required with `icon`. */
  buttonLabel?: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  placement?: 'bottom start' | 'bottom end';
  /** The menu element (rendered only once opened); the button is the component's own. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A button that opens a menu of actions (the account menu, a site card's menu, 'New Site'): the
 * same as Menu with its trigger, but the button is plain HTML and the menu's code (React Aria's
 * menu, popover and focus handling) loads when the menu is first wanted, not with the page.
 */
export function MenuButton({
  items,
  onAction,
  icon,
  buttonLabel,
  children,
  variant = 'secondary',
  placement = 'bottom end',
  ref,
  ...aria
}: MenuButtonProps) {
  const popup = usePopupButton(loadPopup);
  return (
    <>
      <button
        {...popup.triggerProps}
        aria-haspopup="menu"
        aria-label={buttonLabel}
        className={icon ? iconButton : button({ variant, size: 'medium', fullWidth: false })}
      >
        {icon ? <Icon name={icon} /> : children}
      </button>
      {popup.wanted ? (
        <Suspense fallback={null}>
          <MenuPopup
            triggerRef={popup.triggerRef}
            isOpen={popup.isOpen}
            onOpenChange={popup.setOpen}
            autoFocus={popup.autoFocus}
            items={items}
            onAction={onAction}
            placement={placement}
            aria-label={aria['aria-label']}
            menuRef={ref}
          />
        </Suspense>
      ) : null}
    </>
  );
}
