import {
  currentStep,
  floorAreaReducer,
  mpanConfirmationReducer,
  polygonAreaM2,
  wizardTransition,
  type AddressFields,
  type FloorAreaEvent,
  type MeterState,
  type MpanConfirmationEvent,
  type RegistrationDraft,
  type StepFieldErrors,
  type WizardEffect,
  type WizardState,
} from '@wattwise/domain';
import {
  initialRegistrationState,
  type FloorSpaces,
  type PickedOutline,
  type RegistrationOptions,
  type RegistrationState,
} from './initialRegistration';

export {
  initialRegistrationState,
  type PickedOutline,
  type RegistrationOptions,
  type RegistrationState,
};

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
function hasAddress(state: RegistrationState): boolean {
  const a = state.draft.address;
  return [a.street, a.town, a.postCode].some((v) => typeof v === 'string' && v.trim() !== '');
}

/** The room breakdown resized to the number of floors, keeping what was entered. */
function floorsFor(floors: FloorSpaces[], noFloors: unknown): FloorSpaces[] {
  const n = Math.trunc(Number(noFloors));
  if (!Number.isFinite(n) || n < 1) return floors;
  return Array.from({ length: n }, (_, i) => floors[i] ?? {});
}

/** The keys whose values differ between two versions of a part of the draft. */
function changedKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]);
}

/**
 * The state after an edit, without the errors of the fields it changed (and the step's own
 * message): an error found by Next stays only while its field is as it was. Next checks again.
 */
function edited(state: RegistrationState, next: RegistrationState, fields: string[]) {
  if (fields.length === 0 || Object.keys(state.errors).length === 0) return next;
  const errors = Object.fromEntries(
    Object.entries(state.errors).filter(([field]) => field !== 'step' && !fields.includes(field)),
  );
  return { ...next, errors };
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
      return edited(
        state,
        {
          ...state,
          draft: { ...state.draft, address: { ...state.draft.address, ...action.address } },
        },
        changedKeys(state.draft.address, { ...state.draft.address, ...action.address }),
      );
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
      return edited(
        state,
        { ...state, draft: { ...state.draft, energy: action.energy } },
        changedKeys(state.draft.energy, action.energy),
      );
    case 'electricityOnly':
      return edited(state, { ...state, electricityOnly: action.electricityOnly }, [
        'electricityOnly',
        'gasValue',
      ]);
    case 'epc':
      return edited(
        state,
        { ...state, epcManual: action.manual, draft: { ...state.draft, epc: action.epc } },
        changedKeys(state.draft.epc, action.epc),
      );
    case 'certificate':
      return {
        ...state,
        certificateName: action.name,
        draft: { ...state.draft, epc: { ...state.draft.epc, epcCertificate: action.dataUrl } },
      };
    case 'building': {
      const building = { ...state.draft.building, ...action.building };
      const fields = changedKeys(state.draft.building, building);
      if (action.buildingIsWholeMesh !== undefined) fields.push('buildingIsWholeMesh');
      if (action.floorAreaNotWholeMesh !== undefined) fields.push('floorAreaNotWholeMesh');
      // The room breakdown's category is the building's type.
      if (fields.includes('buildingType')) fields.push('buildingCategory');
      return edited(
        state,
        {
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
        },
        fields,
      );
    }
    case 'floorArea':
      return { ...state, floorArea: floorAreaReducer(state.floorArea, action.event) };
    case 'floors':
      return edited(
        state,
        { ...state, floors: action.floors },
        Object.keys(state.errors).filter((field) => field.startsWith('floor-')),
      );
    case 'agreed':
      return edited(state, { ...state, agreed: action.agreed }, ['terms']);
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
