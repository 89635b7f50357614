import { useEffect, useRef } from 'react';
import { Marker, Popup } from 'react-map-gl/maplibre';
import { siteClusterLabel, siteClusterMessages, siteClusterText } from '@wattwise/domain';
import { TRAFFIC_LIGHT_SWATCHES } from '../mapSpec';
import type { MapSite } from './SiteMap';
import * as styles from './SiteMap.css';

function energyUsageLabel(site: MapSite): string {
  return TRAFFIC_LIGHT_SWATCHES[site.energyUsage].label;
}

/** One site's pin: coloured and labelled by its energy usage. */
export function SitePin({
  site,
  isSelected,
  onSelect,
}: {
  site: MapSite;
  isSelected: boolean;
  onSelect: (siteId: string) => void;
}) {
  return (
    <Marker longitude={site.longitude} latitude={site.latitude} anchor="bottom">
      <button
        type="button"
        className={styles.pin[site.energyUsage]}
        aria-pressed={isSelected}
        aria-label={`${site.name}: energy usage ${energyUsageLabel(site)}`}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(site.id);
        }}
      >
        <span className={styles.pinDot} aria-hidden />
        {energyUsageLabel(site)}
      </button>
    </Marker>
  );
}

/** Where a group's pin stands: the middle of its sites. */
function clusterCentre(sites: readonly MapSite[]): { longitude: number; latitude: number } {
  const mean = (pick: (s: MapSite) => number) =>
    sites.reduce((sum, s) => sum + pick(s), 0) / sites.length;
  return { longitude: mean((s) => s.longitude), latitude: mean((s) => s.latitude) };
}

/**
 * Sites whose pins would overlap, as one pin with their count ('7 sites'); its name gives their
 * energy usage, and pressing it opens the list of them.
 */
export function ClusterPin({
  id,
  sites,
  isOpen,
  onOpenChange,
}: {
  id: string;
  sites: readonly MapSite[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Marker {...clusterCentre(sites)} anchor="bottom">
      <button
        type="button"
        id={`cluster-${id}`}
        className={styles.clusterPin}
        aria-expanded={isOpen}
        aria-label={siteClusterLabel(sites.map((s) => s.energyUsage))}
        onClick={(event) => {
          event.stopPropagation();
          onOpenChange(!isOpen);
        }}
      >
        <span className={styles.clusterDots} aria-hidden>
          {sites.slice(0, 3).map((s) => (
            <span key={s.id} className={styles.clusterDot[s.energyUsage]} />
          ))}
        </span>
        {siteClusterText(sites.length)}
      </button>
    </Marker>
  );
}

/**
 * The list of a group's sites, opened from its pin: each site is a button that selects it (its
 * card opens). Focus moves into the list when it opens and back to the pin when Escape closes it.
 */
export function ClusterList({
  id,
  sites,
  onSelect,
  onClose,
}: {
  id: string;
  sites: readonly MapSite[];
  onSelect: (siteId: string) => void;
  onClose: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, []);
  const close = () => {
    onClose();
    document.getElementById(`cluster-${id}`)?.focus();
  };
  return (
    <Popup {...clusterCentre(sites)} offset={28} closeOnClick={false} onClose={onClose}>
      <section
        className={styles.card}
        aria-label={siteClusterMessages.listTitle}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h3 className={styles.cardTitle}>{siteClusterMessages.listTitle}</h3>
        <ul ref={list} className={styles.clusterList}>
          {sites.map((site) => (
            <li key={site.id}>
              <button
                type="button"
                className={styles.clusterItem}
                aria-label={`${site.name}: energy usage ${energyUsageLabel(site)}`}
                onClick={() => onSelect(site.id)}
              >
                <span className={styles.clusterDot[site.energyUsage]} aria-hidden />
                <span className={styles.clusterItemName}>{site.name}</span>
                <span className={styles.cardMuted} aria-hidden>
                  {energyUsageLabel(site)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Popup>
  );
}
