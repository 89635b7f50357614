import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isStaffEmail } from '@wattwise/domain';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Caller } from './verify';

/**
 * A session ends after this long without a request (designed, docs/adr/0019): the old web
 * client's sign-in hint lasted a day too. The next page then goes through the identity provider,
 * whose own session (14 days, provider.ts) signs the user back in without a form.
 */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** And at the latest this long after signing in, the provider's own session length (designed). */
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;
/** How often a session in use has its idle expiry moved on: one write an hour at most. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/**
 * How long a replica trusts a session it has read (designed, as REVOCATION_REFRESH_MS): signing out
 * through another replica takes effect here at most this long after; on this one at once.
 */
const SESSION_RECHECK_MS = 5_000;
/** Sessions kept in memory (designed); beyond it the cache starts over, costing one read each. */
const SESSION_CACHE_SIZE = 5_000;

/**
 * The session cookie's name. Over HTTPS the `__Host-` prefix makes the browser refuse it unless it
 * is Secure, host-only and for path /, so a sibling subdomain cannot plant one.
 */
export function sessionCookieName(config: Pick<ServerConfig, 'publicUrl'>): string {
  return isHttps(config) ? '__Host-wattwise_session' : 'wattwise_session';
}

export function isHttps(config: Pick<ServerConfig, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

/** One cookie of a Cookie header, or undefined (names are matched exactly, values as sent). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/** The session id a request's cookie carries, if any (not yet checked against the table). */
export function sessionIdOf(
  request: { headers: { cookie?: string | undefined } },
  config: Pick<ServerConfig, 'publicUrl'>,
): string | undefined {
  return readCookie(request.headers.cookie, sessionCookieName(config));
}

/** A Set-Cookie value: HttpOnly always, Secure over HTTPS; maxAge 0 removes the cookie. */
export function cookieHeader(
  config: Pick<ServerConfig, 'publicUrl'>,
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number },
): string {
  const secure = isHttps(config) ? '; Secure' : '';
  // Lax, not Strict: a user who follows a link to WattWise from an e-mail, or comes back from the
  // identity provider, arrives signed in; a cross-site POST never carries it, and every call that
  // changes data must also carry SESSION_REQUEST_HEADER (docs/adr/0019).
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

interface Known {
  caller: Caller;
  checkedAt: number;
}

/**
 * The server-kept sessions of the web app (table browser_sessions, migration 0014). The browser
 * holds a random 256-bit id; the table keeps its hash, the user and the expiry.
 */
export function browserSessionStore(
  db: Kysely<Database>,
  options: { staffEmailDomains?: readonly string[]; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const staffEmailDomains = options.staffEmailDomains ?? [];
  const known = new Map<string, Known>();

  function callerOf(sub: string, email: string | null): Caller {
    return Object.freeze({
      sub,
      email: email ?? undefined,
      staff: email ? isStaffEmail(email, staffEmailDomains) : false,
    });
  }

  return {
    /** Starts a session for the user; answers the id the cookie carries. */
    async create(user: { sub: string; email: string | undefined }): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      await db
        .insertInto('browser_sessions')
        .values({
          id_hash: hashOf(id),
          sub: user.sub,
          email: user.email ?? null,
          created_at: new Date(at),
          expires_at: new Date(at + SESSION_IDLE_MS),
        })
        .execute();
      // Sessions that ended are removed as new ones start (designed: no timer to run).
      await db.deleteFrom('browser_sessions').where('expires_at', '<=', new Date(at)).execute();
      return id;
    },

    /** The session's user, or undefined when the id is unknown or the session has ended. */
    async find(id: string | undefined): Promise<Caller | undefined> {
      if (!id) return undefined;
      const hash = hashOf(id);
      const at = now();
      const cached = known.get(hash);
      if (cached && at - cached.checkedAt < SESSION_RECHECK_MS) return cached.caller;
      const row = await db
        .selectFrom('browser_sessions')
        .select(['sub', 'email', 'created_at', 'expires_at'])
        .where('id_hash', '=', hash)
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= at) {
        known.delete(hash);
        return undefined;
      }
      const latest = Math.min(at + SESSION_IDLE_MS, row.created_at.getTime() + SESSION_MAX_MS);
      if (latest - row.expires_at.getTime() >= TOUCH_EVERY_MS) {
        await db
          .updateTable('browser_sessions')
          .set({ expires_at: new Date(latest) })
          .where('id_hash', '=', hash)
          .execute();
      }
      const caller = cached?.caller ?? callerOf(row.sub, row.email);
      if (known.size >= SESSION_CACHE_SIZE) known.clear();
      known.set(hash, { caller, checkedAt: at });
      return caller;
    },

    /**
     * Ends every session of a user but the one `keepId` names (a password change: the browser
     * that changed it stays signed in, every other one is signed out).
     */
    async endAllOf(sub: string, keepId?: string): Promise<void> {
      for (const [hash, entry] of known) if (entry.caller.sub === sub) known.delete(hash);
      let ending = db.deleteFrom('browser_sessions').where('sub', '=', sub);
      if (keepId) ending = ending.where('id_hash', '!=', hashOf(keepId));
      await ending.execute();
    },

    /** Ends one session (signing out). */
    async end(id: string | undefined): Promise<void> {
      if (!id) return;
      const hash = hashOf(id);
      known.delete(hash);
      await db.deleteFrom('browser_sessions').where('id_hash', '=', hash).execute();
    },
  };
}

export type BrowserSessionStore = ReturnType<typeof browserSessionStore>;
