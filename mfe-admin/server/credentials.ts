/**
 * Who may sign in: the first admin from the environment (hashed with Argon2id at start-up), and the accounts of the
 * content database when there is one. Nothing secret lives in the repository; without either every login is refused.
 */
import type { AdminSecrets } from '@shared-data/server';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdminIdentity, Role } from './contract.ts';

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
export async function loadCredentials(secrets: AdminSecrets): Promise<CredentialsResult> {
  const username = secrets.username?.trim() ?? '';
  const password = secrets.password ?? '';
  const passwordHash = secrets.passwordHash?.trim() ?? '';
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

export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused, so nobody can make Argon2id hash megabytes (the login route has the same bound). */
export const MAX_PASSWORD_LENGTH = 1024;

export const passwordMessages = {
  tooShort: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalı.`,
  tooLong: `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir.`,
} as const;

/** The Turkish reason a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  return null;
}

/** A new account's username: 3-40 of a-z 0-9 . _ - (stored lower-case: see normalizeUsername in @shared-data/store). */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;

export const usernameMessages = {
  format: 'Kullanıcı adı 3–40 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, alt çizgi ve tire içermeli.',
  taken: 'Bu kullanıcı adı zaten kullanılıyor.',
} as const;

/** A typed username as it is stored: trimmed and lower-case ("Ayse" is taken as "ayse"); '' for anything not text. */
export function typedUsername(typed: unknown): string {
  return typeof typed === 'string' ? typed.trim().toLowerCase() : '';
}

/** An Argon2id PHC string of a new password, with the same cost as the environment admin's. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Equal-length digests make the comparison take the same time whatever the input's length or content. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** An account of the content database as a login needs it (see findAccount in @shared-data/store). */
export interface StoredAccount {
  username: string;
  passwordHash: string;
  role: Role;
  disabled: boolean;
}

export type FindAccount = (username: string) => Promise<StoredAccount | null>;

export type CredentialCheck = (username: string, password: string) => Promise<AdminIdentity | null>;

// Verified against when no account matches, so that an unknown username costs the same Argon2id work as a known one.
let dummyHash: Promise<string> | undefined;
function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}

/**
 * A checker for one login attempt, answering who signed in or null. The environment admin's username is compared
 * exactly and in constant time; database accounts by their lower-case name (looked up for every attempt, whatever
 * was typed). One Argon2id verification runs for every attempt, against a dummy hash when nobody matches and for a
 * disabled account too, so the answer and its timing say nothing about which usernames exist.
 */
export function createCredentialCheck(credentials: AdminCredentials | null, findAccount?: FindAccount): CredentialCheck {
  if (!credentials && !findAccount) return async () => null;
  // Made now, so that the first unknown username is not the one attempt that costs two hashes.
  const dummy = unknownUserHash();
  return async (username, password) => {
    const isEnvAdmin = credentials !== null && sameText(username, credentials.username);
    const account = findAccount ? await findAccount(username) : null;
    const passwordHash = isEnvAdmin ? credentials.passwordHash : (account?.passwordHash ?? (await dummy));
    const passwordMatches = await verify(passwordHash, password).catch(() => false);
    if (!passwordMatches) return null;
    if (isEnvAdmin) return { username: credentials.username, role: 'admin' };
    if (account && !account.disabled) return { username: account.username, role: account.role };
    return null;
  };
}
