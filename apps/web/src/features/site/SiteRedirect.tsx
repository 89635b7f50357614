import { redirectDependsOnBuildings, resolveRedirect } from '@wattwise/domain';
import { PageLoading } from '@wattwise/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSiteBuildings } from './useSiteShell';

/** While the site's buildings are read (wording ours). */
export const openingSiteMessage = 'Opening your site…';

/**
 * Redirects that depend on how many buildings a site has (spec shell §2): the site root, and the
 * site diagnose and plan of a one-building site. Renders `children` when no redirect applies.
 */
export function SiteRedirect({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { buildingIds, isLoading } = useSiteBuildings();
  const target = resolveRedirect(location.pathname, { buildingIds });
  const mayRedirect = target?.kind === 'path' && target.path !== location.pathname;
  // A site diagnose or plan waits for the buildings: with one, it is the building's page instead,
  // and rendering the site's first would fetch and draw its figures for nothing.
  if (isLoading && (mayRedirect || redirectDependsOnBuildings(location.pathname))) {
    return <PageLoading label={openingSiteMessage} fill="area" />;
  }
  if (mayRedirect && target?.kind === 'path') {
    return <Navigate to={{ pathname: target.path, search: location.search }} replace />;
  }
  return <>{children}</>;
}
