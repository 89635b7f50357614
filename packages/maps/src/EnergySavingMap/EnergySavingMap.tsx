import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { mergeRefs, visuallyHidden } from '@wattwise/ui';
import { BaseMap } from '../BaseMap/BaseMap';
import type { MapView } from '../BaseMap/BaseMap';
import { buildingId, buildingLabel, toBuildingOutline } from '../geometry/buildingOutlines';
import type { BuildingCollection } from '../geometry/buildingOutlines';
import { energyMapMessages, MAP, mapColours, mapDefaults, smallScreenQuery } from '../mapSpec';
import { buildingsToLookUp, scheduleOnMoveEnd } from './batchLookup';
import { BuildingPanel } from './BuildingPanel';
import type { MapCertificate } from './BuildingPanel';
import { buildingColourExpression, colourBuildings } from './buildingColours';
import type { BuildingEnergy, ColourMode } from './buildingColours';
import * as styles from './EnergySavingMap.css';
import { MapLegend } from './MapLegend';
import { ZoomSlider } from './ZoomSlider';

export interface EnergySavingMapProps {
  buildings: BuildingCollection;
  /** Known energy per building id (certificate band and/or estimated level). */
  buildingEnergy: Readonly<Record<string, BuildingEnergy>>;
  colourBy: ColourMode;
  selectedBuildingId: string | null;
  /** Called with the clicked building's id; with null on a second click or when the panel closes. */
  onSelectBuilding: (buildingId: string | null) => void;
  /** Ids of the visible buildings to look up, above zoom 16 and at most 1,000, after the map settles. */
  onBatchLookup?: (buildingIds: string[]) => void;
  /** Certificate of the selected building: null when it has none, undefined while looked up. */
  certificate?: MapCertificate | null;
  onFindOutMore?: (certificate: MapCertificate) => void;
  onPredictAccount?: () => void;
  /** Height of a building without a height tag, metres; 10 on the Predict map. */
  extrusionHeight?: number;
  initialView?: MapView;
  styleUrl?: string;
  preserveDrawingBuffer?: boolean;
  onLoad?: () => void;
  /** The underlying map, for apps that drive the camera (and for the bench). */
  mapRef?: RefObject<MapRef | null>;
  label?: string;
  /**
   * Called with the visible box [west, south, east, north] and zoom once the map settles
   * (debounced 333 ms, at most every 1,000 ms), so the app can fetch the buildings in view.
   */
  onViewChange?: (box: [number, number, number, number], zoom: number) => void;
  /** The bottom tray under the map (address search, colour mode, demo link): EnergyMapTray. */
  tray?: ReactNode;
  /** Fill the browser window's height (the public map page); otherwise the parent's height. */
  fillViewport?: boolean;
  /** The page's level-1 heading, for screen readers only (the map page has no visible title). */
  pageHeading?: string;
  /**
   * Start MapLibre when the visitor first acts on the map's page (points at it, touches it,
   * scrolls, or focuses anything on it, the search included), not as the map mounts. Until then
   * the first view is drawn without MapLibre, as MapLibre would draw it (BaseMap's StaticBaseMap):
   * for a page whose first paint is this map (the public map page; docs/adr/0026).
   */
  startOnFirstUse?: boolean;
  ref?: Ref<HTMLElement>;
}

const EXTRUSION_LAYER = 'energy-buildings';
const INTERACTIVE_LAYERS = [EXTRUSION_LAYER];
/**
 * Buildings are tiled up to zoom 16 and over-zoomed beyond (0.07 m precision at z16), so zooming
 * in does not re-tile 3,000 buildings in the worker at every step.
 */
const SOURCE_MAX_ZOOM = 16;

/**
 * The selected building's glow: a blurred purple line MAP.glowBufferM (2 m) wide on the ground.
 * Metres per pixel at zoom z (Web Mercator, MapLibre 512 px tiles) are
 * 78,272 × cos φ / 2^z; at the UK's 51.5° N that is 48,725 / 2^z, so 2 m is 2^z / 24,362 px.
 */
