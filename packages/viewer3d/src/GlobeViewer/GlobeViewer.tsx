import { lazy, Suspense } from 'react';
import { globeMessages } from '@wattwise/domain';
import * as frame from '../viewerFrame.css';
import type { TrafficLight } from '../viewerSpec';
import * as styles from './GlobeViewer.css';

const GlobeScene = lazy(() => import('./GlobeScene'));

/** One empty list, so that the scene's effect sees the same value on every render. */
const NONE: readonly never[] = [];

/** A building: its outline (outer ring, lon/lat) and optional energy usage. */
export interface GlobeBuilding {
  id: string;
  outline: ReadonlyArray<readonly [number, number]>;
  energyUsage?: TrafficLight;
  /** Height in metres; the spec's building extrusion (16) when absent. */
  heightM?: number;
}

/** Outer rings (lon/lat) of the land the globe draws: the offline base map's. */
export type GlobeLand = ReadonlyArray<ReadonlyArray<readonly [number, number]>>;

export interface GlobeViewerProps {
  /**
   * URL where Cesium's static files (Build/Cesium: Workers, Assets, ThirdParty, Widgets) are
   * served. The globe asks it for Cesium's workers only: it draws no imagery or terrain, so it
   * needs no network beyond the page's own server and no Ion token (STACK-NOTES T6).
   */
  cesiumBaseUrl: string;
  site: { longitude: number; latitude: number };
  /** The site's buildings, coloured by energy usage. */
  buildings: readonly GlobeBuilding[];
  /** The buildings around the site, from the outlines the server holds: drawn in grey. */
  neighbours?: readonly GlobeBuilding[];
  /** The land of the offline base map (the globe is water elsewhere). */
  land?: GlobeLand;
  /** Called once the globe has drawn the site. */
  onReady?: () => void;
  preserveDrawingBuffer?: boolean;
  label?: string;
}

/**
 * The 'cesium' display mode: a globe with the site's buildings extruded from their outlines on
 * the offline base map, their neighbours in grey, and a line that says what an offline globe does
 * not show (aerial imagery, terrain). Cesium loads lazily.
 */
export function GlobeViewer(props: GlobeViewerProps) {
  const neighbours = props.neighbours ?? NONE;
  return (
    <div className={frame.frame}>
      <div className={styles.scene} role="img" aria-label={props.label ?? '3D globe of the site'}>
        <Suspense fallback={<p className={frame.loading}>Loading the globe…</p>}>
          <GlobeScene {...props} neighbours={neighbours} land={props.land ?? NONE} />
        </Suspense>
      </div>
      <p className={styles.note}>
        {globeMessages.offline}
        {neighbours.length === 0 ? ` ${globeMessages.noNeighbours}` : ''}
      </p>
    </div>
  );
}
