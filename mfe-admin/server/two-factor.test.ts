import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  enrolmentOf,
  hashBackupCode,
  matchTotp,
  newBackupCodes,
  newTotpSecret,
  normalizeBackupCode,
  stepAt,
} from './two-factor.ts';

/** RFC 6238's own algorithm written out (HOTP of the step, dynamic truncation, 6 digits), to check the library by. */
function rfcCode(secretBase32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('TOTP', () => {
  // RFC 6238, appendix B: the SHA-1 secret '12345678901234567890' at 59 s gives 94287082 (8 digits); 287082 in 6.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 6238 test vector and the algorithm written out', () => {
    expect(rfcCode(rfcSecret, stepAt(59_000))).toBe('287082');
    expect(matchTotp(rfcSecret, '287082', 59_000, null)).toBe(1);
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 11, 1, 9, 0, 10);
    expect(matchTotp(secret, rfcCode(secret, stepAt(now)), now, null)).toBe(stepAt(now));
  });

  it('accepts one step either side of now and no further', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 11, 1, 9, 0, 10);
    const step = stepAt(now);
    expect(matchTotp(secret, rfcCode(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, rfcCode(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, rfcCode(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, rfcCode(secret, step + 2), now, null)).toBeNull();
  });

  it('refuses a code of a step already used, or an earlier one, and what is not six digits', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 11, 1, 9, 0, 10);
    const step = stepAt(now);
    expect(matchTotp(secret, rfcCode(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, rfcCode(secret, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, rfcCode(secret, step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
    // Typed with a space in the middle, as apps show it.
    const code = rfcCode(secret, step);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
  });

  it('gives an otpauth URI with the secret and the issuer, and its QR code as SVG', async () => {
    const secret = newTotpSecret();
    const { uri, qrSvg } = await enrolmentOf(secret, 'elif');
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('SafeBet');
    expect([parsed.searchParams.get('digits'), parsed.searchParams.get('period')]).toEqual(['6', '30']);
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('the secret at rest', () => {
  it('comes back with the same key, and not with another or when changed', () => {
    const secret = newTotpSecret();
    const key = 'bir-anahtar-en-az-otuz-iki-karakter-uzun';
    const sealed = encryptSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(encryptSecret(secret, key)).not.toBe(sealed);
    expect(decryptSecret(sealed, key)).toBe(secret);
    expect(decryptSecret(sealed, `${key}-başka`)).toBeNull();
    const [version, nonce, tag, body = ''] = sealed.split('.');
    const flipped = `${version}.${nonce}.${tag}.${body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`}`;
    expect(decryptSecret(flipped, key)).toBeNull();
    expect(decryptSecret('nonsense', key)).toBeNull();
  });
});

describe('backup codes', () => {
  it('makes ten distinct codes of ten letters, read the same however they are typed', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const code = codes[0] ?? '';
    expect(hashBackupCode(code.toLowerCase().replace('-', ' '))).toBe(hashBackupCode(code));
    expect(normalizeBackupCode('ilou-o')).toBe('110V0');
    expect(hashBackupCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
