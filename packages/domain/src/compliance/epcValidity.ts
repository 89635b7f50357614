/**
 * An EPC is valid for ten years from its issue (lodgement) date: The Energy Performance of
 * Buildings (England and Wales) Regulations 2012 (GOV.UK: "An EPC is valid for 10 years").
 */
const EPC_VALID_YEARS = 10;

const DAY_MS = 86_400_000;

export interface EpcValidity {
  /** ISO date the certificate stops being valid. */
  expiresOn: string;
  /** Whole days from `today` to expiry; negative once it has expired. */
  daysLeft: number;
  expired: boolean;
}

/** The expiry of a certificate issued on `issuedOn` (ISO date), seen on `today`. */
export function epcValidity(issuedOn: string, today: Date): EpcValidity {
  const issued = new Date(`${issuedOn.slice(0, 10)}T00:00:00Z`);
  const expires = new Date(issued);
  expires.setUTCFullYear(issued.getUTCFullYear() + EPC_VALID_YEARS);
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysLeft = Math.round((expires.getTime() - startOfToday) / DAY_MS);
  return { expiresOn: expires.toISOString().slice(0, 10), daysLeft, expired: daysLeft < 0 };
}
