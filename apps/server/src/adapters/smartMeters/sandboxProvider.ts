import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { wordsOf, type Place } from '../geocoding/addressIndex';
import { normalisePostcode } from '../geocoding/gbPostcode';
import { isValidMpanCore, mpanCore, mpanCoreOf } from '@wattwise/domain';
import type { MeterAddressOption, SmartMeterProvider } from './provider';

/**
 * The sandbox's key for encrypted MPANs. Not a secret: sandbox MPANs are made up, and the
 * encryption only keeps the full number out of the address list the browser receives.
 */
const SANDBOX_KEY = createHash('sha256').update('wattwise sandbox meters').digest();
/** London Power Networks (UK Power Networks), distributor id 12: the demo area's meters. */
const LONDON_DISTRIBUTOR_ID = 12;

/** A sandbox MPAN for an address: the same address always has the same meter. */
function sandboxMpanFor(fullAddress: string): string {
  const digest = createHash('sha256').update(`mpan:${fullAddress}`).digest();
  const tenDigits = String(digest.readBigUInt64BE(0) % 10_000_000_000n).padStart(10, '0');
  return mpanCoreOf(LONDON_DISTRIBUTOR_ID, tenDigits);
}

/** Deterministic AES-256-GCM (IV from the MPAN) so the answer can be cached indefinitely (shell §7). */
export function encryptSandboxMpan(mpan: string): string {
  const iv = createHash('sha256').update(`iv:${mpan}`).digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', SANDBOX_KEY, iv);
  const body = Buffer.concat([cipher.update(mpan, 'utf8'), cipher.final()]);
  return `sandbox.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The MPAN inside an encrypted sandbox MPAN; null when it was not made by the sandbox. */
export function decryptSandboxMpan(encrypted: string): string | null {
  if (!encrypted.startsWith('sandbox.')) return null;
  try {
    const raw = Buffer.from(encrypted.slice('sandbox.'.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', SANDBOX_KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The first 8 digits, the rest masked ('12000123*****', shell §3 partialMpan). */
function partialMpan(mpan: string): string {
  return `${mpan.slice(0, 8)}${'*'.repeat(mpan.length - 8)}`;
}

/** Share of the asked address's words found in the candidate address, 0–1, two decimals. */
function addressConfidence(asked: string, candidate: string): number {
  const askedWords = wordsOf(asked);
  if (askedWords.length === 0) return 0.5;
  const candidateWords = new Set(wordsOf(candidate));
  const found = askedWords.filter((word) => candidateWords.has(word)).length;
  // Same post code is already known; words lift the score from 0.5 to 1.
  return Math.round((0.5 + (0.5 * found) / askedWords.length) * 100) / 100;
}

/**
 * The sandbox metering database: every address of the bundled address index (the demo area) has
 * one made-up half-hourly meter with a valid MPAN (distributor 12, check digit right). Meter
 * check: a 13- or 21-digit MPAN whose core has a GB distributor id and a right check digit is a
 * readable smart meter; anything else (a typo) is not. All answers are flagged `sandbox`.
 */
export function createSandboxMeterProvider(places: readonly Place[]): SmartMeterProvider {
  const addresses = places.filter((place) => place.kind === 'address');
  return {
    sandbox: true,
    async addressSearch(address, postcode) {
      const wanted = normalisePostcode(postcode);
      if (!wanted) return [];
      return addresses
        .filter((place) => place.postcode === wanted)
        .map((place): MeterAddressOption => {
          const mpan = sandboxMpanFor(place.fullAddress);
          return {
            address: place.fullAddress,
            partialMpan: partialMpan(mpan),
            encryptedMpan: encryptSandboxMpan(mpan),
            confidenceScore: addressConfidence(address, place.fullAddress),
            sandbox: true,
          };
        })
        .sort(
          (a, b) => b.confidenceScore - a.confidenceScore || a.address.localeCompare(b.address),
        );
    },
    async meterCheck(mpan) {
      const core = mpanCore(decryptSandboxMpan(mpan) ?? mpan);
      return {
        validMeter: core !== null && isValidMpanCore(core),
        mpan: core ?? mpan,
        sandbox: true,
      };
    },
    async giveConsent(mpan) {
      const core = mpanCore(decryptSandboxMpan(mpan) ?? mpan);
      return core !== null && isValidMpanCore(core);
    },
  };
}
