import { useUserMapsummary, type SiteSummary } from '@wattwise/api';
import { SiteMap, type MapSite } from '@wattwise/maps';
import '@wattwise/maps/style.css';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

export interface HomeMapProps {
  /** The sites the list would show (search and filters applied): only these get pins. */
  sites: readonly SiteSummary[];
  selectedSiteId: string | null;
  onSelectSite: (siteId: string | null) => void;
  renderSiteCard: (site: SiteSummary) => ReactNode;
}

/**
 * 'Show on map' (spec shell §2 "Home"): pins from GET /api/user/mapsummary coloured and labelled
 * low/ok/high, the site card in a popup; closing it clears the selection. Loaded only when shown,
 * so maplibre never reaches the list's bundle.
 */
export default function HomeMap({
  sites,
  selectedSiteId,
  onSelectSite,
  renderSiteCard,
}: HomeMapProps) {
  const summary = useUserMapsummary({ query: {} });
  const byId = useMemo(() => new Map(sites.map((site) => [site.siteId, site])), [sites]);
  const pins: MapSite[] = useMemo(
    () =>
      (summary.data?.data ?? []).flatMap((pin) =>
        // A site without an energy usage result has no colour to show: it stays in the list only.
        byId.has(pin.siteId) && pin.energyUsage
          ? [
              {
                id: pin.siteId,
                name: pin.buildingName,
                longitude: pin.centreCoordinate[0],
                latitude: pin.centreCoordinate[1],
                energyUsage: pin.energyUsage,
              },
            ]
          : [],
      ),
    [summary.data, byId],
  );
  return (
    <SiteMap
      sites={pins}
      selectedSiteId={selectedSiteId}
      onSelectSite={onSelectSite}
      renderSiteCard={(pin) => {
        const site = byId.get(pin.id);
        return site ? renderSiteCard(site) : null;
      }}
    />
  );
}
