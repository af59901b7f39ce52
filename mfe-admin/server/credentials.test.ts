import type * as argon2 from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCredentialCheck, hashPassword, loadCredentials, passwordProblem, type StoredAccount } from './credentials.ts';

// The real Argon2id, watched: every attempt must cost exactly one verification, whoever it names.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe('loadCredentials', () => {
  it('hashes ADMIN_PASSWORD with Argon2id and keeps no plain copy', async () => {
    const result = await loadCredentials({ username: 'admin', password: 'uzun-bir-parola-123' });
    expect(result.configured).toBe(true);
    if (!result.configured) return;
    expect(result.source).toBe('ADMIN_PASSWORD');
    expect(result.credentials.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(result)).not.toContain('uzun-bir-parola-123');
  });

  it('takes ADMIN_PASSWORD_HASH as it is and prefers it over ADMIN_PASSWORD', async () => {
    const passwordHash = await hash('parola');
    const result = await loadCredentials({ username: 'admin', passwordHash: passwordHash, password: 'başka' });
    expect(result).toMatchObject({ configured: true, source: 'ADMIN_PASSWORD_HASH', credentials: { passwordHash } });
    expect(result.configured && result.warnings.join()).toContain('ADMIN_PASSWORD is ignored');
  });

  it('warns about a short password', async () => {
    const result = await loadCredentials({ username: 'admin', password: 'kisa' });
    expect(result.configured && result.warnings.join()).toContain('shorter than 12');
  });

  it.each([
    [{}, 'ADMIN_USERNAME is not set'],
    [{ username: '  ' }, 'ADMIN_USERNAME is not set'],
    [{ username: 'admin' }, 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set'],
    [{ username: 'admin', password: '' }, 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set'],
    [{ username: 'admin', passwordHash: '$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA' }, 'not a valid Argon2id hash'],
    [{ username: 'admin', passwordHash: 'plain-text' }, 'not a valid Argon2id hash'],
  ])('%j is not configured: %s', async (secrets, reason) => {
    const result = await loadCredentials(secrets);
    expect(result.configured).toBe(false);
    expect(!result.configured && result.reason).toContain(reason);
  });
});

describe('createCredentialCheck', () => {
  beforeEach(() => {
    vi.mocked(verify).mockClear();
  });

  it('accepts only the exact pair of the environment admin, as an admin', async () => {
    const check = createCredentialCheck({ username: 'admin', passwordHash: await hash('doğru-parola') });
    expect(await check('admin', 'doğru-parola')).toEqual({ username: 'admin', role: 'admin' });
    expect(await check('admin', 'yanlis')).toBeNull();
    expect(await check('Admin', 'doğru-parola')).toBeNull();
    expect(await check('admin ', 'doğru-parola')).toBeNull();
    expect(await check('', '')).toBeNull();
  });

  it('refuses everything without credentials or accounts', async () => {
    expect(await createCredentialCheck(null)('admin', 'anything')).toBeNull();
  });

  describe('with database accounts', () => {
    const accounts = new Map<string, StoredAccount>();
    const envAdmin = { username: 'Patron', passwordHash: '' };
    const lookups: string[] = [];
    const findAccount = async (username: string) => {
      lookups.push(username);
      return accounts.get(username.toLowerCase()) ?? null;
    };
    beforeAll(async () => {
      accounts.set('ayse', { username: 'ayse', passwordHash: await hashPassword('ayşenin-uzun-şifresi'), role: 'editor', disabled: false });
      accounts.set('kapali', { username: 'kapali', passwordHash: await hashPassword('kapalı-hesap-şifresi'), role: 'admin', disabled: true });
      envAdmin.passwordHash = await hash('patronun-şifresi');
    });

    it('signs an account in by its name in any case, with the role of its row', async () => {
      const check = createCredentialCheck(envAdmin, findAccount);
      expect(await check('AYSE', 'ayşenin-uzun-şifresi')).toEqual({ username: 'ayse', role: 'editor' });
      expect(await check('ayse', 'patronun-şifresi')).toBeNull();
      expect(await check('Patron', 'patronun-şifresi')).toEqual({ username: 'Patron', role: 'admin' });
    });

    it('refuses a disabled account even with its right password', async () => {
      const check = createCredentialCheck(null, findAccount);
      expect(await check('kapali', 'kapalı-hesap-şifresi')).toBeNull();
    });

    it.each([
      ['an unknown username', 'kimse', 'bir-şifre'],
      ['a wrong password', 'ayse', 'yanlış-şifre'],
      ['a disabled account', 'kapali', 'kapalı-hesap-şifresi'],
      ['the environment admin', 'Patron', 'patronun-şifresi'],
    ])('runs one Argon2id verification and one lookup for %s', async (_label, username, password) => {
      const check = createCredentialCheck(envAdmin, findAccount);
      lookups.length = 0;
      await check(username, password);
      expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(verify).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(lookups).toEqual([username]);
    });
  });
});

describe('hashPassword', () => {
  it('makes an OWASP-cost Argon2id hash that verifies the password', async () => {
    const passwordHash = await hashPassword('editörün-yeni-şifresi');
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(passwordHash, 'editörün-yeni-şifresi')).toBe(true);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['', 'Şifre en az 12 karakter olmalı.'],
    ['on-bir-harf', 'Şifre en az 12 karakter olmalı.'],
    ['on-iki-harf!', null],
    ['x'.repeat(1024), null],
    ['x'.repeat(1025), 'Şifre en fazla 1024 karakter olabilir.'],
  ])('%j gives %j', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
