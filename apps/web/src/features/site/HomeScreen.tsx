import { useSiteDelete, type SiteSummary } from '@wattwise/api';
import { buildPath, deleteSiteFailedToast, homeMessages, siteCardTarget } from '@wattwise/domain';
import {
  CardGrid,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  MapArea,
  Page,
  SiteListToolbar,
} from '@wattwise/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileLogoHeader, useProfileLogo } from '../../platform/account/ProfileLogo';
import { useAccountMenu } from '../../platform/account/useAccountMenu';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { useShowToast } from '../../platform/toasts/ToastProvider';
import { NewSiteMenu } from './NewSiteMenu';
import { SiteCardWithLogo } from './SiteCardWithLogo';
import { useHome } from './useHome';

// maplibre loads only when the user asks for the map; the delete dialog when a site is deleted.
const HomeMap = lazy(() => import('./HomeMap'));
const DeleteSiteDialog = lazy(() => import('./SiteDeleteDialog'));

/** Home: the signed-in user's sites (spec shell §2 "Home"). */
export default function HomeScreen() {
  const home = useHome();
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const profile = useProfileLogo();
  const account = useAccountMenu('WattWise', { onProfile: profile.open });
  const showToast = useShowToast();
  const { deleteSite, isPending } = useSiteDelete();
  const [toDelete, setToDelete] = useState<SiteSummary | null>(null);

  const open = (site: { siteId: string }) => {
    const summary = home.allSites.find((s) => s.siteId === site.siteId);
    if (summary) navigate(siteCardTarget(summary));
  };
  const card = (site: SiteSummary, layout: 'grid' | 'list') => (
    <SiteCardWithLogo
      site={site}
      layout={layout}
      buildingTypeLabel={home.typeLabel(site.buildingType)}
      onOpen={open}
      onDelete={(chosen) =>
        setToDelete(home.allSites.find((s) => s.siteId === chosen.siteId) ?? null)
      }
    />
  );

  let list;
  switch (home.state) {
    case 'error':
      list = <ErrorState message={homeMessages.error} supportEmail={supportEmail} />;
      break;
    case 'loading':
      list = <LoadingState message={homeMessages.loading} />;
      break;
    case 'empty':
      list = <EmptyState message={homeMessages.empty} />;
      break;
    case 'noMatch':
      list = <EmptyState message={homeMessages.noMatch} />;
      break;
    default:
      list = home.showOnMap ? (
        <MapArea>
          <Suspense fallback={<LoadingState message={homeMessages.loading} />}>
            <HomeMap
              sites={home.shownSites}
              selectedSiteId={home.mapSiteId}
              onSelectSite={home.setMapSiteId}
              renderSiteCard={(site) => card(site, 'grid')}
            />
          </Suspense>
        </MapArea>
      ) : (
        <CardGrid aria-label="Your sites" layout={home.layout}>
          {home.shownSites.map((site) => (
            <li key={site.siteId}>
              <Suspense fallback={null}>{card(site, home.layout)}</Suspense>
            </li>
          ))}
        </CardGrid>
      );
  }

  return (
    <Page
      header={
        <ProfileLogoHeader
          productName="WattWise"
          onLogoPress={() => navigate('/')}
          accountMenu={account.groups}
          onAccountAction={account.onAction}
        />
      }
      title="Your sites"
      titleActions={
        <>
          {/* Users with many sites see them together on the estate page. */}
          <ButtonLink href={buildPath('estate')} onNavigate={navigate}>
            {homeMessages.estate}
          </ButtonLink>
          <NewSiteMenu />
        </>
      }
    >
      <title>Your sites · WattWise</title>
      {/* Boundaries of their own (each card too): when the server rendered this screen, the browser
          takes its markup over one boundary at a time, in short tasks, not all in one long task
          (React hydrates each Suspense boundary in a pass of its own; docs/adr/0019). Nothing in
          them suspends: the fallback is never shown. */}
      <Suspense fallback={null}>
        <SiteListToolbar
          search={home.search}
          onSearchChange={home.setSearch}
          sortKey={home.sortKey}
          sortDirection={home.sortDirection}
          onSortChange={home.setSort}
          filters={home.filters}
          onFiltersChange={home.setFilters}
          buildingTypes={home.typeChoices}
          buildingTypeLabel={home.typeLabel}
          layout={home.layout}
          onLayoutChange={home.setLayout}
          showOnMap={home.showOnMap}
          onShowOnMapChange={home.setShowOnMap}
        />
      </Suspense>
      {list}
      {profile.dialog}
      {toDelete ? (
        <Suspense fallback={null}>
          <DeleteSiteDialog
            siteName={toDelete.buildingName}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setToDelete(null);
            }}
            isPending={isPending}
            onDelete={() => {
              void deleteSite(toDelete.siteId).then((error) => {
                if (error) showToast(deleteSiteFailedToast());
                else setToDelete(null);
              });
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
