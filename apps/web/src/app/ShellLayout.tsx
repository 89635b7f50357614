import { LoadingState } from '@wattwise/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteShell } from '../features/site-shell/SiteShell';
import { SiteRedirect } from '../features/site-shell/SiteRedirect';
import { ScreenProviders } from '../platform/ScreenProviders';

/** The signed-in layout of a site: the Predict or Optimise AppShell around the analysis screens. */
export default function ShellLayout() {
  return (
    <ScreenProviders>
      <SiteShell>
        <SiteRedirect>
          <Suspense fallback={<LoadingState message="Loading…" />}>
            <Outlet />
          </Suspense>
        </SiteRedirect>
      </SiteShell>
    </ScreenProviders>
  );
}
