import type { Kysely } from 'kysely';
import type { Caller } from './verify';
import type { Database } from '../../db/schema';

/**
 * In Auth0 mode the user lives in the Auth0 tenant; the database keeps an account row with the
 * token's subject as id, so site permissions can refer to it. It has no usable password hash
 * ('!' never verifies), so it cannot sign in to the embedded provider.
 */
export async function recordAuth0Account(db: Kysely<Database>, caller: Caller): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: caller.sub,
      // E-mails are unique; a user without one (or with one held locally) gets a stand-in.
      email: (caller.email ?? `${caller.sub}@users.auth0.invalid`).toLowerCase(),
      name: caller.email ?? caller.sub,
      password_hash: '!',
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
