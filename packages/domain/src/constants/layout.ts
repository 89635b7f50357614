/** Layout constants in CSS pixels (spec shell §2, §9; analysis §2.4, §9). */
export const LAYOUT = {
  /** Mobile below 500 px: top bar and slide-in menu. */
  mobileBelowPx: 500,
  /** Narrow layout below 1210 px. */
  narrowBelowPx: 1210,
  /** Registration pane max width. */
  registrationPaneMaxPx: 800,
  /** Sidebar max width. */
  sidebarMaxPx: 272,
  /** Address dropdown max height. */
  addressDropdownMaxPx: 235,
  /** Logo crop aspect 302:140 and minimum recommended logo height. */
  logoCropWidth: 302,
  logoCropHeight: 140,
  logoMinHeightPx: 48,
} as const;

/** What a page request says of its device. */
export interface DeviceHints {
  /** The Sec-CH-UA-Mobile client hint ('?1' on a phone), which Chromium browsers send. */
  uaMobile?: string;
  /** The User-Agent header. */
  userAgent?: string;
}

/**
 * Whether a page request comes from a phone, whose screen is mobile (below 500 px): by its
 * Sec-CH-UA-Mobile client hint when it sends one, else by a user agent that says 'Mobi' (Safari,
 * Firefox: MDN's advice for telling phones). A tablet is not a phone. The server renders a phone's
 * page without what a phone hides (docs/adr/0021).
 */
export function isPhoneRequest({ uaMobile, userAgent }: DeviceHints): boolean {
  if (uaMobile !== undefined && uaMobile.trim() !== '') return uaMobile.trim() === '?1';
  return /Mobi/.test(userAgent ?? '');
}

/** AI chat panel minimum size: 20, then 40 after the first message (spec analysis §2.4, §9). */
const CHAT_MIN_SIZE = { initial: 20, afterFirstMessage: 40 } as const;

/** Chat panel minimum size for a message count. */
export function chatMinSize(messageCount: number): number {
  return messageCount > 0 ? CHAT_MIN_SIZE.afterFirstMessage : CHAT_MIN_SIZE.initial;
}

/** Placeholder bars are random between 30 and 60 (spec analysis §9). */
export const PLACEHOLDER_BAR_RANGE = { min: 30, max: 60 } as const;

/** A placeholder bar height from a random number in [0, 1) (pass Math.random). */
export function placeholderBarHeight(random: () => number): number {
  const { min, max } = PLACEHOLDER_BAR_RANGE;
  return min + random() * (max - min);
}

/**
 * The tariff promotion sits at a random position 1 to 3 in the list (spec analysis §2.2), drawn
 * from the list itself (its suppliers and names): different lists put it at different places, and
 * the same list at the same place, on the server that renders the screen and in the browser that
 * takes it over.
 */
export function tariffPromotionPosition(
  tariffs: readonly { supplierName: string; name: string }[],
): 1 | 2 | 3 {
  const random = seededRandom(tariffs.map((t) => `${t.supplierName}/${t.name}`).join('|'));
  return (1 + Math.min(2, Math.floor(random * 3))) as 1 | 2 | 3;
}

/**
 * A number in [0, 1) drawn from `seed` (FNV-1a): the same seed gives the same number, on the
 * server that renders a screen and in the browser that takes it over. A screen drawn with
 * Math.random differs between the two, and the browser then throws the server's markup away and
 * draws the screen again (docs/adr/0019).
 */
function seededRandom(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}
