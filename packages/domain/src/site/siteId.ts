/** Site ids are UUID-shaped strings of exactly this length (spec shell §9). */
export const SITE_ID_LENGTH = 36;

/** True when the text has the length of a site id, so home search may select a site directly. */
export function looksLikeSiteId(text: string): boolean {
  return text.length === SITE_ID_LENGTH;
}
