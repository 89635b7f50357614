import type { Kysely } from 'kysely';
import type { RateLimitConfig } from '../../config';
import type { Database } from '../../db/schema';
import { clearHits, countHit, peekHits } from '../limits/rateLimitStore';
import { retryAfterText } from '../limits/rateLimits';

/** Who tries to sign in: the e-mail typed, the client's address, and its device cookie if it is valid for that e-mail. */
export interface SignInAttempt {
  email: string;
  client: string;
  /** The id of a device cookie signed for this e-mail (deviceCookies.ts), if any. */
  device: string | undefined;
}

export type SignInVerdict =
  | { kind: 'go' }
  /** Refused for this many seconds (429): this client, or every client without a device cookie. */
  | { kind: 'locked'; seconds: number }
  /** The owner's own browser after many failures: answered after this pause, never refused. */
  | { kind: 'slow'; ms: number };

/** The first pause of a device past its budget, doubled for each further failure, up to the cap (designed). */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

/**
 * Failed sign-ins, counted in the shared rate-limit table (OWASP Authentication Cheat Sheet, 2024:
 * throttle per account and per client, and do not let strangers lock an account's owner out):
 * - from a browser without a device cookie for the e-mail: per e-mail and client together
 *   (`signInPerAccountAndClient`), so guesses from one address lock only that address; and per
 *   e-mail over every such client (`signInPerAccount`), against guessing spread over many
 *   addresses;
 * - from a browser with the account's device cookie: its own count (`signInPerDevice`); past it
 *   each attempt is slowed, never refused, so the owner can always sign in from a browser that
 *   signed in before.
 * Unknown e-mails are counted the same way, and a locked attempt is answered before the password
 * is checked, so the answers do not reveal which addresses have accounts. A successful sign-in
 * clears its own client's and device's counts, not the account-wide one.
 */
export function signInLockout(db: Kysely<Database>, limits: RateLimitConfig) {
  const email = (attempt: SignInAttempt) => attempt.email.trim().toLowerCase();
  const keys = (attempt: SignInAttempt) => ({
    pair: `signInPerAccountAndClient:${email(attempt)}|${attempt.client}`,
    account: `signInPerAccount:${email(attempt)}`,
    device: `signInPerDevice:${email(attempt)}|${attempt.device ?? ''}`,
  });
  const seconds = (ttl: number) => Math.max(1, Math.ceil(ttl / 1000));

  return {
    async verdict(attempt: SignInAttempt): Promise<SignInVerdict> {
      if (!limits.enabled) return { kind: 'go' };
      const key = keys(attempt);
      if (attempt.device) {
        const { current } = await peekHits(db, key.device);
        const over = current - limits.signInPerDevice.max;
        if (over < 0) return { kind: 'go' };
        return { kind: 'slow', ms: Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** over) };
      }
      for (const [name, rule] of [
        [key.pair, limits.signInPerAccountAndClient],
        [key.account, limits.signInPerAccount],
      ] as const) {
        const { current, ttl } = await peekHits(db, name);
        if (current >= rule.max) return { kind: 'locked', seconds: seconds(ttl) };
      }
      return { kind: 'go' };
    },

    async recordFailure(attempt: SignInAttempt): Promise<void> {
      if (!limits.enabled) return;
      const key = keys(attempt);
      if (attempt.device) {
        await countHit(db, key.device, limits.signInPerDevice.windowSeconds * 1000);
        return;
      }
      await countHit(db, key.pair, limits.signInPerAccountAndClient.windowSeconds * 1000);
      await countHit(db, key.account, limits.signInPerAccount.windowSeconds * 1000);
    },

    async recordSuccess(attempt: SignInAttempt): Promise<void> {
      if (!limits.enabled) return;
      const key = keys(attempt);
      await clearHits(db, attempt.device ? key.device : key.pair);
    },
  };
}

/** What a locked sign-in is told, with when it may retry (the same for every e-mail). */
export function lockedOutMessage(seconds: number): string {
  return `Too many failed sign-in attempts for this account. Try again in ${retryAfterText(seconds)}.`;
}
