import 'maplibre-gl/dist/maplibre-gl.css';
import { useMemo, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import Map from 'react-map-gl/maplibre';
import type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { loadMapLibre } from '../mapLibrary';
import { offlineBaseStyle } from '../offlineStyle/offlineBaseStyle';
import * as styles from './BaseMap.css';
import { StaticBaseMap } from './StaticBaseMap';

/** Attribution the bundled OpenStreetMap outlines require (ODbL 1.0). */
export const openStreetMapAttribution = '© OpenStreetMap contributors';

export interface MapView {
  longitude: number;
  latitude: number;
  zoom: number;
  pitch?: number;
  bearing?: number;
}

export interface BaseMapProps {
  /** Any MapLibre style URL for production; the bundled offline style when absent. */
  styleUrl?: string;
  /** Name of the map for assistive technology. */
  label: string;
  initialView?: MapView;
  /** Controlled view; pair with onMove. */
  view?: MapView;
  onMove?: (event: ViewStateChangeEvent) => void;
  onMoveEnd?: (event: ViewStateChangeEvent) => void;
  onClick?: (event: MapLayerMouseEvent) => void;
  interactiveLayerIds?: string[];
  /** Keep the drawing buffer so tests can read pixels (STACK-NOTES, WebGL in headless Chromium). */
  preserveDrawingBuffer?: boolean;
  onLoad?: () => void;
  mapRef?: Ref<MapRef>;
  minZoom?: number;
  maxZoom?: number;
  children?: ReactNode;
  /** The frame around the map (the region assistive technology names). */
  ref?: Ref<HTMLDivElement>;
  /**
   * Whether MapLibre runs (true by default). While false, and until MapLibre has drawn, the frame
   * shows the offline base map drawn as SVG at `initialView` (StaticBaseMap), and MapLibre's code
   * is not loaded: a page whose first view is a map starts MapLibre when the visitor first acts on
   * the page (EnergySavingMap; docs/adr/0026).
   */
  start?: boolean;
}

/** The MapLibre map every component of this package draws on, loading maplibre lazily. */
export function BaseMap({
  styleUrl,
  label,
  initialView,
  start = true,
  onLoad,
  children,
  ref,
  ...mapProps
}: BaseMapProps) {
  // A map that waits to start draws the static view until MapLibre has drawn over it.
  const [deferred] = useState(!start);
  const [drawn, setDrawn] = useState(false);
  return (
    <div ref={ref} className={styles.frame} role="region" aria-label={label}>
      {deferred && !drawn && !styleUrl && initialView ? <StaticBaseMap view={initialView} /> : null}
      {start ? (
        <LiveMap
          {...mapProps}
          styleUrl={styleUrl}
          initialView={initialView}
          onLoad={() => {
            setDrawn(true);
            onLoad?.();
          }}
        >
          {children}
        </LiveMap>
      ) : null}
    </div>
  );
}

/** MapLibre itself (react-map-gl), in BaseMap's frame. */
function LiveMap({
  styleUrl,
  initialView,
  view,
  onMove,
  onMoveEnd,
  onClick,
  interactiveLayerIds,
  preserveDrawingBuffer = false,
  onLoad,
  mapRef,
  minZoom,
  maxZoom,
  children,
}: Omit<BaseMapProps, 'label' | 'ref' | 'start'>) {
  const mapLib = useMemo(() => loadMapLibre(), []);
  return (
    <Map
      ref={mapRef}
      mapLib={mapLib}
      mapStyle={styleUrl ?? offlineBaseStyle}
      initialViewState={initialView}
      {...(view ?? {})}
      onMove={onMove}
      onMoveEnd={onMoveEnd}
      onClick={onClick}
      onLoad={onLoad}
      interactiveLayerIds={interactiveLayerIds}
      canvasContextAttributes={{ preserveDrawingBuffer }}
      attributionControl={{ compact: false, customAttribution: openStreetMapAttribution }}
      minZoom={minZoom}
      maxZoom={maxZoom}
      style={{ position: 'absolute', inset: 0 }}
    >
      {children}
    </Map>
  );
}
