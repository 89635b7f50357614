import type { z } from 'zod';
import type {
  buildingRegistrationSchema,
  simpleRegistrationSchema,
  siteRegistrationSchema,
} from '@wattwise/api/contract';
import { MAX_SPACES } from '@wattwise/api/contract';
import {
  checkFreeTierLimit,
  firstFailure,
  invalid,
  isElectricityOnly,
  MPAN_MIN_DIGITS,
  mpanDigits,
  registrationValidationMessages as m,
  validateAddressStep,
  validateBuildingTypePresent,
  validateEnergyCosts,
  validateEpcStep,
  validateMeterCheck,
  validateQuestions,
  validateRoomBreakdown,
  VALID,
  type MeterState,
  type ValidationResult,
} from '@wattwise/domain';
import {
  buildingTypeInfo,
  EnergyModelInputError,
  SPACE_TYPE_KEYS,
  validateBuildingFacts,
  type BuildingFacts,
} from '@wattwise/energy-model';

export type SiteRegistration = z.output<typeof siteRegistrationSchema>;
export type BuildingRegistration = z.output<typeof buildingRegistrationSchema>;
export type SimpleRegistration = z.output<typeof simpleRegistrationSchema>;
type EnergyInput = Pick<
  SiteRegistration,
  | 'elecDayRate'
  | 'elecUnitRate'
  | 'elecValue'
  | 'elecPeriod'
  | 'elecPeriodMonth'
  | 'gasDayRate'
  | 'gasUnitRate'
  | 'gasValue'
  | 'gasPeriod'
  | 'gasPeriodMonth'
  | 'electricityOnly'
>;

function energyOf(energy: EnergyInput) {
  return {
    elecDayRate: energy.elecDayRate,
    elecUnitRate: energy.elecUnitRate,
    elecValue: energy.elecValue,
    elecPeriod: energy.elecPeriod,
    elecPeriodMonth: energy.elecPeriodMonth,
    gasDayRate: energy.gasDayRate,
    gasUnitRate: energy.gasUnitRate,
    gasValue: energy.gasValue,
    ...(energy.gasPeriod ? { gasPeriod: energy.gasPeriod } : {}),
    gasPeriodMonth: energy.gasPeriodMonth,
  };
}

/** Address of a payload: an outline must have been picked on the map (shell §5 "Address step"). */
function addressRule(
  address: { buildingName?: string; street?: string; town?: string; postCode?: string },
  coordinates: readonly unknown[],
): ValidationResult {
  return validateAddressStep({
    isWide: true,
    hasSelectedBuilding: coordinates.length >= 3,
    address,
  });
}

/** Building type present and known to the engine ('Something went wrong, please try again.'). */
function buildingTypeRule(buildingType: string | undefined): ValidationResult {
  const present = validateBuildingTypePresent(buildingType);
  if (!present.ok) return present;
  return buildingTypeInfo(buildingType ?? '')
    ? VALID
    : invalid(m.somethingWentWrong, 'buildingType', 'Error');
}

/** Room breakdown (shell §5): category, at least one space per floor, known space types. */
function roomBreakdownRule(building: BuildingRegistration): ValidationResult {
  const floors = Array.from(
    { length: Math.max(1, Math.min(building.noFloors, 200)) },
    (_, index) => building.spatialStructure?.[index]?.spaces ?? {},
  );
  const rule = validateRoomBreakdown({ buildingCategory: building.buildingType, floors });
  if (!rule.ok) return rule;
  const known: readonly string[] = SPACE_TYPE_KEYS;
  const unknown = floors.some((spaces) => Object.keys(spaces).some((key) => !known.includes(key)));
  return unknown ? invalid(m.somethingWentWrong, 'spatialStructure', 'Error') : VALID;
}

/**
 * The engine's own limits on the facts (floors 1–200, areas, coordinates, space types): a payload
 * the engine would refuse is refused here, before anything is stored, not by a failed job.
 */
function engineFactsRule(facts: BuildingFacts): ValidationResult {
  const spaces = (facts.spatialStructure ?? []).reduce(
    (sum, floor) => sum + Object.values(floor.spaces).reduce((a, n) => a + (n ?? 0), 0),
    0,
  );
  if (spaces > MAX_SPACES) return invalid(m.somethingWentWrong, 'spatialStructure', 'Error');
  try {
    validateBuildingFacts(facts);
    return VALID;
  } catch (error) {
    if (error instanceof EnergyModelInputError)
      return invalid(m.somethingWentWrong, 'building', 'Error');
    throw error;
  }
}

