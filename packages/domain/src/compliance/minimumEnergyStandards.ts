/**
 * Minimum energy efficiency standards for let buildings in England and Wales (MEES): the band a
 * building's EPC must reach before it may be let, today and in the government's published
 * proposals. Each standard keeps its date, threshold and source together, so the estate's
 * compliance table, its CSV and its PDF all read the same rule.
 */

import { EPC_BANDS } from '../enums/registrationEnums';
import { dateFormatter } from '../format/locale';

/** An EPC band, best (A+, non-domestic only) to worst (G). */
type EpcBandLetter = (typeof EPC_BANDS)[number];

export type LettingSector = 'domestic' | 'non-domestic';

export interface MinimumEnergyStandard {
  sector: LettingSector;
  /** The worst band a let building may have from `appliesFrom` (it must be this or better). */
  minimumBand: EpcBandLetter;
  /** ISO date from which every let of the sector must meet it. */
  appliesFrom: string;
  /** In force in law, or a published proposal that may still change. */
  status: 'IN_FORCE' | 'PROPOSED';
  source: string;
}

/** The standards, oldest first within each sector. */
const MINIMUM_ENERGY_STANDARDS: readonly MinimumEnergyStandard[] = [
  {
    sector: 'domestic',
    minimumBand: 'E',
    appliesFrom: '2020-04-01',
    status: 'IN_FORCE',
    source:
      'The Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015: band E for new tenancies from 1 April 2018 and all tenancies from 1 April 2020',
  },
  {
    sector: 'domestic',
    minimumBand: 'C',
    appliesFrom: '2030-10-01',
    status: 'PROPOSED',
    source:
      "DESNZ, 'Improving the energy performance of privately rented homes: 2025 update', consultation (February 2025) and government response: EPC C or equivalent, one compliance date of 1 October 2030",
  },
  {
    sector: 'non-domestic',
    minimumBand: 'E',
    appliesFrom: '2023-04-01',
    status: 'IN_FORCE',
    source:
      'The Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015: band E for new lets from 1 April 2018 and all lets from 1 April 2023',
  },
  {
    sector: 'non-domestic',
    minimumBand: 'C',
    appliesFrom: '2027-04-01',
    status: 'PROPOSED',
    source:
      "BEIS, 'Non-domestic private rented sector minimum energy efficiency standards: the future trajectory to 2030', consultation (2019) and government response (2021): band C from 1 April 2027",
  },
  {
    sector: 'non-domestic',
    minimumBand: 'B',
    appliesFrom: '2030-04-01',
    status: 'PROPOSED',
    source:
      "BEIS, 'Non-domestic private rented sector minimum energy efficiency standards: the future trajectory to 2030', consultation (2019) and government response (2021): band B from 1 April 2030",
  },
];

/** True when `band` is `minimum` or better. An unknown band never meets a standard. */
function bandMeets(band: string | null, minimum: EpcBandLetter): boolean {
  const at = EPC_BANDS.indexOf(band as EpcBandLetter);
  return at !== -1 && at <= EPC_BANDS.indexOf(minimum);
}

/** The standard of `sector` in force on `today`, or undefined before the first. */
function standardInForce(sector: LettingSector, today: Date): MinimumEnergyStandard | undefined {
  const day = today.toISOString().slice(0, 10);
  return MINIMUM_ENERGY_STANDARDS.filter(
    (standard) =>
      standard.sector === sector && standard.status === 'IN_FORCE' && standard.appliesFrom <= day,
  ).at(-1);
}

/** Where a let building stands against the minimum standards of its sector. */
export interface LettingCompliance {
  /** The standard in force today (band E), or undefined. */
  today: MinimumEnergyStandard | undefined;
  /** False when the building may not be let today: below the standard or without an EPC. */
  meetsToday: boolean;
  /** Later standards (in force or proposed) the building's band does not reach yet, soonest first. */
  upcoming: MinimumEnergyStandard[];
}

/**
 * A let building against the standards of its sector. A building without an EPC fails: a
 * certificate is required before a building is let (Energy Performance of Buildings (England and
 * Wales) Regulations 2012).
 */
export function lettingCompliance(
  band: string | null,
  sector: LettingSector,
  today: Date,
): LettingCompliance {
  const current = standardInForce(sector, today);
  const day = today.toISOString().slice(0, 10);
  const meetsToday = current ? bandMeets(band, current.minimumBand) : band !== null;
  const upcoming = MINIMUM_ENERGY_STANDARDS.filter(
    (standard) =>
      standard.sector === sector &&
      standard.appliesFrom > day &&
      !bandMeets(band, standard.minimumBand),
  );
  return { today: current, meetsToday, upcoming };
}

const longDate = /* @__PURE__ */ dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A standard's date as a person reads it, e.g. '1 April 2027'. */
function standardDateText(appliesFrom: string): string {
  return longDate(new Date(`${appliesFrom}T00:00:00Z`));
}

/** A building's standing against the minimum standards, in words (table, CSV and PDF alike). */
export function lettingStatusText(standing: {
  letToTenants: boolean;
  meetsStandardToday: boolean | null;
  standardToday: Pick<MinimumEnergyStandard, 'minimumBand'> | null;
  upcoming: readonly Pick<MinimumEnergyStandard, 'minimumBand' | 'appliesFrom' | 'status'>[];
}): string {
  if (!standing.letToTenants) return 'Not let';
  const band = standing.standardToday?.minimumBand ?? 'E';
  if (standing.meetsStandardToday === false) return `Below band ${band}: may not be let`;
  const next = standing.upcoming[0];
  if (!next) return 'Meets the standard';
  const proposed = next.status === 'PROPOSED' ? ' (proposed)' : '';
  return `Meets band ${band}; band ${next.minimumBand} needed from ${standardDateText(next.appliesFrom)}${proposed}`;
}
