import { useApiClient } from '@wattwise/api';
import { MAP } from '@wattwise/domain';
import {
  toBuildingOutline,
  type BuildingCollection,
  type BuildingEnergy,
  type BuildingFeature,
  type MapCertificate,
} from '@wattwise/maps';
import { useCallback, useRef, useState } from 'react';
import { addressOfTags } from './buildingAddress';

type EnergyById = Readonly<Record<string, BuildingEnergy>>;

/**
 * What is known of each building's energy on the map: the batch performance look-up of the
 * buildings in view (PUT calculateperformance, at most 1,000, confidence 50; buildings without
 * address tags are placed by batch reverse search first) and the certificate of the clicked one.
 * Each building is asked about once; a failed batch is forgotten so the next move retries it.
 */
export function useBuildingEnergy(buildings: BuildingCollection) {
  const client = useApiClient();
  const [energy, setEnergy] = useState<EnergyById>({});
  const asked = useRef(new Set<string>());
  const buildingsRef = useRef(buildings);
  buildingsRef.current = buildings;

  const lookUp = useCallback(
    async (ids: string[]) => {
      const features = buildingsRef.current.features as BuildingFeature[];
      const byId = new Map(features.map((feature) => [toBuildingOutline(feature).id, feature]));
      const fresh = ids.filter((id) => !asked.current.has(id) && byId.has(id));
      if (fresh.length === 0) return;
      fresh.forEach((id) => asked.current.add(id));
      try {
        const outlines = fresh.map((id) => toBuildingOutline(byId.get(id)!));
        const tagged = fresh.map((id) => addressOfTags(byId.get(id)!.properties ?? {}));
        const untagged = outlines.filter((_, index) => tagged[index] === null);
        const reverse = untagged.length
          ? await client.call('geocoding.reverseBatch', {
              body: untagged.map((outline) => [...outline.centre] as [number, number]),
            })
          : null;
        // Without reverse search the footprint alone still gives the engine's estimate.
        const found = reverse?.ok ? reverse.data : [];
        let next = 0;
        const addresses = outlines.map((outline, index) => ({
          full_address: tagged[index] ?? found[next++]?.full_address ?? outline.label,
          centre: [...outline.centre] as [number, number],
        }));
        const result = await client.call('energyperformance.calculate', {
          query: { confidence: MAP.batchLookupConfidence },
          body: addresses,
        });
        if (!result.ok) throw result.error;
        const levels = result.data;
        setEnergy((known) => {
          const updated: Record<string, BuildingEnergy> = { ...known };
          fresh.forEach((id, index) => {
            const level = levels[index];
            if (!level) return;
            updated[id] = {
              ...updated[id],
              performanceLevel: level.performanceLevel,
              ...(level.source === 'CERTIFICATE' && level.band
                ? { epcBand: level.band as BuildingEnergy['epcBand'] }
                : {}),
            };
          });
          return updated;
        });
      } catch {
        fresh.forEach((id) => asked.current.delete(id));
      }
    },
    [client],
  );

  /** The clicked building's certificate, once looked up, colours it by its band too. */
  const certificateFound = useCallback((id: string, certificate: MapCertificate) => {
    setEnergy((known) => ({
      ...known,
      [id]: { ...known[id], epcBand: certificate.rating as BuildingEnergy['epcBand'] },
    }));
  }, []);

  return { energy, lookUp, certificateFound };
}
