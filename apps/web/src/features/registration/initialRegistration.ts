import {
  BUILDING_DEFAULTS,
  ENERGY_DEFAULTS,
  INITIAL_MPAN_CONFIRMATION,
  initialFloorArea,
  initialWizardState,
  type FloorAreaState,
  type MeterState,
  type MpanConfirmationState,
  type RegistrationDraft,
  type StepFieldErrors,
  type WizardFlow,
  type WizardState,
} from '@wattwise/domain';

/** A picked building outline: its id, outer ring as [lon, lat] pairs, centre and area. */
export interface PickedOutline {
  id: string;
  ring: [number, number][];
  centre: [number, number];
  areaM2: number;
}

/** The count of each space type on one floor (the room breakdown), by space type id. */
export type FloorSpaces = Readonly<Record<string, number>>;

/**
 * Everything the registration wizard holds while it is open (spec shell §3 "Registration draft"):
 * the step stack of packages/domain, the draft, and the answers that are not draft fields.
 */
export interface RegistrationState {
  wizard: WizardState;
  draft: RegistrationDraft;
  electricityOnly: boolean;
  meterState: MeterState;
  mpanChoice: MpanConfirmationState;
  floorArea: FloorAreaState;
  outline: PickedOutline | null;
  /** The room breakdown, one entry per floor (sent as spatialStructure). */
  floors: FloorSpaces[];
  agreed: boolean;
  /** The EPC rating was typed by hand rather than chosen from a found certificate. */
  epcManual: boolean;
  certificateName: string | null;
  /** Field errors shown after a blocked Next. */
  errors: StepFieldErrors;
}

export interface RegistrationOptions {
  flow: WizardFlow;
  isWide: boolean;
  startedFromCoordinates?: boolean;
}

/** A fresh wizard with the spec's defaults (spec shell §9 energy and building defaults). */
export function initialRegistrationState(options: RegistrationOptions): RegistrationState {
  return {
    wizard: initialWizardState(options),
    draft: {
      address: { country: 'United Kingdom' },
      building: {
        buildingType: null,
        heatingFuel: BUILDING_DEFAULTS.heatingFuel,
        coolingSystem: BUILDING_DEFAULTS.coolingSystem,
        noFloors: BUILDING_DEFAULTS.noFloors,
        yearOfConstruction: BUILDING_DEFAULTS.yearOfConstruction,
      },
      energy: {
        elecDayRate: ENERGY_DEFAULTS.elecDayRate,
        elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
        gasDayRate: ENERGY_DEFAULTS.gasDayRate,
        gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
        elecPeriod: ENERGY_DEFAULTS.period,
        gasPeriod: ENERGY_DEFAULTS.period,
        elecValueType: ENERGY_DEFAULTS.valueType,
        gasValueType: ENERGY_DEFAULTS.valueType,
        electralinkConsent: false,
      },
      epc: { noEPC: false, epcRating: null },
      buildingIsWholeMesh: true,
    },
    electricityOnly: false,
    meterState: 'UNCHECKED',
    mpanChoice: INITIAL_MPAN_CONFIRMATION,
    floorArea: initialFloorArea(0, BUILDING_DEFAULTS.noFloors),
    outline: null,
    floors: [{}],
    agreed: false,
    epcManual: false,
    certificateName: null,
    errors: {},
  };
}
