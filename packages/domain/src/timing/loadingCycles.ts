/** Loading dots step every 500 ms and reset at 40 dots (spec analysis §9). */
export const LOADING_DOTS_INTERVAL_MS = 500;
/** Dot count at which the loading dots start again (spec analysis §9). */
const LOADING_DOTS_RESET_AT = 40;

/**
 * Next dot count of the animated loading dots: one more each tick, back to 0 on reaching 40
 * (spec analysis §4.4, §9).
 */
export function nextLoadingDots(count: number): number {
  const next = count + 1;
  return next >= LOADING_DOTS_RESET_AT ? 0 : next;
}

/** The dots text for a count, e.g. 3 → '...'. */
export function loadingDotsText(count: number): string {
  return '.'.repeat(Math.max(0, count));
}

/** Loading messages rotate every 5 s (spec shell §4, analysis §2.2, §9). */
export const LOADING_MESSAGE_INTERVAL_MS = 5_000;

/** Index of the next rotating message, wrapping to the first (spec analysis §9). */
export function nextLoadingMessageIndex(index: number, messageCount: number): number {
  if (messageCount <= 0) return 0;
  return (index + 1) % messageCount;
}
