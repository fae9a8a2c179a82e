import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, a memory-hard function built into Node (no native
 * addon to compile). N=2^15, r=8 uses 32 MiB per hash, the OWASP floor for scrypt.
 * The parameters are stored in the hash so they can be raised later without breaking
 * existing accounts.
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((ok, fail) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? fail(err) : ok(key),
    ),
  );
}

/**
 * A new hash of `password`. `cost` is the default everywhere the server runs; only the test
 * suites pass a smaller one (testing/app.ts), which no configuration can reach.
 */
export async function hashPassword(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, at the cost real hashes have. Checking a password against
 * it when the email is unknown makes both failures take the same time, so timing does not
 * reveal accounts.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) decoys.set(key, (decoy = hashPassword(randomBytes(24).toString('base64url'), cost)));
  return decoy;
}
