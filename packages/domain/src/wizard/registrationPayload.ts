import { rateForPayload } from '../constants/business';
import {
  NO_HEATING_FUEL,
  type CoolingSystem,
  type HeatingFuelChoice,
  type UsagePeriod,
  type ValueType,
} from '../enums/registrationEnums';
import type { AddressFields } from '../validation/addressStep';
import type { EnergyFields } from '../validation/energyCosts';
import { cleanAddressValue } from '../site/siteRules';
import type { LonLat } from './polygonArea';

/** The registration draft the wizard edits (spec shell §3 "Registration draft"). */
export interface RegistrationDraft {
  address: AddressFields & {
    centre?: LonLat | null;
    elevation?: number | null;
    coordinates?: LonLat[];
  };
  building: {
    buildingType?: string | null;
    heatingFuel?: HeatingFuelChoice | null;
    coolingSystem?: CoolingSystem | null;
    noFloors?: number | string | null;
    spatialStructure?: unknown;
    yearOfConstruction?: number | string | null;
    floorArea?: number | string | null;
  };
  energy: EnergyFields & {
    elecValueType?: ValueType;
    gasValueType?: ValueType;
    energySupplier?: string | null;
    gasSupplier?: string | null;
    mpan?: string | null;
    mprn?: string | null;
    electralinkConsent?: boolean;
  };
  epc: {
    epcRating?: string | null;
    noEPC?: boolean;
    epcCertificate?: string | null;
    epcYear?: number | string | null;
    certificateKey?: string | null;
  };
  buildingIsWholeMesh?: boolean;
  floorAreaNotWholeMesh?: number | string | null;
}

function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? n : null;
}

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The floor area sent: the total typed when the mesh is not the whole building, else floorArea. */
function payloadFloorArea(draft: RegistrationDraft): number | null {
  return draft.buildingIsWholeMesh === false
    ? toNumberOrNull(draft.floorAreaNotWholeMesh)
    : toNumberOrNull(draft.building.floorArea);
}

/**
 * Building registration payload (spec shell §3): address fields, yearOfConstruction and noFloors
 * as integers, heatingFuel omitted when None, coordinates of the selected outline, EPC fields.
 */
export function buildingRegistrationPayload(draft: RegistrationDraft): Record<string, unknown> {
  const { address, building, epc } = draft;
  const payload: Record<string, unknown> = {
    buildingName: cleanAddressValue(address.buildingName),
    unit: cleanAddressValue(address.unit),
    street: cleanAddressValue(address.street),
    town: cleanAddressValue(address.town),
    country: cleanAddressValue(address.country),
    postCode: cleanAddressValue(address.postCode),
    yearOfConstruction: toInt(building.yearOfConstruction),
    buildingType: building.buildingType ?? null,
    coolingSystem: building.coolingSystem ?? null,
    coordinates: address.coordinates ?? [],
    elevation: address.elevation ?? null,
    floorArea: payloadFloorArea(draft),
    noFloors: toInt(building.noFloors),
    spatialStructure: building.spatialStructure ?? null,
    noEPC: epc.noEPC ?? false,
    epcRating: epc.epcRating ?? null,
    epcCertificate: epc.epcCertificate ?? null,
    epcYear: toInt(epc.epcYear),
    certificateKey: epc.certificateKey ?? null,
  };
  if (building.heatingFuel && building.heatingFuel !== NO_HEATING_FUEL) {
    payload.heatingFuel = building.heatingFuel;
  }
  return payload;
}

/**
 * Energy fields as sent: rates default to 0 when empty (spec shell §3); an electricity-only
 * building says so and sends no gas fields, so the server reads the same box the user ticked.
 */
function energyPayload(energy: RegistrationDraft['energy']): Record<string, unknown> {
  const period = (p: UsagePeriod | undefined) => p ?? 'ANNUAL';
  const electricity = {
    elecDayRate: rateForPayload(energy.elecDayRate),
    elecUnitRate: rateForPayload(energy.elecUnitRate),
    elecValue: toNumberOrNull(energy.elecValue),
    elecPeriod: period(energy.elecPeriod),
    elecPeriodMonth: energy.elecPeriodMonth ?? null,
    elecValueType: energy.elecValueType ?? 'ENERGY_USAGE',
  };
  if (energy.electricityOnly === true) return { ...electricity, electricityOnly: true };
  return {
    ...electricity,
    gasDayRate: rateForPayload(energy.gasDayRate),
    gasUnitRate: rateForPayload(energy.gasUnitRate),
    gasValue: toNumberOrNull(energy.gasValue),
    gasPeriod: period(energy.gasPeriod),
    gasPeriodMonth: energy.gasPeriodMonth ?? null,
    gasValueType: energy.gasValueType ?? 'ENERGY_USAGE',
    electricityOnly: false,
  };
}

/**
 * Full site registration payload (spec shell §3): the building payload plus energySupplier,
 * gasSupplier, mpan, mprn, electralinkConsent and the energy fields.
 */
export function siteRegistrationPayload(draft: RegistrationDraft): Record<string, unknown> {
  const { energy } = draft;
  const gas = energy.electricityOnly !== true;
  return {
    ...buildingRegistrationPayload(draft),
    ...energyPayload(energy),
    energySupplier: energy.energySupplier ?? null,
    ...(gas ? { gasSupplier: energy.gasSupplier ?? null, mprn: energy.mprn ?? null } : {}),
    mpan: energy.mpan ?? null,
    electralinkConsent: energy.electralinkConsent ?? false,
  };
}

/**
 * Simple (no-login) registration payload (spec shell §3): address, coordinates, elevation, the
 * energy fields, noEPC, epcRating, floorArea, noFloors, yearOfConstruction, buildingType.
 */
export function simpleRegistrationPayload(draft: RegistrationDraft): Record<string, unknown> {
  const building = buildingRegistrationPayload(draft);
  return {
    address: {
      buildingName: building.buildingName,
      unit: building.unit,
      street: building.street,
      town: building.town,
      country: building.country,
      postCode: building.postCode,
    },
    coordinates: building.coordinates,
    elevation: building.elevation,
    ...energyPayload(draft.energy),
    noEPC: building.noEPC,
    epcRating: building.epcRating,
    floorArea: building.floorArea,
    noFloors: building.noFloors,
    yearOfConstruction: building.yearOfConstruction,
    buildingType: building.buildingType,
  };
}
