import { useAuth } from '../../platform/auth/AuthContext';
import { useEffect, useState } from 'react';

/**
 * The access token for viewer asset URLs (`?token=`, spec analysis §7.6: the 3D and photo loaders
 * set no headers). undefined while it is being read, null when the visitor is not signed in.
 */
export function useAssetToken(): string | null | undefined {
  const { isAuthenticated, getAccessTokenSilently } = useAuth();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!isAuthenticated) {
      setToken(null);
      return;
    }
    let current = true;
    getAccessTokenSilently().then(
      (value) => current && setToken(value),
      () => current && setToken(null),
    );
    return () => {
      current = false;
    };
  }, [isAuthenticated, getAccessTokenSilently]);
  return token;
}
