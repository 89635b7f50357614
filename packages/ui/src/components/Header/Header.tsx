import type { ReactNode, Ref } from 'react';
import type { MenuGroup } from '../Menu/Menu';
import { MenuButton } from '../Menu/MenuButton';
import * as css from './Header.css';

export interface HeaderProps {
  /** Logo image URL; falls back to the product name. */
  logoUrl?: string | null;
  productName: string;
  onLogoPress?: () => void;
  accountMenu: readonly MenuGroup[];
  onAccountAction: (id: string) => void;
  /** Extra controls (e.g. 'New Site', 'Book a consultation'). */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Top header: logo and the account menu. */
export function Header({
  logoUrl,
  productName,
  onLogoPress,
  accountMenu,
  onAccountAction,
  actions,
  ref,
}: HeaderProps) {
  return (
    <header ref={ref} className={css.header}>
      <button
        type="button"
        className={css.logo}
        onClick={onLogoPress}
        aria-label={`${productName} home`}
      >
        {logoUrl ? (
          <img src={logoUrl} alt="" className={css.logoImg} />
        ) : (
          <span className={css.logoText}>{productName}</span>
        )}
      </button>
      <div className={css.actions}>
        {actions}
        <MenuButton
          aria-label="Account"
          icon="user"
          buttonLabel="Account menu"
          items={accountMenu}
          onAction={onAccountAction}
        />
      </div>
    </header>
  );
}
