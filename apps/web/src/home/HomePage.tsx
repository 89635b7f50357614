import { useBuildingdataBuildingTypes, useUserSiteList, type SiteSummary } from '@wattwise/api';
import {
  DEFAULT_SITE_SORT,
  filterSites,
  homeMessages,
  buildPath,
  searchSites,
  siteBadge,
  siteCardTarget,
  sortSites,
  type SiteFilters,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { AppHeader } from '../shell/AppHeader';
import { NewSiteMenu } from './NewSiteMenu';
import { SiteCard } from './SiteCard';
import { SiteFilterControls } from './SiteFilterControls';
import { SiteListStates } from './SiteListStates';
import { SortControls } from './SortControls';
import { WithApiClient } from '../api/WithApiClient';
import { useSignInWhenUnauthorized } from '../auth/useSignInWhenUnauthorized';

const noSites: readonly SiteSummary[] = [];

/** Home: the signed-in user's sites with search and sort (spec shell §2 "Home"). */
function Home() {
  const { supportEmail } = useRuntimeConfig();
  const [addressQuery] = useSearchParams();
  const siteList = useUserSiteList();
  useSignInWhenUnauthorized(siteList.error);
  const buildingTypes = useBuildingdataBuildingTypes({
    query: { hidden: addressQuery.get('hiddenBuildingTypes') === 'true' },
  });
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SiteFilters>({});
  const [sortKey, setSortKey] = useState<SiteSortKey>(DEFAULT_SITE_SORT.key);
  const [direction, setDirection] = useState<SortDirection>(DEFAULT_SITE_SORT.direction);
  const searchId = useId();

  const allSites = siteList.data ?? noSites;
  const shownSites = useMemo(
    () => sortSites(filterSites(searchSites(allSites, query).matches, filters), sortKey, direction),
    [allSites, query, filters, sortKey, direction],
  );
  const typeLabels = useMemo(() => buildingTypes.data ?? {}, [buildingTypes.data]);
  // Offer the building types of the user's own sites, so no choice can only empty the list.
  const typeChoices = useMemo(() => {
    const keys = [...new Set(allSites.map((site) => site.buildingType))];
    return keys
      .map((key) => [key, typeLabels[key] ?? key] as const)
      .sort((a, b) => a[1].localeCompare(b[1], 'en-GB'));
  }, [allSites, typeLabels]);

  return (
    <>
      <title>Your sites · WattWise</title>
      <AppHeader />
      <main className="page">
        <h1>Your sites</h1>
        <div className="home-toolbar">
          <NewSiteMenu predictRegistrationPath={buildPath('predict-site-registration')} />
          <div className="field">
            <label htmlFor={searchId}>Search</label>
            <input
              id={searchId}
              type="search"
              placeholder={homeMessages.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <SiteFilterControls filters={filters} buildingTypes={typeChoices} onChange={setFilters} />
          <SortControls
            sortKey={sortKey}
            direction={direction}
            onSortKeyChange={setSortKey}
            onDirectionChange={setDirection}
          />
        </div>
        <SiteListStates
          isLoading={siteList.isLoading}
          failed={siteList.error !== undefined}
          allSites={allSites}
          shownSites={shownSites}
          supportEmail={supportEmail}
        >
          <ul className="site-list" aria-label="Your sites">
            {shownSites.map((site) => (
              <li key={site.siteId}>
                <SiteCard
                  site={site}
                  buildingTypeLabel={typeLabels[site.buildingType] ?? site.buildingType}
                  badge={siteBadge(site)}
                  href={siteCardTarget(site)}
                />
              </li>
            ))}
          </ul>
        </SiteListStates>
      </main>
    </>
  );
}

export default function HomePage() {
  return (
    <WithApiClient>
      <Home />
    </WithApiClient>
  );
}
