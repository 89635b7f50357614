import { isElectricityOnly, type MeterState } from '@wattwise/domain';
import {
  connectsSmartMeter,
  type BuildingRegistration,
  type SimpleRegistration,
  type SiteRegistration,
} from './registrationRules';
import type { BuildingToStore, MeterToStore } from './registrationStore';

/**
 * The rows a registration stores, from its payload: the full site's building and meters, an added
 * building, the simple flow's building. The seed registers the demo's sites through these too.
 */

export function buildingToStore(
  payload: BuildingRegistration & Partial<SiteRegistration>,
  certificateBlob: string | null,
): BuildingToStore {
  const electricityOnly = isElectricityOnly(payload as SiteRegistration);
  return {
    ...payload,
    floorAreaEstimated: false,
    spatialStructure: (payload.spatialStructure ?? []).map((floor) => ({
      floor: floor.floor,
      spaces: Object.fromEntries(Object.entries(floor.spaces).filter(([, count]) => count > 0)),
    })),
    epcCertificateBlob: certificateBlob,
    electricityOnly,
    energy: payload as BuildingToStore['energy'],
  };
}

/**
 * What a full-site registration stores: its building and its meters (the smart meter checked as
 * `meterState`, the gas meter of its MPRN unless electricity only). The seed registers the demo's
 * sites through this too, so they are the rows a user's registration makes.
 */
export function siteRegistrationRows(
  payload: SiteRegistration,
  meterState: MeterState,
  sandboxMeters: boolean,
  certificateBlob: string | null,
): { building: BuildingToStore; meters: MeterToStore[] } {
  const meters: MeterToStore[] = [];
  if (payload.mpan && connectsSmartMeter(payload)) {
    meters.push({
      fuel: 'ELECTRICITY',
      number: payload.mpan,
      supplier: payload.energySupplier ?? null,
      consent: payload.electralinkConsent,
      state: meterState,
      sandbox: sandboxMeters,
    });
  }
  if (payload.mprn && !isElectricityOnly(payload)) {
    meters.push({
      fuel: 'GAS',
      number: payload.mprn,
      supplier: payload.gasSupplier ?? payload.energySupplier ?? null,
      consent: payload.electralinkConsent,
      state: 'UNCHECKED',
      sandbox: sandboxMeters,
    });
  }
  return { building: buildingToStore(payload, certificateBlob), meters };
}

/** What a simple (demo) registration stores: its one building, without meters. */
export function simpleRegistrationRow(payload: SimpleRegistration): BuildingToStore {
  const address = payload.address;
  return {
    buildingName: address.buildingName,
    unit: address.unit || undefined,
    street: address.street,
    town: address.town,
    postCode: address.postCode,
    country: address.country || undefined,
    elevation: payload.elevation ?? address.elevation ?? null,
    coordinates: payload.coordinates,
    buildingType: payload.buildingType,
    noFloors: payload.noFloors,
    floorArea: payload.floorArea,
    floorAreaEstimated: false,
    yearOfConstruction: payload.yearOfConstruction,
    spatialStructure: [],
    noEPC: payload.noEPC,
    epcRating: payload.epcRating ?? null,
    electricityOnly: isElectricityOnly(payload),
    energy: payload as BuildingToStore['energy'],
  };
}
