import { rankCertificates } from '@wattwise/domain';
import { wordsOf } from '../../adapters/geocoding/addressIndex';
import { normalisePostcode } from '../../adapters/geocoding/gbPostcode';
import type { EpcRegister, RegisterCertificate } from '../../adapters/epcRegister/register';

/** Opendata look-ups keep certificates matching at least this share of the address (analysis §9: confidence 50). */
export const DEFAULT_CONFIDENCE = 50;

export class LookupInputError extends Error {}

const FULL_POSTCODE_IN_TEXT = /\b([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})\b/i;

function postcodeIn(texts: readonly (string | undefined)[]): string | null {
  for (const text of texts) {
    const match = FULL_POSTCODE_IN_TEXT.exec(text ?? '');
    if (match) return normalisePostcode(`${match[1]} ${match[2]}`);
  }
  return null;
}

/**
 * The words of a certificate's address, worked out once per certificate object: the map's batch
 * call matches each of up to 1,000 addresses against every certificate at its post code, and the
 * register's look-ups are shared between calls (issue 13, performance_batch_ms).
 */
const addressWords = new WeakMap<RegisterCertificate, ReadonlySet<string>>();
function addressWordsOf(certificate: RegisterCertificate): ReadonlySet<string> {
  let words = addressWords.get(certificate);
  if (!words) {
    words = new Set(
      wordsOf([certificate.address1, certificate.address2, certificate.address3].join(' ')),
    );
    addressWords.set(certificate, words);
  }
  return words;
}

/** Share (0–100) of the asked words found in the certificate's address. */
function addressMatch(askedWords: readonly string[], certificate: RegisterCertificate) {
  if (askedWords.length === 0) return 0;
  const words = addressWordsOf(certificate);
  return (100 * askedWords.filter((word) => words.has(word)).length) / askedWords.length;
}

/** A certificate as the EPC check step shows it (shell §3 EpcAddress). */
function epcAddressOf(certificate: RegisterCertificate) {
  const startsWithNumber = (text: string) => /^\d/.test(text);
  const named = certificate.address2 !== '' && !startsWithNumber(certificate.address1);
  const rating = certificate.rating === 'A+' ? 'A' : certificate.rating;
  return {
    buildingName: named ? certificate.address1 : '',
    unit: '',
    street: named ? certificate.address2 : certificate.address1,
    town: certificate.town,
    postCode: certificate.postcode,
    country: 'United Kingdom',
    epc: rating as 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G',
    epcYear: Number(certificate.lodgementDate.slice(0, 4)),
    lmkKey: certificate.lmkKey,
    ...(certificate.sample ? { sample: true } : {}),
  };
}

/**
 * The EPC check (shell §7 checkaddress): certificates at the building's post code;
 * `epcAddresses` are the building's own (the same house number on its street, or its name:
 * domain rankCertificates), `addresses` the other certificates at that post code, closest first,
 * for the user to pick when the address was written differently (designed; the spec names the
 * two lists only). Throws LookupInputError when the post code is not a full UK post code.
 */
export async function checkAddress(
  register: EpcRegister,
  address: { postCode: string; buildingName?: string; unit?: string; street?: string },
) {
  const postcode = normalisePostcode(address.postCode);
  if (!postcode) {
    throw new LookupInputError(`'${address.postCode}' is not a full UK post code, e.g. WC1R 4RL.`);
  }
  const certificates = await register.byPostcode(postcode);
  const { matched, others } = rankCertificates(address, certificates, (certificate) => [
    certificate.address1,
    certificate.address2,
    certificate.address3,
  ]);
  return {
    epcAddresses: matched.map(epcAddressOf),
    addresses: others.map(epcAddressOf),
  };
}

/**
 * The energy map's certificate look-up (analysis §7.5 /opendata/{site}/address/{id}): the
 * certificates at the post code found in address1–3 whose address holds at least `confidence` %
 * of the words of the other parts. Throws LookupInputError without a post code.
 */
export async function certificatesOfAddress(
  register: EpcRegister,
  query: { address1?: string; address2?: string; address3?: string; confidence?: number },
) {
  const parts = [query.address1, query.address2, query.address3];
  const postcode = postcodeIn(parts);
  if (!postcode) {
    throw new LookupInputError('A full UK post code is needed in address1, address2 or address3.');
  }
  const postcodeWords = new Set(wordsOf(postcode));
  const asked = wordsOf(
    parts.filter((part) => part && !FULL_POSTCODE_IN_TEXT.test(part)).join(' '),
  ).filter((word) => !postcodeWords.has(word) && word !== 'london');
  const confidence = query.confidence ?? DEFAULT_CONFIDENCE;
  const certificates = await register.byPostcode(postcode);
  return certificates
    .filter((certificate) => asked.length === 0 || addressMatch(asked, certificate) >= confidence)
    .map((certificate) => ({
      certificateType: certificate.certificateType,
      rating: certificate.rating,
      issuedDate: certificate.lodgementDate,
      floorArea: certificate.floorArea,
      buildingType: certificate.propertyType,
      ...(certificate.sample ? { sample: true } : {}),
    }));
}
