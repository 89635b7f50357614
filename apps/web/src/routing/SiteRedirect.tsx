import { useSpatialTree } from '@wattwise/api';
import { resolveRedirect } from '@wattwise/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { WithApiClient } from '../api/WithApiClient';

/**
 * Redirects that depend on how many buildings a site has (spec shell §2): the site root, and the
 * site diagnose and plan of a one-building site. Renders `children` when no redirect applies.
 */
function SiteRedirectGate({ children }: { children: ReactNode }) {
  const { siteId = '' } = useParams();
  const location = useLocation();
  const tree = useSpatialTree({ params: { siteId } });
  if (tree.isLoading) {
    return (
      <main className="page page--centred" aria-busy="true">
        <p role="status">Opening your site…</p>
      </main>
    );
  }
  // Without a readable tree the site counts as having no single building: the site-level view.
  const buildingIds = (tree.data ?? [])
    .filter((node) => node.type === 'BUILDING')
    .map((node) => node.path);
  const target = resolveRedirect(location.pathname, { buildingIds });
  if (target?.kind === 'path' && target.path !== location.pathname) {
    return <Navigate to={{ pathname: target.path, search: location.search }} replace />;
  }
  return <>{children}</>;
}

export default function SiteRedirect({ children }: { children: ReactNode }) {
  return (
    <WithApiClient>
      <SiteRedirectGate>{children}</SiteRedirectGate>
    </WithApiClient>
  );
}