const GLOW_PX_AT_ZOOM_0 = MAP.glowBufferM / 48_725;
const glowPaint = {
  'line-color': mapColours.selected,
  'line-width': [
    'interpolate',
    ['exponential', 2],
    ['zoom'],
    0,
    GLOW_PX_AT_ZOOM_0,
    22,
    GLOW_PX_AT_ZOOM_0 * 2 ** 22,
  ],
  'line-blur': [
    'interpolate',
    ['exponential', 2],
    ['zoom'],
    0,
    GLOW_PX_AT_ZOOM_0 / 2,
    22,
    (GLOW_PX_AT_ZOOM_0 * 2 ** 22) / 2,
  ],
} as never;

export const energyMapDefaultView: MapView = {
  ...mapDefaults.centre,
  zoom: mapDefaults.zoom,
  pitch: mapDefaults.pitch,
};

/** The public energy map: buildings extruded and coloured by EPC band or estimated performance. */
export function EnergySavingMap({
  buildings,
  buildingEnergy,
  colourBy,
  selectedBuildingId,
  onSelectBuilding,
  onBatchLookup,
  certificate,
  onFindOutMore = () => undefined,
  onPredictAccount = () => undefined,
  extrusionHeight = mapDefaults.predictExtrusionHeight,
  initialView = energyMapDefaultView,
  styleUrl,
  preserveDrawingBuffer,
  onLoad,
  mapRef: outerMapRef,
  label = 'Energy saving map',
  onViewChange,
  tray,
  fillViewport = false,
  pageHeading,
  startOnFirstUse = false,
  ref,
}: EnergySavingMapProps) {
  const [wanted, setWanted] = useState(!startOnFirstUse);
  const want = wanted ? undefined : () => setWanted(true);
  // The visitor may act before the page's code has taken over the server's page (pointing at the
  // map, focusing or typing in the search): no event comes for that, so on taking over the map
  // starts at once if the pointer is already over it, focus is already in it, or text is typed.
  const section = useRef<HTMLElement | null>(null);
  const sectionRef = mergeRefs(section, ref);
  useEffect(() => {
    const element = section.current;
    if (wanted || !element) return;
    const acted =
      element.matches(':hover') ||
      element.contains(document.activeElement) ||
      [...element.querySelectorAll('input')].some((input) => input.value !== '');
    if (acted) setWanted(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, []);
  const ownMapRef = useRef<MapRef>(null);
  const mapRef = outerMapRef ?? ownMapRef;
  const [zoom, setZoom] = useState(initialView.zoom);
  const coloured = useMemo(
    () => colourBuildings(buildings, buildingEnergy, colourBy),
    [buildings, buildingEnergy, colourBy],
  );

  const lookUpRef = useRef(onBatchLookup);
  const viewRef = useRef(onViewChange);
  useEffect(() => {
    lookUpRef.current = onBatchLookup;
    viewRef.current = onViewChange;
  }, [onBatchLookup, onViewChange]);
  const scheduler = useMemo(
    () =>
      scheduleOnMoveEnd(() => {
        const map = mapRef.current;
        if (!map) return;
        if (viewRef.current) {
          const bounds = map.getBounds();
          viewRef.current(
            [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
            map.getZoom(),
          );
        }
        if (!lookUpRef.current) return;
        const visible = map.queryRenderedFeatures({ layers: [EXTRUSION_LAYER] }).map(buildingId);
        const ids = buildingsToLookUp(map.getZoom(), visible);
        if (ids) lookUpRef.current(ids);
      }),
    [mapRef],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  // New buildings (fetched for the view that just settled) are looked up once they are drawn.
  useEffect(() => {
    if (buildings.features.length > 0) scheduler.moveEnded();
  }, [buildings, scheduler]);

  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const id = buildingId(feature);
    if (id === selectedBuildingId) {
      onSelectBuilding(null);
      return;
    }
    onSelectBuilding(id);
    const small =
      typeof window.matchMedia === 'function' && window.matchMedia(smallScreenQuery).matches;
    const map = mapRef.current;
    map?.flyTo({
      center: event.lngLat,
      zoom: small ? mapDefaults.zoomOnSelectSmallScreen : mapDefaults.zoomOnSelect,
      // On phones the building panel covers the lower part of the map: bring the building to a
      // third of the way down, between the banner and the panel, rather than under the panel.
      offset: small ? [0, -map.getContainer().clientHeight / 6] : [0, 0],
    });
  };

  const paint = useMemo(
    () => ({
      'fill-extrusion-color': buildingColourExpression(selectedBuildingId) as never,
      'fill-extrusion-height': [
        'case',
        ['has', 'height'],
        ['to-number', ['get', 'height'], extrusionHeight],
        extrusionHeight,
      ] as never,
      // opaque and without the vertical gradient: one cheap pass on software WebGL (see bench/)
      'fill-extrusion-opacity': 1,
      'fill-extrusion-vertical-gradient': false,
    }),
    [selectedBuildingId, extrusionHeight],
  );

  const selected = useMemo(() => {
    const feature = buildings.features.find(
      (candidate) => buildingId(candidate) === selectedBuildingId,
    );
    return feature ? toBuildingOutline(feature) : undefined;
  }, [buildings, selectedBuildingId]);

  return (
    <section
      ref={sectionRef}
      className={fillViewport ? `${styles.root} ${styles.fillViewport}` : styles.root}
      aria-label={label}
      onPointerOver={want}
      onPointerDown={want}
      onWheel={want}
      onFocus={want}
      onKeyDown={want}
    >
      {pageHeading && <h1 className={visuallyHidden}>{pageHeading}</h1>}
      <div className={styles.mapArea}>
        <BaseMap
          label="Buildings coloured by energy performance"
          start={wanted}
          styleUrl={styleUrl}
          initialView={initialView}
          mapRef={mapRef}
          onClick={onClick}
          // the slider shows tenths of a zoom level: re-render only when that figure changes, not on
          // every frame of a pan (React bails out on an equal state)
          onMove={(event: ViewStateChangeEvent) =>
            setZoom(Math.round(event.viewState.zoom * 10) / 10)
          }
          onMoveEnd={() => scheduler.moveEnded()}
          interactiveLayerIds={INTERACTIVE_LAYERS}
          preserveDrawingBuffer={preserveDrawingBuffer}
          onLoad={() => {
            scheduler.moveEnded();
            onLoad?.();
          }}
          minZoom={mapDefaults.zoomSliderMin}
          maxZoom={mapDefaults.zoomSliderMax}
        >
          <Source
            id="energy-buildings"
            type="geojson"
            data={coloured}
            promoteId="@id"
            maxzoom={SOURCE_MAX_ZOOM}
          >
            <Layer
              id="energy-selected-glow"
              type="line"
              minzoom={mapDefaults.buildingLayerMinZoom}
              filter={['==', ['get', '@id'], selectedBuildingId ?? '']}
              paint={glowPaint}
            />
            <Layer
              id={EXTRUSION_LAYER}
              type="fill-extrusion"
              minzoom={mapDefaults.buildingLayerMinZoom}
              paint={paint}
            />
          </Source>
        </BaseMap>
        <div className={styles.overlays}>
          <p className={styles.banner} role="note">
            {energyMapMessages.publicDataBanner}
          </p>
          <MapLegend />
          <ZoomSlider
            zoom={zoom}
            onZoomChange={(next) => mapRef.current?.zoomTo(next, { duration: 0 })}
          />
        </div>
        {selected && (
          <BuildingPanel
            buildingLabel={selected.label || buildingLabel(null)}
            certificate={certificate}
            onFindOutMore={onFindOutMore}
            onPredictAccount={onPredictAccount}
            onClose={() => onSelectBuilding(null)}
          />
        )}
      </div>
      {tray}
    </section>
  );
}
