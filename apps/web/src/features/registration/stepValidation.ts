import {
  VALID,
  floorAreaValue,
  invalid,
  registrationValidationMessages,
  validateAddressStep,
  validateEnergyCosts,
  validateEpcStep,
  validateMeterCheck,
  validateQuestions,
  validateRoomBreakdown,
  validateTerms,
  type ValidationResult,
  type WizardStep,
} from '@wattwise/domain';
import type { RegistrationState } from './registrationState';

/** Whether the questions step asks the full set (smart-meter site flow and add-building). */
function isFullFlow(state: RegistrationState): boolean {
  return state.wizard.flow === 'add-building' || state.wizard.connectingSmartMeter;
}

/**
 * The domain rule of one step applied to the wizard's state (spec shell §5): every message comes
 * from packages/domain; this only says which rule belongs to which step and feeds it.
 */
export function validateStep(
  state: RegistrationState,
  step: WizardStep,
  now: Date,
): ValidationResult {
  const { draft, wizard } = state;
  switch (step) {
    case 'address':
      return validateAddressStep({
        isWide: wizard.isWide,
        hasSelectedBuilding: state.outline !== null,
        address: draft.address,
      });
    case 'map-select':
      return state.outline
        ? VALID
        : invalid(registrationValidationMessages.selectBuildingOnMap, 'map');
    case 'meter-check':
      return validateMeterCheck({
        energySupplier: draft.energy.energySupplier,
        meterState: state.meterState,
        consent: draft.energy.electralinkConsent === true,
        electricityOnly: state.electricityOnly,
        energy: draft.energy,
      });
    case 'energy-costs':
      return validateEnergyCosts(draft.energy, {
        connectingSmartMeter: wizard.connectingSmartMeter,
        electricityOnly: state.electricityOnly,
      });
    case 'epc-check':
      return validateEpcStep({
        noEPC: draft.epc.noEPC === true,
        epcRating: draft.epc.epcRating,
        manual: state.epcManual,
        epcYear: draft.epc.epcYear,
      });
    case 'questions':
    case 'simple-finalise':
      return validateQuestions({
        fullFlow: step === 'questions' && isFullFlow(state),
        buildingIsWholeMesh: draft.buildingIsWholeMesh !== false,
        floorAreaNotWholeMesh: draft.floorAreaNotWholeMesh,
        floorArea: floorAreaValue(state.floorArea) || null,
        noFloors: draft.building.noFloors,
        yearOfConstruction: draft.building.yearOfConstruction,
        heatingFuel: draft.building.heatingFuel,
        now,
      });
    case 'room-breakdown':
      return validateRoomBreakdown({
        buildingCategory: draft.building.buildingType,
        floors: state.floors,
      });
    case 'validation':
      return validateTerms(state.agreed);
  }
}

/**
 * Every step the registration passed through, checked again before anything is sent, so a
 * half-finished wizard never sends a partial registration. The first failure, else VALID.
 */
export function validateVisitedSteps(state: RegistrationState, now: Date): ValidationResult {
  for (const step of state.wizard.stack) {
    const result = validateStep(state, step, now);
    if (!result.ok) return result;
  }
  return VALID;
}
