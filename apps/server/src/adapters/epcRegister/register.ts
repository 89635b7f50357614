/** The three registers of the EPB open-data export (domestic EPC, non-domestic EPC, DEC). */
export type RegisterKind = 'domestic' | 'non-domestic' | 'dec';

/** One lodged certificate, as the product needs it. */
export interface RegisterCertificate {
  /** LMK_KEY (bulk export) or ASSESSMENT_ID (register API fixtures). */
  lmkKey: string;
  register: RegisterKind;
  certificateType: 'EPC' | 'DEC';
  address1: string;
  address2: string;
  address3: string;
  town: string;
  /** 'WC1R 4RL' */
  postcode: string;
  /** Band letter, upper case; 'A+' for non-domestic asset ratings of -1 or less. */
  rating: string;
  ratingValue: number | null;
  /** YYYY-MM-DD */
  lodgementDate: string;
  floorArea: number | null;
  propertyType: string | null;
  /** True for the bundled synthetic rows (ARCHITECTURE.md: sample data is labelled). */
  sample: boolean;
}

/** Certificate look-ups (shell §7 checkaddress, analysis §7.5 opendata). */
export interface EpcRegister {
  /** Every certificate lodged at a full post code, newest first. */
  byPostcode(postcode: string): Promise<RegisterCertificate[]>;
  /**
   * The same for many post codes at once, keyed by postcodeKey (the map's batch of 1,000
   * buildings in one query); registers without it are asked post code by post code.
   */
  byPostcodes?(postcodes: readonly string[]): Promise<Map<string, RegisterCertificate[]>>;
}

/** The register API did not answer (routes map it to 502). */
export class EpcRegisterUnavailableError extends Error {}

/** Post code as a look-up key: upper case without spaces ('wc1r 4rl' → 'WC1R4RL'). */
export function postcodeKey(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, '');
}
