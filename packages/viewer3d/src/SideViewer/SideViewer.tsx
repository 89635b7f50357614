import { useCallback, useState } from 'react';
import { FragmentsViewer, type FragmentsLoader } from '../FragmentsViewer/FragmentsViewer';
import { GlobeViewer, type GlobeBuilding, type GlobeLand } from '../GlobeViewer/GlobeViewer';
import { PhotoViewer } from '../PhotoViewer/PhotoViewer';
import { ViewerModeToggle } from '../ViewerModeToggle/ViewerModeToggle';
import type { ViewerMode } from '../viewerSpec';
import { AssetErrorBoundary } from './AssetErrorBoundary';
import * as styles from './SideViewer.css';
import { usePhotoPreflight } from './usePhotoPreflight';

export interface SideViewerProps {
  /** Where Cesium's static files are served (see GlobeViewer). */
  cesiumBaseUrl: string;
  /** Where the globe looks: the selected building, or the site. */
  site: { longitude: number; latitude: number };
  /** The site's buildings, extruded on the globe and coloured by energy usage. Keep it memoised. */
  buildings: readonly GlobeBuilding[];
  /** The buildings around the site, drawn in grey (see GlobeViewer). Keep it memoised. */
  neighbours?: readonly GlobeBuilding[];
  /** The offline base map's land (see GlobeViewer). */
  land?: GlobeLand;
  /** URL of the shown node's frag model; without one the model mode is not offered. */
  fragUrl?: string | null;
  /** URL of the shown node's 360 photo; without one the photo mode is not offered. */
  photoUrl?: string | null;
  /** The mode shown first (spec analysis §2.10: cesium, ifc, photo). */
  defaultMode?: ViewerMode;
  onModeChange?: (mode: ViewerMode) => void;
  /** Told when an asset fails to load; the viewer itself falls back to the globe quietly. */
  onAssetFailed?: (url: string, error: unknown) => void;
  onGlobeReady?: () => void;
  loadFragments?: FragmentsLoader;
  preserveDrawingBuffer?: boolean;
}

/**
 * The Optimise side viewer (spec analysis §2.10): the 3D globe with the site's buildings, the
 * node's model or its 360 photo, and the toggle between them. A mode whose asset is missing is
 * disabled; one whose asset fails to load (a 404) is disabled too and the globe shows instead,
 * without an error message. Every viewer loads its library lazily.
 */
export function SideViewer({
  cesiumBaseUrl,
  site,
  buildings,
  neighbours,
  land,
  fragUrl,
  photoUrl,
  defaultMode = 'cesium',
  onModeChange,
  onAssetFailed,
  onGlobeReady,
  loadFragments,
  preserveDrawingBuffer,
}: SideViewerProps) {
  const [chosen, setChosen] = useState<ViewerMode>(defaultMode);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const usable = (url: string | null | undefined): url is string =>
    Boolean(url) && !failed.has(url!);
  const disabledModes: ViewerMode[] = [
    ...(usable(fragUrl) ? [] : (['ifc'] as const)),
    ...(usable(photoUrl) ? [] : (['photo'] as const)),
  ];
  const mode = disabledModes.includes(chosen) ? 'cesium' : chosen;

  const markFailed = useCallback(
    (url: string, error: unknown) => {
      setFailed((old) => new Set(old).add(url));
      onAssetFailed?.(url, error);
    },
    [onAssetFailed],
  );
  const onFragFailed = useCallback(
    (error: unknown) => fragUrl && markFailed(fragUrl, error),
    [fragUrl, markFailed],
  );
  // The photo is asked for once it is the shown mode; the WebGL viewer mounts when it has loaded.
  const photo = usePhotoPreflight(mode === 'photo' && photoUrl ? photoUrl : null, markFailed);
  const extras = preserveDrawingBuffer === undefined ? {} : { preserveDrawingBuffer };

  return (
    <div className={styles.panel} data-viewer-mode={mode}>
      <ViewerModeToggle
        mode={mode}
        disabledModes={disabledModes}
        onModeChange={(next) => {
          setChosen(next);
          onModeChange?.(next);
        }}
      />
      <div className={styles.view}>
        {mode === 'cesium' ? (
          <GlobeViewer
            cesiumBaseUrl={cesiumBaseUrl}
            site={site}
            buildings={buildings}
            {...(neighbours ? { neighbours } : {})}
            {...(land ? { land } : {})}
            {...(onGlobeReady ? { onReady: onGlobeReady } : {})}
            {...extras}
          />
        ) : null}
        {mode === 'ifc' && fragUrl ? (
          <FragmentsViewer
            key={fragUrl}
            fragUrl={fragUrl}
            onLoadFailed={onFragFailed}
            {...(loadFragments ? { loadFragments } : {})}
            {...extras}
          />
        ) : null}
        {mode === 'photo' && photoUrl && photo === 'loaded' ? (
          <AssetErrorBoundary key={photoUrl} onError={(error) => markFailed(photoUrl, error)}>
            <PhotoViewer photoUrl={photoUrl} {...extras} />
          </AssetErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
