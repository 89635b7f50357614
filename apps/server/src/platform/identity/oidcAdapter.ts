import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { hasControlCharacters } from '@wattwise/api/contract';
import type { Database } from '../../db/schema';

/**
 * Whether a value sent by a client (a code, a refresh token, a session cookie) can name a row: the
 * provider's ids are its own random text, never control characters, and PostgreSQL refuses NUL in
 * text. Such a value finds nothing instead of failing the request.
 */
const canBeId = (value: string) => !hasControlCharacters(value);

/**
 * oidc-provider storage in the database (table oidc_models), so sessions, interactions, codes
 * and grants survive restarts and are shared by every replica (ARCHITECTURE.md, Scale).
 * Expired rows are ignored on read and removed by `removeExpiredOidcModels`.
 */
export function databaseOidcAdapter(db: Kysely<Database>) {
  return class DatabaseOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_models')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.#findBy('id', id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findBy('user_code', userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      if (!canBeId(id)) return;
      await db
        .updateTable('oidc_models')
        .set({ consumed_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      if (!canBeId(id)) return;
      await db
        .deleteFrom('oidc_models')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!canBeId(grantId)) return;
      await db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
    }

    async #findBy(
      column: 'id' | 'user_code' | 'uid',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      if (!canBeId(value)) return undefined;
      const row = await db
        .selectFrom('oidc_models')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && row.expires_at.getTime() <= Date.now()) return undefined;
      return {
        ...row.payload,
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      };
    }
  };
}

/** Deletes expired provider rows; called at start and from time to time. */
export async function removeExpiredOidcModels(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<', new Date()).execute();
}

/**
 * Ends every sign-in of an account at the provider but one browser's (a password change: whoever
 * knew the old password may hold one): its other sessions, so /authorize asks for the password
 * again; every grant but that session's; and every refresh token, code and stored access token,
 * so nothing issued before the change gets new tokens.
 */
export async function endOtherProviderSignIns(
  db: Kysely<Database>,
  accountId: string,
  keep: { sessionId: string | undefined; grantIds: readonly string[] },
): Promise<void> {
  const ofAccount = sql<string>`payload ->> 'accountId'`;
  let sessions = db
    .deleteFrom('oidc_models')
    .where('model', '=', 'Session')
    .where(ofAccount, '=', accountId);
  if (keep.sessionId) sessions = sessions.where('id', '!=', keep.sessionId);
  await sessions.execute();
  let grants = db
    .deleteFrom('oidc_models')
    .where('model', '=', 'Grant')
    .where(ofAccount, '=', accountId);
  if (keep.grantIds.length > 0) grants = grants.where('id', 'not in', [...keep.grantIds]);
  await grants.execute();
  await db
    .deleteFrom('oidc_models')
    .where('model', 'in', ['RefreshToken', 'AuthorizationCode', 'AccessToken'])
    .where(ofAccount, '=', accountId)
    .execute();
}
