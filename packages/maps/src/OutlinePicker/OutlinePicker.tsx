import { numberFormatter } from '@wattwise/domain';
import { baseMapColours } from '@wattwise/ui';
import { useCallback, useMemo, useRef, useState, type Ref } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { BaseMap } from '../BaseMap/BaseMap';
import type { MapView } from '../BaseMap/BaseMap';
import { buildingId, nearestOutlines, toBuildingOutline } from '../geometry/buildingOutlines';
import type { BuildingFeature, BuildingOutline } from '../geometry/buildingOutlines';
import type { MapGeoJSONFeature } from 'react-map-gl/maplibre';
import type { LonLat } from '../geometry/outlineGeometry';
import { mapColours } from '../mapSpec';
import * as styles from './OutlinePicker.css';
import { OUTLINE_SOURCE_ID, outlineSourceSpec } from './outlineSource';
import type { OutlineSource } from './outlineSource';

export interface OutlinePickerProps {
  outlines: OutlineSource;
  /** Id of the picked outline, or null. */
  selectedOutlineId: string | null;
  /** Called with the picked outline (polygon, centre, area in m²), or null when deselected. */
  onSelectOutline: (outline: BuildingOutline | null) => void;
  initialView: MapView;
  /** How many nearby outlines the keyboard list offers. */
  nearbyCount?: number;
  styleUrl?: string;
  preserveDrawingBuffer?: boolean;
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

const FILL_LAYER = 'outline-fill';

/** A rendered MapLibre feature as a plain GeoJSON building (its geometry is a getter). */
function renderedBuilding(feature: MapGeoJSONFeature): BuildingFeature {
  return {
    type: 'Feature',
    id: buildingId(feature),
    properties: feature.properties,
    geometry: feature.geometry as BuildingFeature['geometry'],
  };
}
const numberFormat = numberFormatter({ maximumFractionDigits: 0 });

/**
 * Building outlines to pick from: a click selects one (purple), a second click deselects it
 * (analysis-screens §4.8, 2026). A list of the outlines nearest the map's centre is the
 * keyboard alternative.
 */
export function OutlinePicker({
  outlines,
  selectedOutlineId,
  onSelectOutline,
  initialView,
  nearbyCount = 8,
  styleUrl,
  preserveDrawingBuffer,
  label = 'Map of building outlines',
  ref,
}: OutlinePickerProps) {
  const mapRef = useRef<MapRef>(null);
  const spec = useMemo(() => outlineSourceSpec(outlines), [outlines]);
  const allOutlines = useMemo(
    () => (outlines.type === 'geojson' ? outlines.data.features.map(toBuildingOutline) : null),
    [outlines],
  );
  const [centre, setCentre] = useState<LonLat>([initialView.longitude, initialView.latitude]);
  const [rendered, setRendered] = useState<BuildingOutline[]>([]);

  const nearby = useMemo(
    () => nearestOutlines(allOutlines ?? rendered, centre, nearbyCount),
    [allOutlines, rendered, centre, nearbyCount],
  );

  const pick = useCallback(
    (outline: BuildingOutline) =>
      onSelectOutline(outline.id === selectedOutlineId ? null : outline),
    [onSelectOutline, selectedOutlineId],
  );

  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const id = buildingId(feature);
    const whole = allOutlines?.find((outline) => outline.id === id);
    pick(whole ?? toBuildingOutline(renderedBuilding(feature)));
  };

  const onMoveEnd = (event: ViewStateChangeEvent) => {
    const { lng, lat } = event.target.getCenter();
    setCentre([lng, lat]);
    if (!allOutlines) {
      const features = event.target.queryRenderedFeatures({ layers: [FILL_LAYER] });
      const seen = new Map<string, BuildingOutline>();
      for (const feature of features) {
        const id = buildingId(feature);
        if (!seen.has(id)) seen.set(id, toBuildingOutline(renderedBuilding(feature)));
      }
      setRendered([...seen.values()]);
    }
  };

  const selectedFilter = ['==', spec.idExpression, selectedOutlineId ?? ''];
  const selected = nearby.find((outline) => outline.id === selectedOutlineId);

  return (
    <div ref={ref} className={styles.layout}>
      <BaseMap
        label={label}
        styleUrl={styleUrl}
        initialView={initialView}
        onClick={onClick}
        onMoveEnd={onMoveEnd}
        interactiveLayerIds={[FILL_LAYER]}
        preserveDrawingBuffer={preserveDrawingBuffer}
        mapRef={mapRef}
      >
        <Source id={OUTLINE_SOURCE_ID} {...spec.source}>
          <Layer
            id={FILL_LAYER}
            type="fill"
            {...spec.layerSource}
            paint={{ 'fill-color': mapColours.NA, 'fill-opacity': 0.35 }}
          />
          <Layer
            id="outline-edge"
            type="line"
            {...spec.layerSource}
            paint={{ 'line-color': baseMapColours.outline, 'line-width': 0.8 }}
          />
          <Layer
            id="outline-selected-fill"
            type="fill"
            {...spec.layerSource}
            filter={selectedFilter as never}
            paint={{ 'fill-color': mapColours.selected, 'fill-opacity': 0.8 }}
          />
          <Layer
            id="outline-selected-edge"
            type="line"
            {...spec.layerSource}
            filter={selectedFilter as never}
            paint={{ 'line-color': mapColours.selected, 'line-width': 3 }}
          />
        </Source>
      </BaseMap>
      <nav className={styles.nearby} aria-label="Nearby building outlines">
        <h3 className={styles.nearbyTitle}>Nearby buildings</h3>
        <ul className={styles.nearbyList}>
          {nearby.map((outline) => (
            <li key={outline.id}>
              <button
                type="button"
                className={styles.nearbyButton}
                aria-pressed={outline.id === selectedOutlineId}
                onClick={() => {
                  pick(outline);
                  if (outline.id !== selectedOutlineId) {
                    mapRef.current?.easeTo({ center: outline.centre, duration: 0 });
                  }
                }}
              >
                {outline.label}
                <span className={styles.area}>{numberFormat(outline.areaM2)} m²</span>
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.status} role="status">
          {selected ? `Selected ${selected.label}, ${numberFormat(selected.areaM2)} m²` : ''}
        </p>
      </nav>
    </div>
  );
}
