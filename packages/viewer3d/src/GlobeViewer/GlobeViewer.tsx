import { lazy, Suspense } from 'react';
import * as frame from '../viewerFrame.css';
import type { TrafficLight } from '../viewerSpec';

const GlobeScene = lazy(() => import('./GlobeScene'));

/** A building of the site: its outline (outer ring, lon/lat) and optional energy usage. */
export interface GlobeBuilding {
  id: string;
  outline: ReadonlyArray<readonly [number, number]>;
  energyUsage?: TrafficLight;
  /** Height in metres; the spec's building extrusion (16) when absent. */
  heightM?: number;
}

export interface GlobeViewerProps {
  /**
   * URL where Cesium's static files (Build/Cesium: Workers, Assets, ThirdParty, Widgets) are
   * served; the globe's imagery is the Natural Earth II bundled there, so no network or Ion
   * token is needed (STACK-NOTES T6).
   */
  cesiumBaseUrl: string;
  site: { longitude: number; latitude: number };
  buildings: readonly GlobeBuilding[];
  /** Called once the globe has drawn the site. */
  onReady?: () => void;
  preserveDrawingBuffer?: boolean;
  label?: string;
}

/** The 'cesium' display mode: a globe with the site's buildings extruded; cesium loads lazily. */
export function GlobeViewer(props: GlobeViewerProps) {
  return (
    <div className={frame.frame} role="img" aria-label={props.label ?? '3D globe of the site'}>
      <Suspense fallback={<p className={frame.loading}>Loading the globe…</p>}>
        <GlobeScene {...props} />
      </Suspense>
    </div>
  );
}
