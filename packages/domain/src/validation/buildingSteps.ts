import { MAX_FLOORS } from '@wattwise/energy-model/bands';
import { MANUAL_EPC_RATINGS, NO_HEATING_FUEL } from '../enums/registrationEnums';
import {
  floorNeedsSpace,
  floorCountTooMany,
  registrationValidationMessages as m,
  toastTitles,
} from '../messages/shellMessages';
import { firstFailure, invalid, isBlank, toNumber, VALID, type ValidationResult } from './result';

/** Earliest EPC year accepted (spec shell §5 "EPC year minimum 1900"). */
export const EPC_YEAR_MIN = 1900;

/** EPC-check input (spec shell §3 "epc"). */
export interface EpcStepInput {
  noEPC: boolean;
  epcRating?: string | null;
  /** The rating was typed manually (not from a found certificate): choices A to F only. */
  manual?: boolean;
  epcYear?: number | string | null;
}

/**
 * EPC rules (spec shell §5 "EPC"): a rating unless noEPC ('Please select an EPC rating.');
 * manual choices A to F; EPC year at least 1900 when given.
 */
export function validateEpcStep(input: EpcStepInput): ValidationResult {
  if (!input.noEPC) {
    if (isBlank(input.epcRating)) return invalid(m.selectEpcRating, 'epcRating');
    const allowed: readonly string[] = MANUAL_EPC_RATINGS;
    if (input.manual && !allowed.includes(String(input.epcRating))) {
      return invalid(m.selectEpcRating, 'epcRating');
    }
  }
  const year = toNumber(input.epcYear);
  if (year !== null && year < EPC_YEAR_MIN) return invalid(m.epcYearMinimum, 'epcYear');
  return VALID;
}

/** Questions (or simple-finalise) input (spec shell §2 "Questions", "Simple finalise"). */
export interface QuestionsInput {
  /** The full (smart-meter or add-building) flow with the questions step. */
  fullFlow: boolean;
  buildingIsWholeMesh: boolean;
  floorAreaNotWholeMesh?: number | string | null;
  floorArea?: number | string | null;
  noFloors?: number | string | null;
  yearOfConstruction?: number | string | null;
  heatingFuel?: string | null;
  /** Today, for the "not in the future" rule. */
  now: Date;
}

function atLeastOne(value: unknown, requiredMessage: string, field: string): ValidationResult {
  const n = toNumber(value);
  if (n === null) return invalid(requiredMessage, field);
  return n < 1 ? invalid(m.minimumOne, field) : VALID;
}

/** Floors: required, a whole number from 1 to the engine's MAX_FLOORS (200). */
function floorCount(value: unknown): ValidationResult {
  const rule = atLeastOne(value, m.floorCountRequired, 'noFloors');
  if (!rule.ok) return rule;
  const n = toNumber(value)!;
  if (!Number.isInteger(n)) return invalid(m.floorCountWhole, 'noFloors');
  return n > MAX_FLOORS ? invalid(floorCountTooMany(MAX_FLOORS), 'noFloors') : VALID;
}

/** Year of construction: required, positive, 4 digits, not in the future (spec shell §5). */
function validateYearOfConstruction(value: unknown, now: Date): ValidationResult {
  const year = toNumber(value);
  if (year === null) return invalid(m.yearRequired, 'yearOfConstruction');
  if (!Number.isInteger(year) || year <= 0 || String(year).length !== 4) {
    return invalid(m.yearFormat, 'yearOfConstruction');
  }
  if (year > now.getFullYear()) return invalid(m.yearInFuture, 'yearOfConstruction');
  return VALID;
}

/**
 * Questions rules (spec shell §5 "Questions"): total floor area when the mesh is not the whole
 * building; floor count; year of construction; in the full flow floor area when the mesh is
 * whole and a heating fuel other than None. Counts and areas at least 1; floors a whole number
 * up to the engine's limit.
 */
export function validateQuestions(input: QuestionsInput): ValidationResult {
  return firstFailure(
    input.buildingIsWholeMesh
      ? VALID
      : atLeastOne(input.floorAreaNotWholeMesh, m.totalFloorAreaRequired, 'floorAreaNotWholeMesh'),
    floorCount(input.noFloors),
    validateYearOfConstruction(input.yearOfConstruction, input.now),
    input.fullFlow && input.buildingIsWholeMesh
      ? atLeastOne(input.floorArea, m.floorAreaRequired, 'floorArea')
      : VALID,
    input.fullFlow && (isBlank(input.heatingFuel) || input.heatingFuel === NO_HEATING_FUEL)
      ? invalid(m.heatingFuelRequired, 'heatingFuel')
      : VALID,
  );
}

/** Room-breakdown input: category and the count of each space type per floor. */
export interface RoomBreakdownInput {
  buildingCategory?: string | null;
  floors: readonly Readonly<Record<string, number>>[];
}

/**
 * Room-breakdown rules (spec shell §5): building category required; each floor needs at least
 * one space ('Floor N must have at least one of the listed spaces.', N from 1).
 */
export function validateRoomBreakdown(input: RoomBreakdownInput): ValidationResult {
  if (isBlank(input.buildingCategory))
    return invalid(m.buildingCategoryRequired, 'buildingCategory');
  const empty = input.floors.findIndex((counts) => !Object.values(counts).some((n) => n > 0));
  return empty === -1 ? VALID : invalid(floorNeedsSpace(empty + 1), `floor-${empty + 1}`);
}

/** Validation step (spec shell §5): terms must be agreed, titled 'Validation error:'. */
export function validateTerms(agreed: boolean): ValidationResult {
  return agreed ? VALID : invalid(m.agreeToTerms, 'terms');
}

/**
 * A missing building type blocks registration with 'Something went wrong, please try again.'
 * and the wizard goes back one step (spec shell §5). The caller sends a 'back' event on failure.
 */
export function validateBuildingTypePresent(
  buildingType: string | null | undefined,
): ValidationResult {
  return isBlank(buildingType)
    ? invalid(m.somethingWentWrong, 'buildingType', toastTitles.error)
    : VALID;
}
