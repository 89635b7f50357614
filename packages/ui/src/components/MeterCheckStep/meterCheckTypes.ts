/** A meter address found in the metering database (spec shell §3 "Meter address option"). */
export interface MeterAddressOption {
  address: string;
  partialMpan: string;
  encryptedMpan: string;
  confidenceScore?: number;
}

/** An energy supplier (spec shell §3 "Supplier"). */
export interface Supplier {
  id: string;
  name: string;
}
