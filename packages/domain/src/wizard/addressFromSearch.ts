import type { AddressFields } from '../validation/addressStep';

/**
 * A UK post code at the end of a text (outward code, space, inward code), e.g. 'WC1R 4RL'.
 * Pattern of the ONS Postcode Directory user guide (2024), letters case-insensitive.
 */
const POSTCODE_AT_END = /\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/**
 * Address fields from a search result's one-line address (spec shell §3 "Address search
 * feature": name, full_address), e.g. 'Conway Hall, 25 Red Lion Square, London WC1R 4RL':
 * the post code at the end, the town before it, the street before that, and the name (or the
 * first part when there are more) as the building name. Fields it cannot tell are left out.
 */
export function addressFromSearchResult(result: {
  name?: string | null;
  full_address: string;
}): AddressFields {
  const parts = result.full_address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const fields: AddressFields = {};
  let last = parts.pop();
  if (last !== undefined) {
    const postCode = POSTCODE_AT_END.exec(last);
    if (postCode?.[1]) {
      fields.postCode = postCode[1].toUpperCase().replace(/\s+/g, ' ');
      last = last.slice(0, postCode.index).trim();
    }
    if (last) fields.town = last;
    else {
      const town = parts.pop();
      if (town) fields.town = town;
    }
  }
  const street = parts.pop();
  if (street) fields.street = street;
  const name = result.name?.trim() || parts[0];
  if (name && name !== fields.street) fields.buildingName = name;
  return fields;
}
