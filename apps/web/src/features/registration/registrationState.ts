import {
  BUILDING_DEFAULTS,
  ENERGY_DEFAULTS,
  INITIAL_MPAN_CONFIRMATION,
  currentStep,
  floorAreaReducer,
  initialFloorArea,
  initialWizardState,
  mpanConfirmationReducer,
  polygonAreaM2,
  wizardTransition,
  type AddressFields,
  type FloorAreaEvent,
  type FloorAreaState,
  type MeterState,
  type MpanConfirmationEvent,
  type MpanConfirmationState,
  type RegistrationDraft,
  type StepFieldErrors,
  type WizardEffect,
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

export type RegistrationAction =
  | { type: 'next' }
  | { type: 'blocked'; errors: StepFieldErrors }
  | { type: 'back' }
  | { type: 'startSmartMeter' }
  | { type: 'cancelSmartMeter' }
  | { type: 'resize'; isWide: boolean }
  | { type: 'address'; address: AddressFields }
  | {
      type: 'searchResult';
      address: AddressFields;
      centre?: [number, number] | null;
      elevation?: number | null;
    }
  | { type: 'outline'; outline: PickedOutline | null }
  | { type: 'energy'; energy: RegistrationDraft['energy'] }
  | { type: 'electricityOnly'; electricityOnly: boolean }
  | { type: 'epc'; epc: RegistrationDraft['epc']; manual: boolean }
  | { type: 'certificate'; name: string; dataUrl: string }
  | {
      type: 'building';
      building: Partial<RegistrationDraft['building']>;
      buildingIsWholeMesh?: boolean;
      floorAreaNotWholeMesh?: number | string | null;
    }
  | { type: 'floorArea'; event: FloorAreaEvent }
  | { type: 'floors'; floors: FloorSpaces[] }
  | { type: 'agreed'; agreed: boolean }
  | { type: 'mpanChoice'; event: MpanConfirmationEvent }
  | { type: 'meterState'; meterState: MeterState }
  | { type: 'reset'; options: RegistrationOptions }
  | { type: 'prefill'; saved: SavedRegistration };

/** A registration saved by the simple flow, loaded from siteData (spec shell §3). */
export interface SavedRegistration {
  centre: [number, number];
  coordinates: [number, number][];
  noFloors: number;
  yearOfConstruction: number;
  buildingType: string;
  [energyField: string]: unknown;
}

/** The saved registration's answers in the wizard: outline, energy fields, floors, year, type. */
function prefilled(state: RegistrationState, saved: SavedRegistration): RegistrationState {
  const { centre, coordinates, noFloors, yearOfConstruction, buildingType, ...energy } = saved;
  const outline: PickedOutline | null =
    coordinates.length > 2
      ? { id: 'saved-outline', ring: coordinates, centre, areaM2: polygonAreaM2(coordinates) }
      : null;
  const withOutline = registrationReducer(state, { type: 'outline', outline });
  return {
    ...withOutline,
    floorArea: floorAreaReducer(withOutline.floorArea, { type: 'floorsChanged', floors: noFloors }),
    floors: floorsFor(withOutline.floors, noFloors),
    draft: {
      ...withOutline.draft,
      address: { ...withOutline.draft.address, centre },
      building: { ...withOutline.draft.building, noFloors, yearOfConstruction, buildingType },
      energy: { ...withOutline.draft.energy, ...(energy as RegistrationDraft['energy']) },
    },
  };
}

/** Whether the address has anything typed (used when the screen becomes wide on map-select). */
export function hasAddress(state: RegistrationState): boolean {
  const a = state.draft.address;
  return [a.street, a.town, a.postCode].some((v) => typeof v === 'string' && v.trim() !== '');
}

/** The room breakdown resized to the number of floors, keeping what was entered. */
function floorsFor(floors: FloorSpaces[], noFloors: unknown): FloorSpaces[] {
  const n = Math.trunc(Number(noFloors));
  if (!Number.isFinite(n) || n < 1) return floors;
  return Array.from({ length: n }, (_, i) => floors[i] ?? {});
}

function withWizard(state: RegistrationState, wizard: WizardState): RegistrationState {
  return { ...state, wizard, errors: {} };
}

/**
 * What a Next (after its check passed) or a Back would do besides changing step: 'submit' on the
 * last step, 'go-home' back from the first (packages/domain wizardTransition).
 */
export function pendingEffect(
  state: RegistrationState,
  event: 'next' | 'back',
): WizardEffect | undefined {
  const wizardEvent =
    event === 'next'
      ? { type: 'next' as const, hasOutline: state.outline !== null }
      : { type: 'back' as const };
  return wizardTransition(state.wizard, wizardEvent).effect;
}

/**
 * The registration reducer: wizard transitions come from packages/domain's step stack
 * (wizardTransition); 'next' is dispatched only after the step validated (useRegistration).
 */
export function registrationReducer(
  state: RegistrationState,
  action: RegistrationAction,
): RegistrationState {
  switch (action.type) {
    case 'next': {
      const t = wizardTransition(state.wizard, {
        type: 'next',
        hasOutline: state.outline !== null,
      });
      return withWizard(state, t.state);
    }
    case 'blocked':
      return { ...state, errors: action.errors };
    case 'back': {
      const t = wizardTransition(state.wizard, { type: 'back' });
      return withWizard(state, t.state);
    }
    case 'startSmartMeter':
      return withWizard(state, wizardTransition(state.wizard, { type: 'startSmartMeter' }).state);
    case 'cancelSmartMeter':
      return withWizard(state, wizardTransition(state.wizard, { type: 'cancelSmartMeter' }).state);
    case 'resize': {
      if (action.isWide === state.wizard.isWide) return state;
      const t = wizardTransition(state.wizard, {
        type: 'resize',
        isWide: action.isWide,
        hasAddress: hasAddress(state),
      });
      return { ...state, wizard: t.state };
    }
    case 'address':
      return {
        ...state,
        draft: { ...state.draft, address: { ...state.draft.address, ...action.address } },
      };
    case 'searchResult':
      return {
        ...state,
        draft: {
          ...state.draft,
          address: {
            ...state.draft.address,
            ...action.address,
            centre: action.centre ?? state.draft.address.centre ?? null,
            elevation: action.elevation ?? state.draft.address.elevation ?? null,
          },
        },
      };
    case 'outline': {
      const { outline } = action;
      return {
        ...state,
        outline,
        draft: {
          ...state.draft,
          address: {
            ...state.draft.address,
            coordinates: outline ? outline.ring : [],
            centre: outline ? outline.centre : state.draft.address.centre,
          },
        },
        floorArea: floorAreaReducer(state.floorArea, {
          type: 'outlineChanged',
          areaM2: outline ? outline.areaM2 : 0,
        }),
      };
    }
    case 'energy':
      return { ...state, draft: { ...state.draft, energy: action.energy } };
    case 'electricityOnly':
      return { ...state, electricityOnly: action.electricityOnly };
    case 'epc':
      return { ...state, epcManual: action.manual, draft: { ...state.draft, epc: action.epc } };
    case 'certificate':
      return {
        ...state,
        certificateName: action.name,
        draft: { ...state.draft, epc: { ...state.draft.epc, epcCertificate: action.dataUrl } },
      };
    case 'building': {
      const building = { ...state.draft.building, ...action.building };
      return {
        ...state,
        floors: floorsFor(state.floors, building.noFloors),
        draft: {
          ...state.draft,
          building,
          buildingIsWholeMesh: action.buildingIsWholeMesh ?? state.draft.buildingIsWholeMesh,
          floorAreaNotWholeMesh:
            action.floorAreaNotWholeMesh !== undefined
              ? action.floorAreaNotWholeMesh
              : state.draft.floorAreaNotWholeMesh,
        },
      };
    }
    case 'floorArea':
      return { ...state, floorArea: floorAreaReducer(state.floorArea, action.event) };
    case 'floors':
      return { ...state, floors: action.floors };
    case 'agreed':
      return { ...state, agreed: action.agreed };
    case 'mpanChoice':
      return { ...state, mpanChoice: mpanConfirmationReducer(state.mpanChoice, action.event) };
    case 'meterState':
      return { ...state, meterState: action.meterState };
    case 'reset':
      return initialRegistrationState(action.options);
    case 'prefill':
      return prefilled(state, action.saved);
  }
}

/** The step on top of the stack. */
export function stepOf(state: RegistrationState) {
  return currentStep(state.wizard);
}
