/** A meter found by address in the metering database (shell §3). */
export interface MeterAddressOption {
  address: string;
  partialMpan: string;
  encryptedMpan: string;
  /** 0–1: how well the address matches what was asked. */
  confidenceScore: number;
  sandbox?: boolean;
}

export interface MeterCheck {
  /** True when this is a half-hourly smart meter we can read. */
  validMeter: boolean;
  mpan: string;
  sandbox?: boolean;
}

/** One half-hour of electricity, starting at `start` (UTC, ISO 8601). */
export interface HalfHourReading {
  start: string;
  kwh: number;
}

/** The smart-meter data provider (ARCHITECTURE.md: sandbox by default, a DCC provider by key). */
export interface SmartMeterProvider {
  /** True for the sandbox: everything it answers is made up and flagged. */
  readonly sandbox: boolean;
  addressSearch(address: string, postcode: string): Promise<MeterAddressOption[]>;
  meterCheck(mpan: string): Promise<MeterCheck>;
  /** Records the customer's consent to read the meter; false when the meter cannot be read. */
  giveConsent(mpan: string, givenAt: Date): Promise<boolean>;
}

/** The provider did not answer or failed (shell §8: 502 → 'External Server Error'). */
export class MeteringProviderUnavailableError extends Error {}
