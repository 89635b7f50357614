import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Memory-hard password hashes with scrypt from node:crypto (no native build).
 * Parameters: N = 2^15, r = 8, p = 1, 64-byte key, 16-byte random salt (OWASP Password Storage
 * Cheat Sheet, 2023: scrypt minimum N=2^17 r=8 p=1 or equivalent; N=2^15 with r=8 uses 32 MiB,
 * the cost the team chose for a 2-core machine). Stored as `scrypt$N$r$p$salt$key` (base64url),
 * so parameters can change later without breaking old hashes.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  // maxmem must exceed 128 * N * r bytes or node refuses.
  return { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, optionsFor(COST, BLOCK_SIZE, PARALLELISM), KEY_LENGTH);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time comparison of a password with a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(cost), Number(blockSize), Number(parallelism)),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
