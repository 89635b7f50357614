import '@wattwise/maps/style.css';
import { useGeocodingSearch, useOutlinesInBox, type AddressFeature } from '@wattwise/api';
import { buildPath, MAP } from '@wattwise/domain';
import {
  EnergyMapTray,
  EnergySavingMap,
  buildingId,
  type BuildingCollection,
  type BuildingFeature,
  type ColourMode,
  type EnergySavingMapProps,
} from '@wattwise/maps';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerSearchUrl } from './buildingAddress';
import { useBuildingEnergy } from './useBuildingEnergy';
import { useSelectedCertificate } from './useSelectedCertificate';

type MapRef = NonNullable<EnergySavingMapProps['mapRef']>;
const NO_BUILDINGS: BuildingCollection = { type: 'FeatureCollection', features: [] };
/** The outlines route serves at most 0.1° a side; a wider view asks for its middle. */
const MAX_HALF_SIDE = 0.0499;

/** The outlines box for a view: none below the building layer's zoom 12 (analysis §9). */
function outlinesBoxOf(
  [west, south, east, north]: [number, number, number, number],
  zoom: number,
): string | null {
  if (zoom < MAP.buildingLayerMinZoom) return null;
  const [lon, lat] = [(west + east) / 2, (south + north) / 2];
  const halfLon = Math.min((east - west) / 2, MAX_HALF_SIDE);
  const halfLat = Math.min((north - south) / 2, MAX_HALF_SIDE);
  return [lon - halfLon, lat - halfLat, lon + halfLon, lat + halfLat]
    .map((n) => n.toFixed(4))
    .join(',');
}

/**
 * The public energy saving map (/predict/energysavingmap, no account; analysis §2.11): search an
 * address, see the buildings around it coloured by certificate band or estimated performance,
 * click one to read its certificate.
 */
export default function EnergyMapScreen() {
  const navigate = useNavigate();
  const mapRef: MapRef = useRef(null);
  const [searchText, setSearchText] = useState('');
  const results = useGeocodingSearch(
    searchText.trim() ? { query: { q: searchText.trim() } } : null,
  );
  const found: readonly AddressFeature[] = results.data ?? [];
  const [address, setAddress] = useState<AddressFeature | null>(null);
  const [box, setBox] = useState<string | null>(null);
  const outlines = useOutlinesInBox(box ? { query: { bbox: box } } : null, {
    keepPreviousData: true,
  });
  const buildings = (outlines.data as BuildingCollection | undefined) ?? NO_BUILDINGS;
  const { energy, lookUp, certificateFound } = useBuildingEnergy(buildings);
  const [colourBy, setColourBy] = useState<ColourMode>('epc');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useMemo(
    () =>
      (buildings.features as BuildingFeature[]).find(
        (feature) => buildingId(feature) === selectedId,
      ),
    [buildings, selectedId],
  );
  const { certificate, address: selectedAddress } = useSelectedCertificate(selected);
  useEffect(() => {
    if (selectedId && certificate) certificateFound(selectedId, certificate);
  }, [selectedId, certificate, certificateFound]);

  const centre = address?.centre ?? MAP.defaultCentre;
  const demoHref = `${buildPath('predict-registration-demo')}?lon=${centre[0].toFixed(5)}&lat=${centre[1].toFixed(5)}`;

  // An address picked before MapLibre is ready is flown to once it is (it starts at first use).
  const pendingCentre = useRef<readonly [number, number] | null>(null);
  const flyTo = (centre: readonly [number, number]) => {
    if (mapRef.current) mapRef.current.flyTo({ center: [...centre], zoom: MAP.selectZoom });
    else pendingCentre.current = centre;
  };
  const pickAddress = (feature: AddressFeature | undefined) => {
    if (!feature) return;
    setAddress(feature);
    setSelectedId(null);
    if (feature.centre) flyTo(feature.centre);
  };

  return (
    <>
      <title>Energy saving map · WattWise</title>
      <EnergySavingMap
        fillViewport
        startOnFirstUse
        onLoad={() => {
          const centre = pendingCentre.current;
          pendingCentre.current = null;
          if (centre) flyTo(centre);
        }}
        pageHeading="Energy saving map"
        mapRef={mapRef}
        buildings={buildings}
        buildingEnergy={energy}
        colourBy={colourBy}
        selectedBuildingId={selectedId}
        onSelectBuilding={setSelectedId}
        onViewChange={(view, zoom) => setBox(outlinesBoxOf(view, zoom))}
        onBatchLookup={(ids) => void lookUp(ids)}
        certificate={certificate}
        onFindOutMore={() => {
          const url = selectedAddress ? registerSearchUrl(selectedAddress) : null;
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
        }}
        onPredictAccount={() => navigate(buildPath('signup'))}
        tray={
          <EnergyMapTray
            addressOptions={found.map((feature, index) => ({
              id: String(index),
              label: feature.name || feature.full_address,
              detail: feature.full_address,
            }))}
            onSearch={setSearchText}
            isSearching={results.isLoading}
            onSelectAddress={(id) => pickAddress(found[Number(id)])}
            hasAddress={address !== null}
            colourBy={colourBy}
            onColourByChange={setColourBy}
            demoHref={demoHref}
          />
        }
      />
    </>
  );
}
