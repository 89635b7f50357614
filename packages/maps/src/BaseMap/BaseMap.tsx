import 'maplibre-gl/dist/maplibre-gl.css';
import { useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import Map from 'react-map-gl/maplibre';
import type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { loadMapLibre } from '../mapLibrary';
import { offlineBaseStyle } from '../offlineStyle/offlineBaseStyle';
import * as styles from './BaseMap.css';

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
}

/** The MapLibre map every component of this package draws on, loading maplibre lazily. */
export function BaseMap({
  styleUrl,
  label,
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
  ref,
}: BaseMapProps) {
  const mapLib = useMemo(() => loadMapLibre(), []);
  return (
    <div ref={ref} className={styles.frame} role="region" aria-label={label}>
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
    </div>
  );
}
