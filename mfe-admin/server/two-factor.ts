/**
 * The second factor's pieces, apart from where they are stored: TOTP (RFC 6238) through `otpauth`, its secret
 * encrypted at rest with a key from the config, the enrolment's QR code drawn as SVG by `qrcode`, and single-use
 * backup codes kept only as hashes.
 *
 * - Codes are 6 digits every 30 seconds (what every authenticator app reads from the QR code), accepted one step
 *   either side of now for a phone's clock; the step a code matched is kept, and a code of that step or an earlier
 *   one is refused afterwards: nobody can replay a code seen over a shoulder within its window.
 * - The secret is encrypted with AES-256-GCM under a key derived from TWO_FACTOR_KEY (SHA-256 of it), with a fresh
 *   nonce each time; without the key, nobody can enrol.
 * - Backup codes have 50 random bits each (10 characters of a 32-letter alphabet without look-alikes), so a SHA-256
 *   of the code is enough to keep them: unlike passwords, nobody chose them.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that a code may come from: a phone's clock may be 30 seconds off. */
export const TOTP_WINDOW = 1;
export const BACKUP_CODE_COUNT = 10;
const ISSUER = 'SafeBet';

const totpOf = (secretBase32: string, username: string) =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secretBase32), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' });

/** A new secret: 160 random bits (RFC 4226's recommendation), as the Base32 text an app can also take typed. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step a moment falls in. */
export const stepAt = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step the code matches within the window around `nowMs`, or null. A code of a step at or before `lastStep`
 * (already used) is refused.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, '').validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = stepAt(nowMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The enrolment's `otpauth://` URI and the QR code of it, as SVG markup. */
export async function enrolmentOf(secretBase32: string, username: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secretBase32, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

// ---- the secret at rest ---------------------------------------------------------------------------------------

const keyOf = (configured: string) => createHash('sha256').update(configured, 'utf8').digest();

/** 'v1.<nonce>.<tag>.<ciphertext>', base64url each. */
export function encryptSecret(secretBase32: string, configuredKey: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(configuredKey), nonce);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when the text was not sealed with this key (a changed key, a damaged row). */
export function decryptSecret(stored: string, configuredKey: string): string | null {
  const [version, nonce, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !nonce || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(configuredKey), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// ---- backup codes ---------------------------------------------------------------------------------------------

/** Crockford's Base32 letters: no I, L, O or U, which read as 1, 1, 0 or V. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten new codes, shown once as 'ABCDE-FGHJK'. */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const letters = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** A code as typed, in any case, with or without its dash or spaces, read as the letters it stands for. */
export function normalizeBackupCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0')
    .replace(/U/g, 'V');
}

export const hashBackupCode = (typed: string) => createHash('sha256').update(normalizeBackupCode(typed), 'utf8').digest('hex');

/** Whether two hex hashes are the same, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