function factsOf(building: BuildingRegistration): BuildingFacts {
  return {
    buildingType: building.buildingType,
    floorArea: building.floorArea,
    noFloors: building.noFloors,
    coordinates: building.coordinates,
    yearOfConstruction: building.yearOfConstruction,
    ...(building.heatingFuel ? { heatingFuel: building.heatingFuel } : {}),
    coolingSystem: building.coolingSystem,
    ...(!building.noEPC && building.epcRating ? { epcRating: building.epcRating } : {}),
    ...(building.spatialStructure
      ? { spatialStructure: building.spatialStructure as BuildingFacts['spatialStructure'] }
      : {}),
  };
}

function buildingRules(
  building: BuildingRegistration,
  options: { fullFlow: boolean; now: Date },
): ValidationResult {
  return firstFailure(
    addressRule(building, building.coordinates),
    validateEpcStep({
      noEPC: building.noEPC,
      epcRating: building.epcRating ?? null,
      epcYear: building.epcYear ?? null,
    }),
    validateQuestions({
      fullFlow: options.fullFlow,
      buildingIsWholeMesh: true,
      floorArea: building.floorArea,
      noFloors: building.noFloors,
      yearOfConstruction: building.yearOfConstruction,
      heatingFuel: building.heatingFuel ?? null,
      now: options.now,
    }),
    buildingTypeRule(building.buildingType),
    options.fullFlow ? roomBreakdownRule(building) : VALID,
    engineFactsRule(factsOf(building)),
  );
}

/** Whether the full-site payload connects a smart meter (the 7-step flow, shell §4). */
export function connectsSmartMeter(payload: SiteRegistration): boolean {
  return payload.electralinkConsent || Boolean(payload.mpan);
}

/**
 * Every rule of spec shell §5 a full-site registration must pass, checked again on the server
 * with the spec's message (the domain's validators; never retyped). `meterState` is the result
 * of checking the MPAN with the meter provider.
 */
export function siteRegistrationRules(
  payload: SiteRegistration,
  meterState: MeterState,
  now: Date,
): ValidationResult {
  const smartMeter = connectsSmartMeter(payload);
  const electricityOnly = isElectricityOnly(payload);
  const energy = energyOf(payload);
  return firstFailure(
    addressRule(payload, payload.coordinates),
    smartMeter
      ? validateMeterCheck({
          energySupplier: payload.energySupplier,
          meterState,
          consent: payload.electralinkConsent,
          electricityOnly,
          energy,
        })
      : VALID,
    payload.mpan && mpanDigits(payload.mpan).length < MPAN_MIN_DIGITS
      ? invalid(m.invalidMpan, 'mpan', 'Error')
      : VALID,
    validateEnergyCosts(energy, { connectingSmartMeter: smartMeter, electricityOnly }),
    buildingRules(payload, { fullFlow: smartMeter, now }),
  );
}

/** Add-building rules (address, EPC, questions, room breakdown: shell §4 add-building steps). */
export function buildingRegistrationRules(
  payload: BuildingRegistration,
  now: Date,
): ValidationResult {
  return buildingRules(payload, { fullFlow: true, now });
}

/** Simple-flow rules (address, energy costs, EPC, simple finalise). */
export function simpleRegistrationRules(payload: SimpleRegistration, now: Date): ValidationResult {
  const electricityOnly = isElectricityOnly(payload);
  return firstFailure(
    addressRule(
      {
        buildingName: payload.address.buildingName,
        street: payload.address.street,
        town: payload.address.town,
        postCode: payload.address.postCode,
      },
      payload.coordinates,
    ),
    validateEnergyCosts(energyOf(payload), { connectingSmartMeter: false, electricityOnly }),
    validateEpcStep({ noEPC: payload.noEPC, epcRating: payload.epcRating ?? null }),
    validateQuestions({
      fullFlow: false,
      buildingIsWholeMesh: true,
      noFloors: payload.noFloors,
      floorArea: payload.floorArea,
      yearOfConstruction: payload.yearOfConstruction,
      now,
    }),
    buildingTypeRule(payload.buildingType),
    engineFactsRule({
      buildingType: payload.buildingType,
      floorArea: payload.floorArea,
      noFloors: payload.noFloors,
      coordinates: payload.coordinates,
      yearOfConstruction: payload.yearOfConstruction,
    }),
  );
}

/** The free-tier rule (shell §5, §6) for a signed-in caller creating a Predict site. */
export function freeTierRule(
  email: string,
  staffDomains: readonly string[],
  sites: readonly { product: string; paid: boolean }[],
): ValidationResult {
  return checkFreeTierLimit(email, staffDomains, sites as never);
}
