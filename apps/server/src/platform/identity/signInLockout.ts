import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import { clearHits, countHit, peekHits } from '../limits/rateLimitStore';
import { retryAfterText } from '../limits/rateLimits';

/**
 * Failed sign-ins per account (e-mail), counted in the shared rate-limit table: after `max`
 * failures in the window the account is locked until the window ends, and the page says when it
 * may retry; a successful sign-in clears the count. Unknown e-mails are counted the same way, so
 * the lock-out does not reveal which addresses have accounts.
 */
export function signInLockout(db: Kysely<Database>, rule: RateLimitRule, enabled = true) {
  const keyOf = (email: string) => `signInPerAccount:${email.trim().toLowerCase()}`;
  return {
    /** Seconds until the account may try again, or 0 when it is not locked. */
    async lockedForSeconds(email: string): Promise<number> {
      if (!enabled) return 0;
      const { current, ttl } = await peekHits(db, keyOf(email));
      return current >= rule.max ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    },
    async recordFailure(email: string): Promise<void> {
      if (enabled) await countHit(db, keyOf(email), rule.windowSeconds * 1000);
    },
    async recordSuccess(email: string): Promise<void> {
      if (enabled) await clearHits(db, keyOf(email));
    },
  };
}

/** What a locked account is told, with when it may retry. */
export function lockedOutMessage(seconds: number): string {
  return `Too many failed sign-in attempts for this account. Try again in ${retryAfterText(seconds)}.`;
}
