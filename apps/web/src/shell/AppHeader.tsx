import { useAuth0 } from '@auth0/auth0-react';
import { Link } from 'react-router-dom';
import { shellMessages } from '@wattwise/domain';

/** Product name, the signed-in user's e-mail and the spec's 'Logout' button. */
export function AppHeader() {
  const { user, logout } = useAuth0();
  return (
    <header className="app-header">
      <Link to="/" className="app-header__product">
        WattWise
      </Link>
      <div className="app-header__account">
        {user?.email ? <span className="app-header__email">{user.email}</span> : null}
        <button
          type="button"
          className="button"
          onClick={() => void logout({ logoutParams: { returnTo: window.location.origin } })}
        >
          {shellMessages.logout}
        </button>
      </div>
    </header>
  );
}
