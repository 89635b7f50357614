import {
  EpcRegisterUnavailableError,
  type EpcRegister,
  type RegisterCertificate,
  type RegisterKind,
} from './register';

/** Paths of the open-data API (epc.opendatacommunities.org/docs/api). */
const SEARCH_PATHS: Record<RegisterKind, string> = {
  domestic: 'domestic/search',
  'non-domestic': 'non-domestic/search',
  dec: 'display/search',
};
const BAND: Record<RegisterKind, string> = {
  domestic: 'current-energy-rating',
  'non-domestic': 'asset-rating-band',
  dec: 'operational-rating-band',
};
const VALUE: Record<RegisterKind, string> = {
  domestic: 'current-energy-efficiency',
  'non-domestic': 'asset-rating',
  dec: 'current-operational-rating',
};

function numberOrNull(value: unknown): number | null {
  const number = Number(value);
  return value === undefined || value === null || value === '' || !Number.isFinite(number)
    ? null
    : number;
}

/** A row of the API (kebab-case columns of the bulk export) as a certificate; null if unusable. */
function certificateOfApiRow(
  register: RegisterKind,
  row: Record<string, unknown>,
): RegisterCertificate | null {
  const text = (name: string) =>
    typeof row[name] === 'string' ? (row[name] as string).trim() : '';
  const rating = text(BAND[register]).toUpperCase();
  const lodgementDate = text('lodgement-date').slice(0, 10);
  const lmkKey = text('lmk-key');
  if (!lmkKey || !/^(A\+|[A-G])$/.test(rating) || !/^\d{4}-\d{2}-\d{2}$/.test(lodgementDate)) {
    return null;
  }
  return {
    lmkKey,
    register,
    certificateType: register === 'dec' ? 'DEC' : 'EPC',
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    town: text('posttown'),
    postcode: text('postcode').toUpperCase(),
    rating,
    ratingValue: numberOrNull(row[VALUE[register]]),
    lodgementDate,
    floorArea: numberOrNull(row['total-floor-area'] ?? row['floor-area']),
    propertyType: text('property-type') || null,
    sample: false,
  };
}

/**
 * Production register: the EPC open-data API (EPC_API_URL, default
 * https://epc.opendatacommunities.org/api/v1) with HTTP Basic auth of EPC_API_EMAIL:EPC_API_KEY.
 * All three registers are asked; an unreachable or failing API throws (502).
 */
export function createRegisterApi(options: {
  url: string;
  email: string;
  key: string;
  fetch?: typeof fetch;
}): EpcRegister {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.email}:${options.key}`).toString('base64')}`;

  async function search(register: RegisterKind, postcode: string) {
    const url = new URL(`${base}/${SEARCH_PATHS[register]}`);
    url.searchParams.set('postcode', postcode);
    url.searchParams.set('size', '500');
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new EpcRegisterUnavailableError(`EPC register unreachable: ${String(error)}`);
    }
    // The API answers 200 with an empty body when nothing matches.
    if (!response.ok)
      throw new EpcRegisterUnavailableError(`EPC register answered ${response.status}`);
    const body = await response.text();
    if (!body.trim()) return [];
    const rows = (JSON.parse(body) as { rows?: Record<string, unknown>[] }).rows ?? [];
    return rows
      .map((row) => certificateOfApiRow(register, row))
      .filter((row): row is RegisterCertificate => row !== null);
  }

  return {
    async byPostcode(postcode) {
      const found = await Promise.all(
        (['domestic', 'non-domestic', 'dec'] as const).map((register) =>
          search(register, postcode),
        ),
      );
      return found
        .flat()
        .sort(
          (a, b) =>
            b.lodgementDate.localeCompare(a.lodgementDate) || a.lmkKey.localeCompare(b.lmkKey),
        );
    },
  };
}
