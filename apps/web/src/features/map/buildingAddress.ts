/** OpenStreetMap tags of a building outline (addr:*, name), as the outlines route answers them. */
export type BuildingTags = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A building's one-line address from its OSM address tags ('Conway Hall, 25 Red Lion Square,
 * London WC1R 4RL'), or null without a post code: such buildings are placed by reverse search.
 */
export function addressOfTags(tags: BuildingTags): string | null {
  const postcode = text(tags['addr:postcode']);
  if (!postcode) return null;
  const name = text(tags.name) || text(tags['addr:housename']);
  const street = [text(tags['addr:housenumber']), text(tags['addr:street'])]
    .filter(Boolean)
    .join(' ');
  const town = [text(tags['addr:city']), postcode].filter(Boolean).join(' ');
  return [name, street, town].filter(Boolean).join(', ');
}

/**
 * The certificate look-up's address parts (opendata address1..3) from a one-line address: the
 * name and street words, then the town and post code part. Null without a UK post code.
 */
export function certificateQueryOf(fullAddress: string) {
  const parts = fullAddress
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const postcodeAt = parts.findIndex((part) =>
    /\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/i.test(part),
  );
  if (postcodeAt < 0) return null;
  const named = parts.filter((_, index) => index !== postcodeAt).join(' ');
  return named
    ? { address1: named, address2: parts[postcodeAt]! }
    : { address1: parts[postcodeAt]! };
}

/** The government register's search for a post code ('Find out more' opens it in a new tab). */
export function registerSearchUrl(fullAddress: string): string | null {
  const match = /\b([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})\b/i.exec(fullAddress);
  if (!match) return null;
  const postcode = `${match[1]} ${match[2]}`.toUpperCase();
  return `https://find-energy-certificate.service.gov.uk/find-a-certificate/search-by-postcode?postcode=${encodeURIComponent(postcode)}`;
}
