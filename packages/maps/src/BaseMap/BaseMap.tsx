import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useState } from 'react';
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
   * Start MapLibre once the page is idle after its first paint, or at the first touch, press,
   * wheel or focus on the map if that comes sooner; until then (and until MapLibre has drawn) the
   * offline base map is drawn as SVG at `initialView` (StaticBaseMap). For a page whose first
   * paint is the map (the public energy map, docs/adr/0026): MapLibre's seconds of main-thread
   * work on a phone then come after the page is painted and usable. Otherwise MapLibre starts as
   * the map mounts.
   */
  startWhenIdle?: boolean;
}

/** Calls `start` when the browser is next idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(start: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 0);
  return () => window.clearTimeout(id);
}

/** The MapLibre map every component of this package draws on, loading maplibre lazily. */
export function BaseMap({
  styleUrl,
  label,
  initialView,
  startWhenIdle = false,
  onLoad,
  children,
  ref,
  ...mapProps
}: BaseMapProps) {
  const [started, setStarted] = useState(!startWhenIdle);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => (started ? undefined : whenIdle(() => setStarted(true), 2_000)), [started]);
  const start = started ? undefined : () => setStarted(true);
  return (
    <div
      ref={ref}
      className={styles.frame}
      role="region"
      aria-label={label}
      onPointerDown={start}
      onWheel={start}
      onFocus={start}
    >
      {startWhenIdle && !drawn && !styleUrl && initialView ? (
        <StaticBaseMap view={initialView} />
      ) : null}
      {started ? (
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
}: Omit<BaseMapProps, 'label' | 'ref' | 'startWhenIdle'>) {
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
