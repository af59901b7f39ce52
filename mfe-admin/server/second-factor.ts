/**
 * The sign-in's second step, for the login route: whether an account that gave the right password needs a code (it
 * has a second factor), must enrol one first (its role requires it and it has none), or neither; and the check of a
 * code, a TOTP or a backup code. The rows are @shared-data/store/cms `two-factor.ts`'s, the cryptography two-factor.ts's.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@shared-data/store';
import { claimTotpStep, getTwoFactor, getTwoFactorPolicy, spendBackupCode } from '@shared-data/store/cms';
import type { AdminIdentity } from './contract.ts';
import { decryptSecret, hashBackupCode, matchTotp } from './two-factor.ts';

export type SecondFactorNeed = 'code' | 'enrol' | null;
export type SecondFactorUsed = 'totp' | 'backup_code';

export interface SecondFactor {
  needed(identity: AdminIdentity): Promise<SecondFactorNeed>;
  /** Which factor the code was, or null when it was neither (or already used). */
  verify(username: string, code: string): Promise<SecondFactorUsed | null>;
}

export function createSecondFactor(db: Database, key: string | undefined, log: FastifyBaseLogger, now = () => Date.now()): SecondFactor {
  return {
    async needed(identity) {
      if (await getTwoFactor(db, identity.username)) return 'code';
      if (!(await getTwoFactorPolicy(db))[identity.role]) return null;
      // Nobody can enrol without the key: asking for an enrolment that cannot happen would lock the role out.
      if (!key) {
        log.warn({ role: identity.role }, 'admin login: the role requires a second factor, but TWO_FACTOR_KEY is not set; signing in without one');
        return null;
      }
      return 'enrol';
    },
    async verify(username, code) {
      const stored = await getTwoFactor(db, username);
      if (!stored) return null;
      const secret = key ? decryptSecret(stored.secret, key) : null;
      if (secret === null) log.error({ user: username }, 'admin login: the second factor cannot be read with TWO_FACTOR_KEY; only a backup code can sign in');
      const step = secret === null ? null : matchTotp(secret, code, now(), stored.lastStep);
      // The claim is what counts: of two processes given the same code, one claims its step.
      if (step !== null && (await claimTotpStep(db, username, step))) return 'totp';
      if (/^\d{6}$/.test(code.replace(/\s+/g, ''))) return null;
      return (await spendBackupCode(db, username, hashBackupCode(code))) ? 'backup_code' : null;
    },
  };
}
