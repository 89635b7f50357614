/**
 * Which certificates at a post code are the building's (spec shell §2 "EPC check": 'looks up the
 * building's certificate'). A post code holds many buildings (the UCL quad's WC1E 6BT holds a
 * dozen certificates, none of them 12 Gower Street's), so a certificate is the building's only
 * when its address says so: the same house number on the same street, or the building's own name.
 * The others are ranked below (the same street first, nearest number first) for the user to pick
 * when the address was written differently, or to say that none of them is theirs. Designed.
 */

/** The parts of the building's address the wizard holds (spec shell §3 "Address"). */
export interface AddressToMatch {
  buildingName?: string | null;
  unit?: string | null;
  street?: string | null;
}

/** How a certificate's address stands against the building's. */
interface CertificateMatch {
  /** True when the certificate's address is the building's (house number and street, or name). */
  isBuilding: boolean;
  /** Higher is closer; orders the certificates that are not the building's. */
  closeness: number;
}

/** Words that say nothing about which building it is. */
const FILLER = new Set(['the', 'of', 'and', 'building', 'house', 'london', 'united', 'kingdom']);

interface ParsedAddress {
  numbers: { from: number; to: number }[];
  words: Set<string>;
}

/** Lower-case words of letters, and house numbers ('12', '12a', '10-14' as a range). */
function parse(text: string): ParsedAddress {
  const lower = text.toLowerCase();
  const numbers = [...lower.matchAll(/\b(\d+)[a-z]?(?:\s*[-–]\s*(\d+)[a-z]?)?\b/g)].map((m) => {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    return { from: Math.min(from, to), to: Math.max(from, to) };
  });
  const words = new Set(
    lower
      .replace(/\d+[a-z]?/g, ' ')
      .split(/[^a-z]+/)
      .filter((word) => word.length > 1 && !FILLER.has(word)),
  );
  return { numbers, words };
}

const covers = (ranges: ParsedAddress['numbers'], n: number) =>
  ranges.some((range) => n >= range.from && n <= range.to);

function containsAll(words: Set<string>, wanted: Set<string>): boolean {
  if (wanted.size === 0) return false;
  for (const word of wanted) if (!words.has(word)) return false;
  return true;
}

function share(words: Set<string>, wanted: Set<string>): number {
  if (wanted.size === 0) return 0;
  let found = 0;
  for (const word of wanted) if (words.has(word)) found += 1;
  return found / wanted.size;
}

/** How the certificate whose address lines are given stands against the building's address. */
function matchCertificateAddress(
  building: AddressToMatch,
  certificateLines: readonly (string | null | undefined)[],
): CertificateMatch {
  const street = parse(building.street ?? '');
  const unit = parse(building.unit ?? '');
  const name = parse(building.buildingName ?? '');
  // A name that only repeats the street ('12 Gower Street') names no building of its own.
  for (const word of street.words) name.words.delete(word);
  const houseNumber = street.numbers[0]?.from ?? name.numbers[0]?.from;
  const certificate = parse(certificateLines.filter(Boolean).join(' '));

  const onStreet = street.words.size > 0 && containsAll(certificate.words, street.words);
  const sameHouse =
    houseNumber !== undefined && onStreet && covers(certificate.numbers, houseNumber);
  const named = containsAll(certificate.words, name.words);
  const unitNumber = unit.numbers[0]?.from;
  const sameUnit = unitNumber === undefined || covers(certificate.numbers, unitNumber);
  const isBuilding = (sameHouse || named) && sameUnit;

  const nearest =
    houseNumber === undefined || certificate.numbers.length === 0
      ? Number.POSITIVE_INFINITY
      : Math.min(
          ...certificate.numbers.map((range) =>
            houseNumber < range.from
              ? range.from - houseNumber
              : houseNumber > range.to
                ? houseNumber - range.to
                : 0,
          ),
        );
  const closeness =
    (isBuilding ? 100 : 0) +
    (onStreet ? 10 : 4 * share(certificate.words, street.words)) +
    4 * share(certificate.words, name.words) +
    (onStreet && Number.isFinite(nearest) ? 2 / (1 + nearest) : 0);
  return { isBuilding, closeness };
}

/**
 * The certificates at a post code in the order the EPC check shows them: the building's own
 * (`matched`, closest first), then the rest (`others`, closest first). Ties keep the register's
 * order.
 */
export function rankCertificates<T>(
  building: AddressToMatch,
  certificates: readonly T[],
  linesOf: (certificate: T) => readonly (string | null | undefined)[],
): { matched: T[]; others: T[] } {
  const scored = certificates.map((certificate, index) => ({
    certificate,
    index,
    ...matchCertificateAddress(building, linesOf(certificate)),
  }));
  const order = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.closeness - a.closeness || a.index - b.index;
  return {
    matched: scored
      .filter((s) => s.isBuilding)
      .sort(order)
      .map((s) => s.certificate),
    others: scored
      .filter((s) => !s.isBuilding)
      .sort(order)
      .map((s) => s.certificate),
  };
}
