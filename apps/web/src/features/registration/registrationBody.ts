import {
  floorLegend,
  buildingRegistrationPayload,
  floorAreaValue,
  siteRegistrationPayload,
  simpleRegistrationPayload,
  type RegistrationDraft,
} from '@wattwise/domain';
import type { RegistrationState } from './registrationState';

/**
 * The month of a MONTHLY usage as the contract sends it (YYYY-MM, designed in packages/api):
 * the latest such month that has begun by `now`. The draft holds the month number 1 to 12.
 */
export function periodMonth(month: unknown, now: Date): string | null {
  const m = Math.trunc(Number(month));
  if (month === null || month === undefined || month === '' || !(m >= 1 && m <= 12)) return null;
  const year = m <= now.getMonth() + 1 ? now.getFullYear() : now.getFullYear() - 1;
  return `${year}-${String(m).padStart(2, '0')}`;
}

/** Drops keys whose value is null, undefined or '' (the contract leaves them out, never null). */
function withoutEmpty(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

/**
 * The draft as the wizard sends it: the floor area shown (outline area × floors unless
 * overridden), the room breakdown as spatialStructure per floor (full flows only), and the
 * 'electricity only' box (the payload then carries no gas).
 */
function draftForPayload(state: RegistrationState): RegistrationDraft {
  const full = state.wizard.flow === 'add-building' || state.wizard.connectingSmartMeter;
  const energy = { ...state.draft.energy, electricityOnly: state.electricityOnly };
  return {
    ...state.draft,
    energy,
    building: {
      ...state.draft.building,
      floorArea: floorAreaValue(state.floorArea) || null,
      // One record per floor, named as the room breakdown shows it (the engine's FloorSpaces).
      spatialStructure: full
        ? state.floors.map((spaces, index) => ({ floor: floorLegend(index + 1), spaces }))
        : undefined,
    },
  };
}

function withMonths(payload: Record<string, unknown>, now: Date): Record<string, unknown> {
  return {
    ...payload,
    elecPeriodMonth: periodMonth(payload.elecPeriodMonth, now),
    gasPeriodMonth: periodMonth(payload.gasPeriodMonth, now),
  };
}

/** Body of PUT /api/predict/register (full site registration) with the captcha token. */
export function siteRegistrationBody(state: RegistrationState, token: string, now: Date) {
  return withoutEmpty({
    ...withMonths(siteRegistrationPayload(draftForPayload(state)), now),
    token,
  });
}

/** Body of PUT /api/predict/register/{siteId} (add building). */
export function buildingRegistrationBody(state: RegistrationState, token: string) {
  return withoutEmpty({ ...buildingRegistrationPayload(draftForPayload(state)), token });
}

/** Body of PUT /api/predict/simplediagnose/registration (simple, demo and no-login flows). */
export function simpleRegistrationBody(state: RegistrationState, token: string, now: Date) {
  const payload = withMonths(simpleRegistrationPayload(draftForPayload(state)), now);
  const address = withoutEmpty(payload.address as Record<string, unknown>);
  return withoutEmpty({ ...payload, address, token });
}
