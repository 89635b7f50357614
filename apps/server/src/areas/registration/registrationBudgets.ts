import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/identity/verify';
import { dataUrlBytes } from './anonymousUploads';

/** What a registration asks the server to store: its floors and spaces, and a certificate. */
interface RegistrationSize {
  noFloors: number;
  spatialStructure?: { spaces: Record<string, number> }[] | undefined;
  epcCertificate?: string | null | undefined;
}

/** The rows of the building's tree a registration writes: one a floor and one a space. */
function buildingSize(payload: RegistrationSize): number {
  const spaces = (payload.spatialStructure ?? []).reduce(
    (sum, floor) => sum + Object.values(floor.spaces).reduce((floorSum, n) => floorSum + n, 0),
    0,
  );
  return Math.max(0, payload.noFloors) + spaces;
}

/**
 * Runs a registration within its requester's budgets (platform/limits/costBudgets.ts), per
 * account or per client without one: the floors and spaces it writes, and its certificate's
 * bytes. Both are counted before anything is read or stored, and a spent budget answers 429
 * with Retry-After.
 */
export async function withinRegistrationBudgets<T>(
  request: FastifyRequest,
  caller: Caller | undefined,
  payload: RegistrationSize,
  register: () => Promise<T>,
): Promise<T> {
  const { registrationSpaces, certificateBytes } = request.server.budgets;
  const owner = caller ? `account:${caller.sub}` : `client:${request.ip}`;
  await registrationSpaces.reserve(owner, buildingSize(payload));
  await certificateBytes.reserve(owner, dataUrlBytes(payload.epcCertificate));
  return register();
}
