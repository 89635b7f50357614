import { useAuth } from '../auth/AuthContext';
import { productHomeLink, shellMessages } from '@wattwise/domain';
import type { MenuGroup } from '@wattwise/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** The identity provider's account pages, opened in a popup (spec shell §1; apps/server accountRoutes). */
const ACCOUNT_PAGES = {
  profile: '/account/profile',
  changePassword: '/account/password',
} as const;

/** Size of the account popups (ours). */
const popupFeatures = 'popup=yes,width=520,height=680';

type AccountActionId =
  'product-home' | 'support' | 'profile' | 'account-edit' | 'change-password' | 'logout';

/**
 * The Account group of the profile menu (spec shell §2): {product} Home, Support, Profile (the
 * profile logo, `onProfile`), Account edit (the provider's profile page), Change password and
 * Logout; and what each does.
 */
export function useAccountMenu(product: string, { onProfile }: { onProfile: () => void }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { auth, supportEmail } = useRuntimeConfig();

  const groups: MenuGroup[] = useMemo(
    () => [
      { id: 'product', actions: [{ id: 'product-home', label: productHomeLink(product) }] },
      {
        id: 'account',
        title: shellMessages.menuAccount,
        actions: [
          ...(supportEmail ? [{ id: 'support', label: shellMessages.support }] : []),
          { id: 'profile', label: shellMessages.profile },
          { id: 'account-edit', label: shellMessages.accountEdit },
          { id: 'change-password', label: shellMessages.changePassword },
          { id: 'logout', label: shellMessages.logout },
        ],
      },
    ],
    [product, supportEmail],
  );

  const onAction = useCallback(
    (id: string) => {
      const popup = (path: string) =>
        window.open(`${auth.domain}${path}`, 'wattwise-account', popupFeatures);
      switch (id as AccountActionId) {
        case 'product-home':
          navigate('/');
          break;
        case 'support':
          if (supportEmail) window.location.href = `mailto:${supportEmail}`;
          break;
        case 'profile':
          onProfile();
          break;
        case 'account-edit':
          popup(ACCOUNT_PAGES.profile);
          break;
        case 'change-password':
          popup(ACCOUNT_PAGES.changePassword);
          break;
        case 'logout':
          logout({ returnTo: window.location.origin });
          break;
      }
    },
    [auth.domain, logout, navigate, onProfile, supportEmail],
  );

  return { groups, onAction };
}
