/**
 * The one admin account: read from the environment, hashed with Argon2id at start-up, checked in constant time.
 * Nothing secret lives in the repository; without configuration every login is refused.
 */
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { createHash, timingSafeEqual } from 'node:crypto';

// `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-50 ms per check on a server core. */
const hashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface AdminCredentials {
  username: string;
  /** Argon2id PHC string. Never logged, never sent. */
  passwordHash: string;
}

export type CredentialsResult =
  | { configured: true; credentials: AdminCredentials; source: 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'; warnings: string[] }
  | { configured: false; reason: string };

function isArgon2idHash(value: string): boolean {
  try {
    return value.startsWith('$argon2id$') && parseOptions(value).algorithm === ARGON2ID;
  } catch {
    return false;
  }
}

/**
 * Reads ADMIN_USERNAME with ADMIN_PASSWORD (hashed here) or ADMIN_PASSWORD_HASH (an Argon2id hash). The reasons
 * name variables only, never their values, so they can go to the log as they are.
 */
export async function loadCredentials(env: NodeJS.ProcessEnv): Promise<CredentialsResult> {
  const username = env.ADMIN_USERNAME?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim() ?? '';
  if (!username) return { configured: false, reason: 'ADMIN_USERNAME is not set' };
  const warnings: string[] = [];
  if (passwordHash) {
    if (!isArgon2idHash(passwordHash)) {
      return { configured: false, reason: 'ADMIN_PASSWORD_HASH is not a valid Argon2id hash ($argon2id$...)' };
    }
    if (password) warnings.push('both ADMIN_PASSWORD and ADMIN_PASSWORD_HASH are set; ADMIN_PASSWORD is ignored');
    return { configured: true, credentials: { username, passwordHash }, source: 'ADMIN_PASSWORD_HASH', warnings };
  }
  if (!password) return { configured: false, reason: 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set' };
  if (password.length < 12) warnings.push('ADMIN_PASSWORD is shorter than 12 characters');
  return {
    configured: true,
    credentials: { username, passwordHash: await hash(password, hashOptions) },
    source: 'ADMIN_PASSWORD',
    warnings,
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Equal-length digests make the comparison take the same time whatever the input's length or content. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * A checker for one login attempt. A wrong username still runs the full Argon2id verification, so the answer
 * and its timing are the same for a wrong username and a wrong password. With no credentials it always refuses.
 */
export function createCredentialCheck(credentials: AdminCredentials | null) {
  return async (username: string, password: string): Promise<boolean> => {
    if (!credentials) return false;
    const usernameMatches = sameText(username, credentials.username);
    const passwordMatches = await verify(credentials.passwordHash, password).catch(() => false);
    return usernameMatches && passwordMatches;
  };
}
