import '@wattwise/maps/style.css';
import { useOutlinesInBox } from '@wattwise/api';
import { MAP } from '@wattwise/domain';
import { OutlinePicker, type BuildingCollection, type BuildingOutline } from '@wattwise/maps';
import { useMemo } from 'react';
import type { PickedOutline } from './registrationState';

/** Half the size of the box of outlines fetched around the address, in degrees (about 350 m). */
const BOX_HALF_LON = 0.0025;
const BOX_HALF_LAT = 0.0016;

export interface OutlineMapProps {
  /** Where to look, as [lon, lat]: the address found, or the lat and lon of the query. */
  centre: readonly [number, number] | null;
  selectedOutlineId: string | null;
  onSelect: (outline: PickedOutline | null) => void;
}

/** The outer ring of a picked outline as [lon, lat] pairs (the payload's coordinates). */
function outerRing(outline: BuildingOutline): [number, number][] {
  const rings =
    outline.polygon.type === 'Polygon'
      ? outline.polygon.coordinates
      : (outline.polygon.coordinates[0] ?? []);
  const ring: readonly (readonly number[])[] = rings[0] ?? [];
  return ring.map((p) => [Number(p[0]), Number(p[1])] as [number, number]);
}

function bboxAround([lon, lat]: readonly [number, number]): string {
  return [lon - BOX_HALF_LON, lat - BOX_HALF_LAT, lon + BOX_HALF_LON, lat + BOX_HALF_LAT]
    .map((n) => n.toFixed(5))
    .join(',');
}

/**
 * The map of the address step (and of map-select on small screens): building outlines around
 * the address, fetched from the server, one of which is picked. Loaded lazily, so maplibre
 * never enters the first page's bundle.
 */
export default function OutlineMap({ centre, selectedOutlineId, onSelect }: OutlineMapProps) {
  const outlines = useOutlinesInBox(centre ? { query: { bbox: bboxAround(centre) } } : null);
  const source = useMemo(
    () => ({
      type: 'geojson' as const,
      data: (outlines.data ?? { type: 'FeatureCollection', features: [] }) as BuildingCollection,
    }),
    [outlines.data],
  );
  const view = centre
    ? { longitude: centre[0], latitude: centre[1], zoom: MAP.selectZoom }
    : { longitude: MAP.defaultCentre[0], latitude: MAP.defaultCentre[1], zoom: MAP.defaultZoom };
  return (
    <OutlinePicker
      key={centre ? centre.join(',') : 'uk'}
      outlines={source}
      selectedOutlineId={selectedOutlineId}
      initialView={view}
      onSelectOutline={(outline) =>
        onSelect(
          outline
            ? {
                id: outline.id,
                ring: outerRing(outline),
                centre: [outline.centre[0], outline.centre[1]],
                areaM2: outline.areaM2,
              }
            : null,
        )
      }
    />
  );
}
