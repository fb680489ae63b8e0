import argon2 from "argon2";

// OWASP password storage cheat sheet: argon2id, m = 19 MiB, t = 2, p = 1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// Verified against when the username does not exist, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  return dummyHash.then((h) => verifyPassword(h, plain)).then(() => false);
}
