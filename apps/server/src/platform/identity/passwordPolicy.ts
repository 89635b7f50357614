import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPackageDir } from '../../config';

/** Minimum password length of the embedded sign-up (designed; NIST SP 800-63B, 2017: at least 8). */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * Longest password accepted, checked before any hashing so a huge body cannot buy scrypt time
 * (designed; NIST SP 800-63B, 2017, §5.1.1.2 asks verifiers to allow at least 64 characters).
 */
const MAX_PASSWORD_LENGTH = 1024;

let commonPasswords: ReadonlySet<string> | undefined;

/** The 10,000 commonest passwords (data/common-passwords/SOURCE.md), lower-cased, read once. */
function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(
      path.join(serverPackageDir, 'data/common-passwords/common-passwords-10k.txt'),
      'utf8',
    )
      .split('\n')
      .map((line) => line.toLowerCase())
      .filter((line) => line.length > 0),
  );
  return commonPasswords;
}

/** True for a password too long to hash at all (refused before scrypt runs). */
export function isOverlongPassword(password: string): boolean {
  return password.length > MAX_PASSWORD_LENGTH;
}

/**
 * Why a new password is refused, in words a user can act on, or undefined when it is accepted:
 * too short, too long, one character repeated (eight spaces), or on the commonest-passwords list
 * (NIST SP 800-63B, 2017, §5.1.1.2).
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  }
  if (isOverlongPassword(password)) {
    return `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  }
  if (/^(.)\1*$/su.test(password) || password.trim().length === 0) {
    return 'This password is too easy to guess: do not repeat one character.';
  }
  if (commonPasswordList().has(password.toLowerCase())) {
    return 'This password is one of the most common passwords. Choose another one.';
  }
  return undefined;
}
