import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Marker, Popup } from 'react-map-gl/maplibre';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '../BaseMap/BaseMap';
import type { MapView } from '../BaseMap/BaseMap';
import { mapDefaults, TRAFFIC_LIGHT_SWATCHES } from '../mapSpec';
import type { EnergyLevel } from '../mapSpec';
import * as styles from './SiteMap.css';
import { isPinInView } from './pinInView';

export interface MapSite {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  /** Energy usage of the site, shown as the pin's colour and its text label. */
  energyUsage: EnergyLevel;
  address?: string;
}

export interface SiteMapProps {
  sites: readonly MapSite[];
  /** The site whose card is open; null when none. */
  selectedSiteId: string | null;
  /** Called with the pressed pin's site, and with null when the card closes. */
  onSelectSite: (siteId: string | null) => void;
  /** Extra content of the site card (buttons to open the site, etc.). */
  renderSiteCard?: (site: MapSite) => ReactNode;
  styleUrl?: string;
  initialView?: MapView;
  preserveDrawingBuffer?: boolean;
  label?: string;
}

/** The default view: near the UK at zoom 5.5 (shell-home-sites-registration §2, 2026). */
export const siteMapDefaultView: MapView = {
  ...mapDefaults.centre,
  zoom: mapDefaults.zoom,
};

/** Sites as pins coloured and labelled by energy usage, with a card for the selected site. */
export function SiteMap({
  sites,
  selectedSiteId,
  onSelectSite,
  renderSiteCard,
  styleUrl,
  initialView = siteMapDefaultView,
  preserveDrawingBuffer,
  label = 'Map of your sites',
}: SiteMapProps) {
  const selected = sites.find((site) => site.id === selectedSiteId);
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const firstMove = useRef(true);
  // The selected site's card must be on screen: on a phone the initial view may leave its pin
  // outside the map, so centre on it (only when it is not comfortably in view already).
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !selected) return;
    const point = map.project([selected.longitude, selected.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    if (isPinInView(point, { width: clientWidth, height: clientHeight })) return;
    const center: [number, number] = [selected.longitude, selected.latitude];
    if (firstMove.current) map.jumpTo({ center });
    else map.easeTo({ center });
    firstMove.current = false;
  }, [loaded, selected]);
  return (
    <BaseMap
      label={label}
      styleUrl={styleUrl}
      initialView={initialView}
      preserveDrawingBuffer={preserveDrawingBuffer}
      mapRef={mapRef}
      onLoad={() => setLoaded(true)}
    >
      {sites.map((site) => (
        <Marker key={site.id} longitude={site.longitude} latitude={site.latitude} anchor="bottom">
          <button
            type="button"
            className={styles.pin[site.energyUsage]}
            aria-pressed={site.id === selectedSiteId}
            aria-label={`${site.name}: energy usage ${TRAFFIC_LIGHT_SWATCHES[site.energyUsage].label}`}
            onClick={(event) => {
              event.stopPropagation();
              onSelectSite(site.id);
            }}
          >
            <span className={styles.pinDot} aria-hidden />
            {TRAFFIC_LIGHT_SWATCHES[site.energyUsage].label}
          </button>
        </Marker>
      ))}
      {selected && (
        <Popup
          longitude={selected.longitude}
          latitude={selected.latitude}
          offset={12}
          closeOnClick={false}
          onClose={() => onSelectSite(null)}
        >
          <section className={styles.card} aria-label={`Site ${selected.name}`}>
            <h3 className={styles.cardTitle}>{selected.name}</h3>
            {selected.address && <p className={styles.cardMuted}>{selected.address}</p>}
            <p className={styles.cardMuted}>
              Energy usage: <strong>{TRAFFIC_LIGHT_SWATCHES[selected.energyUsage].label}</strong>
            </p>
            {renderSiteCard?.(selected)}
          </section>
        </Popup>
      )}
    </BaseMap>
  );
}
