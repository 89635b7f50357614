import { useGeocodingReverse, useOpendataCertificates } from '@wattwise/api';
import { DEBOUNCE_MS } from '@wattwise/domain';
import { toBuildingOutline, type BuildingFeature, type MapCertificate } from '@wattwise/maps';
import { useEffect, useState } from 'react';
import { addressOfTags, certificateQueryOf } from './buildingAddress';

/** The value once it has stayed the same for `ms` (the certificate look-up waits 500 ms, analysis §9). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SelectedCertificate {
  /** Undefined while looked up, null when the building has none. */
  certificate: MapCertificate | null | undefined;
  /** The building's one-line address, once known. */
  address: string | null;
}

/**
 * The clicked building's certificate from the open-data register (GET /opendata/energy-map/
 * address/{id}): its address from its OSM tags, else from reverse search at its centre; the
 * newest matching certificate (the server answers newest first). Debounced 500 ms.
 */
export function useSelectedCertificate(building: BuildingFeature | undefined): SelectedCertificate {
  const settled = useSettled(building, DEBOUNCE_MS.certificate);
  const outline = settled ? toBuildingOutline(settled) : undefined;
  const tagged = settled ? addressOfTags(settled.properties ?? {}) : null;
  const reverse = useGeocodingReverse(
    outline && !tagged
      ? { query: { lon: outline.centre[0], lat: outline.centre[1], limit: 1 } }
      : null,
  );
  const address = tagged ?? reverse.data?.[0]?.full_address ?? null;
  const query = address ? certificateQueryOf(address) : null;
  const certificates = useOpendataCertificates(
    outline && query
      ? { params: { site: 'energy-map', id: outline.id.replace('/', '-') }, query }
      : null,
  );
  if (!building || settled !== building) return { certificate: undefined, address: null };
  if (!tagged && !reverse.data && !reverse.error) return { certificate: undefined, address };
  if (!query) return { certificate: null, address };
  if (certificates.error) return { certificate: null, address };
  if (!certificates.data) return { certificate: undefined, address };
  return { certificate: certificates.data[0] ?? null, address };
}
