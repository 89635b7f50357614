import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from './password';
import { isOverlongPassword, MIN_PASSWORD_LENGTH, newPasswordProblem } from './passwordPolicy';
import type { Account, Database } from '../../db/schema';

export { MIN_PASSWORD_LENGTH };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AccountInput {
  name: string;
  email: string;
  password: string;
}

/** Field errors of the account forms, keyed by field, in words a user can act on. */
export type AccountFieldErrors = Partial<Record<'name' | 'email' | 'password' | 'current', string>>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function validateName(name: string): string | undefined {
  return name.trim().length === 0 ? 'Enter your name.' : undefined;
}

function validateEmail(email: string): string | undefined {
  return emailPattern.test(normaliseEmail(email)) ? undefined : 'Enter a valid email address.';
}

function validatePassword(password: string): string | undefined {
  return newPasswordProblem(password);
}

export async function findAccountById(db: Kysely<Database>, id: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/**
 * A sign-up either fails validation, creates the account, or finds the e-mail already in use
 * (`existing`): the caller must answer that exactly like a new account.
 */
export type CreateAccountResult =
  | { ok: true; account: Account; existing?: undefined }
  | { ok: true; account?: undefined; existing: { email: string } }
  | { ok: false; errors: AccountFieldErrors };

/** Creates an account after validating every field; an e-mail in use is reported as `existing`. */
export async function createAccount(
  db: Kysely<Database>,
  input: AccountInput,
): Promise<CreateAccountResult> {
  const errors: AccountFieldErrors = {};
  const nameError = validateName(input.name);
  const emailError = validateEmail(input.email);
  const passwordError = validatePassword(input.password);
  if (nameError) errors.name = nameError;
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const email = normaliseEmail(input.email);
  const password_hash = await hashPassword(input.password);
  const inserted = await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email, name: input.name.trim(), password_hash })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return { ok: true, existing: { email } };
  return { ok: true, account: inserted };
}

/** The account when e-mail and password match, else undefined (the caller shows one message). */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<Account | undefined> {
  // Nothing this long was ever accepted: refuse it before spending a hash on it.
  if (isOverlongPassword(password)) return undefined;
  const account = await findAccountByEmail(db, email);
  if (!account) {
    // Spend the same time as a real check so response times do not reveal which e-mails exist.
    await hashPassword(password);
    return undefined;
  }
  return (await verifyPassword(password, account.password_hash)) ? account : undefined;
}

export async function changePassword(
  db: Kysely<Database>,
  accountId: string,
  current: string,
  next: string,
): Promise<{ ok: true } | { ok: false; errors: AccountFieldErrors }> {
  const passwordError = validatePassword(next);
  if (passwordError) return { ok: false, errors: { password: passwordError } };
  const account = isOverlongPassword(current) ? undefined : await findAccountById(db, accountId);
  if (!account || !(await verifyPassword(current, account.password_hash))) {
    return { ok: false, errors: { current: 'Your current password is not correct.' } };
  }
  await db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(next), updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
  return { ok: true };
}

/**
 * Saves the profile's name at once. A new e-mail is not saved here: it is answered as
 * `emailChange`, and changes only once its owner confirms it (emailChange.ts), so the page never
 * says whether the address already has an account.
 */
export async function updateProfile(
  db: Kysely<Database>,
  accountId: string,
  input: { name: string; email: string },
): Promise<
  | { ok: true; emailChange?: { from: string; to: string } }
  | { ok: false; errors: AccountFieldErrors }
> {
  const errors: AccountFieldErrors = {};
  const nameError = validateName(input.name);
  const emailError = validateEmail(input.email);
  if (nameError) errors.name = nameError;
  if (emailError) errors.email = emailError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const account = await findAccountById(db, accountId);
  if (!account) return { ok: false, errors: { email: 'This account no longer exists.' } };
  await db
    .updateTable('accounts')
    .set({ name: input.name.trim(), updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
  const email = normaliseEmail(input.email);
  return email === account.email
    ? { ok: true }
    : { ok: true, emailChange: { from: account.email, to: email } };
}
