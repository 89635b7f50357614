import { PageLoading } from '@wattwise/ui';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteShell } from '../features/site/SiteShell';
import { SiteRedirect } from '../features/site/SiteRedirect';
import { ScreenProviders } from '../platform/ScreenProviders';
import { TakenOver } from './TakenOver';

// three, cesium and the viewers load only on the pages that show the side viewer.
const OptimiseSideViewer = lazy(() => import('../features/spatial/OptimiseSideViewer'));

/** The signed-in layout of a site: the Predict or Optimise AppShell around the analysis screens. */
export default function ShellLayout() {
  return (
    <ScreenProviders>
      <SiteShell
        sideViewer={(view) => (
          <Suspense fallback={null}>
            <OptimiseSideViewer {...view} />
          </Suspense>
        )}
      >
        <SiteRedirect>
          <Suspense fallback={<PageLoading label="Loading…" fill="area" />}>
            <Outlet />
            <TakenOver />
          </Suspense>
        </SiteRedirect>
      </SiteShell>
    </ScreenProviders>
  );
}
