import { useBuildingdataBuildingTypes, useUserSiteList, type SiteSummary } from '@wattwise/api';
import {
  DEFAULT_SITE_SORT,
  filterSites,
  searchSites,
  sortSites,
  type SiteFilters,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import type { SiteLayout } from '@wattwise/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSignInWhenUnauthorized } from '../../platform/auth/useSignInWhenUnauthorized';

const noSites: readonly SiteSummary[] = [];

/** What the home list shows: loading, error, no sites, no match, or the sites. */
type HomeListState = 'loading' | 'error' | 'empty' | 'noMatch' | 'sites';

/**
 * Home state (spec shell §2 "Home"): the user's sites, search (a 36-character site id selects
 * that site), filters and sort from packages/domain, grid or list, and the map view.
 */
export function useHome() {
  const [address] = useSearchParams();
  const liveList = useUserSiteList();
  useSignInWhenUnauthorized(liveList.error);
  // The cards render as a deferred (interruptible) pass when the list arrives, not in one long
  // task that blocks a slow phone's main thread.
  const siteList = useDeferredValue(
    useMemo(
      () => ({ data: liveList.data, error: liveList.error, isLoading: liveList.isLoading }),
      [liveList.data, liveList.error, liveList.isLoading],
    ),
  );
  const buildingTypes = useBuildingdataBuildingTypes({
    query: { hidden: address.get('hiddenBuildingTypes') === 'true' },
  });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<SiteFilters>({});
  const [sortKey, setSortKey] = useState<SiteSortKey>(DEFAULT_SITE_SORT.key);
  const [sortDirection, setSortDirection] = useState<SortDirection>(DEFAULT_SITE_SORT.direction);
  const [layout, setLayout] = useState<SiteLayout>('grid');
  const [showOnMap, setShowOnMap] = useState(false);
  const [mapSiteId, setMapSiteId] = useState<string | null>(null);

  const allSites = siteList.data ?? noSites;
  const found = useMemo(() => searchSites(allSites, search), [allSites, search]);
  const shownSites = useMemo(
    () => sortSites(filterSites(found.matches, filters), sortKey, sortDirection),
    [found.matches, filters, sortKey, sortDirection],
  );
  const typeLabels = useMemo(() => buildingTypes.data ?? {}, [buildingTypes.data]);
  // The building types of the user's own sites, so no choice can only empty the list.
  const typeChoices = useMemo(
    () => [...new Set(allSites.map((site) => site.buildingType))].sort(),
    [allSites],
  );

  let state: HomeListState = 'sites';
  if (siteList.error) state = 'error';
  else if (siteList.isLoading) state = 'loading';
  else if (allSites.length === 0) state = 'empty';
  else if (shownSites.length === 0) state = 'noMatch';

  return {
    state,
    allSites,
    shownSites,
    /** The site a 36-character id picked directly, if any. */
    selectedSite: found.selected,
    search,
    setSearch,
    filters,
    setFilters,
    sortKey,
    sortDirection,
    setSort: (key: SiteSortKey, direction: SortDirection) => {
      setSortKey(key);
      setSortDirection(direction);
    },
    layout: showOnMap ? ('grid' as const) : layout,
    setLayout,
    showOnMap,
    setShowOnMap: (show: boolean) => {
      setShowOnMap(show);
      if (!show) setMapSiteId(null);
    },
    mapSiteId,
    setMapSiteId,
    typeChoices,
    typeLabel: (type: string) => typeLabels[type] ?? type,
  };
}
