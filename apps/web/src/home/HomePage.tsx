import { useBuildingdataBuildingTypes, useUserSiteList, type SiteSummary } from '@wattwise/api';
import {
  DEFAULT_SITE_SORT,
  homeMessages,
  buildPath,
  searchSites,
  siteBadge,
  siteCardTarget,
  sortSites,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { AppHeader } from '../shell/AppHeader';
import { NewSiteMenu } from './NewSiteMenu';
import { SiteCard } from './SiteCard';
import { SiteListStates } from './SiteListStates';
import { SortControls } from './SortControls';
import { WithApiClient } from '../api/WithApiClient';

const noSites: readonly SiteSummary[] = [];

/** Home: the signed-in user's sites with search and sort (spec shell §2 "Home"). */
function Home() {
  const { supportEmail } = useRuntimeConfig();
  const [addressQuery] = useSearchParams();
  const siteList = useUserSiteList();
  const buildingTypes = useBuildingdataBuildingTypes({
    query: { hidden: addressQuery.get('hiddenBuildingTypes') === 'true' },
  });
  const [query, setQuery] = useState('');
  const [sortKey, setSortKey] = useState<SiteSortKey>(DEFAULT_SITE_SORT.key);
  const [direction, setDirection] = useState<SortDirection>(DEFAULT_SITE_SORT.direction);
  const searchId = useId();

  const allSites = siteList.data ?? noSites;
  const shownSites = useMemo(
    () => sortSites(searchSites(allSites, query).matches, sortKey, direction),
    [allSites, query, sortKey, direction],
  );
  const typeLabels = buildingTypes.data ?? {};

  return (
    <>
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
