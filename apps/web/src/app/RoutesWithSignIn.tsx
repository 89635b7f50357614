import type { AuthConfig } from '../platform/config/runtimeConfig';
import { AuthProvider } from '../platform/auth/AuthProvider';
import { AppRoutes } from './AppRoutes';

export { preloadRoute } from './AppRoutes';

/**
 * Sign-in and the route tree. A chunk of its own: the identity provider's SDK (about 60 KB gzip)
 * downloads beside the entry chunk instead of inside it.
 */
export default function RoutesWithSignIn({ auth }: { auth: AuthConfig }) {
  return (
    <AuthProvider auth={auth}>
      <AppRoutes />
    </AuthProvider>
  );
}
