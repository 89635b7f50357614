import type { Kysely } from 'kysely';
import type { RateLimitConfig, RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import type { HttpError } from '../errors/httpError';
import { countHit, peekHits } from './rateLimitStore';
import { tooManyRequests } from './rateLimits';

/** Budgets kept in memory at most (designed); beyond it the memo starts over, costing a read each. */
const MEMO_SIZE = 10_000;

/**
 * A budget of cost per client or account and window, where a request costs what its answer cost
 * (outline features served, certificate bytes stored) rather than one: counting requests alone
 * let one client take a 1.4 MB answer ten times a second within its request limit. Counted in
 * the shared `rate_limits` table, so replicas agree. A budget found spent is remembered until its
 * window ends, so the refusals of a flood cost no database round trip.
 */
function costBudget(
  db: Kysely<Database>,
  name: string,
  rule: RateLimitRule,
  options: { enabled?: boolean; what: string },
) {
  const enabled = options.enabled ?? true;
  const spentUntil = new Map<string, number>();
  const keyOf = (owner: string) => `${name}:${owner}`;

  function remember(owner: string, ttlMs: number) {
    if (spentUntil.size >= MEMO_SIZE) spentUntil.clear();
    spentUntil.set(owner, Date.now() + ttlMs);
  }

  return {
    rule,
    /**
     * Throws 429 with Retry-After while the owner's budget is spent ('client:1.2.3.4',
     * 'account:<sub>'); else resolves.
     */
    async check(owner: string): Promise<void> {
      if (!enabled) return;
      const until = spentUntil.get(owner);
      const now = Date.now();
      if (until !== undefined && until > now) throw refusal(until - now, owner);
      if (until !== undefined) spentUntil.delete(owner);
      const { current, ttl } = await peekHits(db, keyOf(owner));
      if (current >= rule.max) {
        remember(owner, ttl);
        throw refusal(ttl, owner);
      }
    },
    /**
     * Counts a request's cost before serving it, and throws 429 when that takes the owner past
     * its budget: requests in flight at once cannot all pass a check made before any is counted.
     */
    async reserve(owner: string, cost: number): Promise<void> {
      if (!enabled || cost <= 0) return;
      await this.check(owner);
      const { current, ttl } = await countHit(
        db,
        keyOf(owner),
        rule.windowSeconds * 1000,
        Math.ceil(cost),
      );
      if (current > rule.max) {
        remember(owner, ttl);
        throw refusal(ttl, owner);
      }
    },
    /** Counts what a served request cost against the owner's budget. */
    async spend(owner: string, cost: number): Promise<void> {
      if (!enabled || cost <= 0) return;
      const { current, ttl } = await countHit(
        db,
        keyOf(owner),
        rule.windowSeconds * 1000,
        Math.ceil(cost),
      );
      if (current >= rule.max) remember(owner, ttl);
    },
  };

  function refusal(ttlMs: number, owner: string): HttpError {
    return tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)), options.what, {
      byClient: owner.startsWith('client:'),
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cost budgets of the rate limits (RATE_LIMIT_OUTLINE_FEATURES, _REGISTRATION_SPACES, _CERTIFICATE_BYTES). */
    budgets: CostBudgets;
  }
}

/** The server's cost budgets, per client address. */
export function costBudgets(db: Kysely<Database>, limits: RateLimitConfig) {
  const enabled = limits.enabled;
  return {
    outlineFeatures: costBudget(db, 'outlineFeatures', limits.outlineFeatures, {
      enabled,
      what: 'map outlines',
    }),
    registrationSpaces: costBudget(db, 'registrationSpaces', limits.registrationSpaces, {
      enabled,
      what: 'floors and spaces registered',
    }),
    certificateBytes: costBudget(db, 'certificateBytes', limits.certificateBytes, {
      enabled,
      what: 'certificate uploads',
    }),
  };
}

type CostBudgets = ReturnType<typeof costBudgets>;
