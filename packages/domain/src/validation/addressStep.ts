import { registrationValidationMessages as m } from '../messages/shellMessages';
import { firstFailure, invalid, isBlank, VALID, type ValidationResult } from './result';

/** Address fields of the wizard (spec shell §3 "Address"). */
export interface AddressFields {
  buildingName?: string | null;
  unit?: string | null;
  street?: string | null;
  town?: string | null;
  postCode?: string | null;
  country?: string | null;
}

/** The address step's input. */
export interface AddressStepInput {
  /** Wide screens pick the building on the map (spec shell §5 "Address step"). */
  isWide: boolean;
  hasSelectedBuilding: boolean;
  address: AddressFields;
}

function hasAnyAddress(a: AddressFields): boolean {
  return [a.street, a.town, a.postCode].some((v) => !isBlank(v));
}

/**
 * Address step rules (spec shell §5): large screens need a building selected on the map,
 * small screens need an address; then site name, street, town/city and post code are required.
 */
export function validateAddressStep(input: AddressStepInput): ValidationResult {
  const { address } = input;
  if (input.isWide && !input.hasSelectedBuilding) return invalid(m.selectBuildingOnMap, 'map');
  if (!input.isWide && !hasAnyAddress(address)) return invalid(m.enterAddress, 'address');
  return firstFailure(
    isBlank(address.buildingName) ? invalid(m.siteNameRequired, 'buildingName') : VALID,
    isBlank(address.street) ? invalid(m.streetRequired, 'street') : VALID,
    isBlank(address.town) ? invalid(m.townRequired, 'town') : VALID,
    isBlank(address.postCode) ? invalid(m.postCodeRequired, 'postCode') : VALID,
  );
}
