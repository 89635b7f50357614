import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '../BaseMap/BaseMap';
import type { MapView } from '../BaseMap/BaseMap';
import { mapDefaults, TRAFFIC_LIGHT_SWATCHES } from '../mapSpec';
import type { EnergyLevel } from '../mapSpec';
import * as styles from './SiteMap.css';
import { clusterPins } from './pinClusters';
import { isPinInView } from './pinInView';
import { ClusterList, ClusterPin, SitePin } from './SitePins';

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
  /** The map's frame (the region holding the map). */
  ref?: Ref<HTMLDivElement>;
}

/** The default view: near the UK at zoom 5.5 (shell-home-sites-registration §2, 2026). */
export const siteMapDefaultView: MapView = {
  ...mapDefaults.centre,
  zoom: mapDefaults.zoom,
};

/** Groups of sites whose pins overlap at the map's current zoom (one group per pin). */
function useSiteGroups(map: MapRef | null, loaded: boolean, sites: readonly MapSite[]) {
  const [groups, setGroups] = useState<string[][] | null>(null);
  const regroup = useCallback(() => {
    if (!map) return;
    setGroups(
      clusterPins(
        sites.map((site) => ({ id: site.id, ...map.project([site.longitude, site.latitude]) })),
      ),
    );
  }, [map, sites]);
  useEffect(() => {
    if (loaded) regroup();
  }, [loaded, regroup]);
  return { groups: groups ?? sites.map((s) => [s.id]), regroup };
}

/**
 * Sites as pins coloured and labelled by energy usage, with a card for the selected site. Pins
 * that would overlap at the current zoom (sites at one address, or a city's sites seen UK-wide)
 * show as one pin with their count, whose list opens on press; all of it works by keyboard.
 */
export function SiteMap({
  sites,
  selectedSiteId,
  onSelectSite,
  renderSiteCard,
  styleUrl,
  initialView = siteMapDefaultView,
  preserveDrawingBuffer,
  label = 'Map of your sites',
  ref,
}: SiteMapProps) {
  const selected = sites.find((site) => site.id === selectedSiteId);
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const firstMove = useRef(true);
  const { groups, regroup } = useSiteGroups(loaded ? mapRef.current : null, loaded, sites);
  const byId = useMemo(() => new Map(sites.map((s) => [s.id, s])), [sites]);
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
  const select = (siteId: string) => {
    setOpenGroup(null);
    onSelectSite(siteId);
  };
  return (
    <BaseMap
      ref={ref}
      label={label}
      styleUrl={styleUrl}
      initialView={initialView}
      preserveDrawingBuffer={preserveDrawingBuffer}
      mapRef={mapRef}
      onLoad={() => setLoaded(true)}
      onMoveEnd={() => {
        setOpenGroup(null);
        regroup();
      }}
    >
      {groups.map((ids) => {
        const members = ids.map((id) => byId.get(id)!);
        const id = ids[0]!;
        if (members.length === 1)
          return (
            <SitePin
              key={id}
              site={members[0]!}
              isSelected={id === selectedSiteId}
              onSelect={select}
            />
          );
        return (
          <ClusterPin
            key={id}
            id={id}
            sites={members}
            isOpen={openGroup === id}
            onOpenChange={(open) => setOpenGroup(open ? id : null)}
          />
        );
      })}
      {openGroup && groups.some((ids) => ids[0] === openGroup) ? (
        <ClusterList
          id={openGroup}
          sites={groups.find((ids) => ids[0] === openGroup)!.map((id) => byId.get(id)!)}
          onSelect={select}
          onClose={() => setOpenGroup(null)}
        />
      ) : null}
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
