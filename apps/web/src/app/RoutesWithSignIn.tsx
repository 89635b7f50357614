import { AuthProvider } from '../platform/auth/AuthProvider';
import { AppRoutes } from './AppRoutes';

export { preloadRoute } from './AppRoutes';

/**
 * Sign-in and the route tree, in a chunk of their own: the entry chunk stays small, and this one
 * downloads beside it (the server's modulepreload links). `signedIn` is the server's word on the
 * session (docs/adr/0019).
 */
export default function RoutesWithSignIn({
  signedIn,
  returnOrigin,
}: {
  signedIn: boolean;
  returnOrigin: string;
}) {
  return (
    <AuthProvider signedIn={signedIn} returnOrigin={returnOrigin}>
      <AppRoutes />
    </AuthProvider>
  );
}
