/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto): a 16-byte random salt, a 32-byte
 * key, encoded PHC-style with its parameters, `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, so they can
 * be raised later without breaking stored hashes. Verification compares in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** N = 2^15, r = 8: 32 MiB and about 100 ms per hash on a small server (docs/decisions/0010). */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { logN: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const ENCODED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const derive = (password: string, salt: Buffer, { logN, r, p }: ScryptParameters, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** logN;
    // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes.
    const maxmem = 256 * N * r + 1024 * 1024;
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export const hashPassword = async (
  password: string,
  parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters, KEY_BYTES);
  return `$scrypt$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${b64(salt)}$${b64(key)}`;
};

export const parsePasswordHash = (encoded: string) => {
  const match = ENCODED.exec(encoded);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  return {
    parameters: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt!, "base64"),
    key: Buffer.from(key!, "base64"),
  };
};

/** True when `password` hashes to `encoded`; false for a wrong password or an unreadable hash. */
export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parsed = parsePasswordHash(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.parameters, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
};

/** A hash made with weaker parameters than today's: worth re-hashing at the next successful login. */
export const needsRehash = (encoded: string, parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS) => {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return true;
  const current = parsed.parameters;
  return current.logN < parameters.logN || current.r < parameters.r || current.p < parameters.p;
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /**
   * Spends the time of a real verification on nothing, so an unknown email answers as slowly as a
   * wrong password and timing does not tell which accounts exist.
   */
  verifyNothing(password: string): Promise<void>;
}

export const scryptPasswordHasher = (
  parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): PasswordHasher => {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, parameters),
    verify: verifyPassword,
    verifyNothing: async (password) => {
      decoy ??= hashPassword(randomBytes(16).toString("hex"), parameters);
      await verifyPassword(password, await decoy);
    },
  };
};
