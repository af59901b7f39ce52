// @vitest-environment node
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createCredentialCheck, loadCredentials } from './credentials.ts';

describe('loadCredentials', () => {
  it('hashes ADMIN_PASSWORD with Argon2id and keeps no plain copy', async () => {
    const result = await loadCredentials({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'uzun-bir-parola-123' });
    expect(result.configured).toBe(true);
    if (!result.configured) return;
    expect(result.source).toBe('ADMIN_PASSWORD');
    expect(result.credentials.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(result)).not.toContain('uzun-bir-parola-123');
  });

  it('takes ADMIN_PASSWORD_HASH as it is and prefers it over ADMIN_PASSWORD', async () => {
    const passwordHash = await hash('parola');
    const result = await loadCredentials({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD_HASH: passwordHash, ADMIN_PASSWORD: 'başka' });
    expect(result).toMatchObject({ configured: true, source: 'ADMIN_PASSWORD_HASH', credentials: { passwordHash } });
    expect(result.configured && result.warnings.join()).toContain('ADMIN_PASSWORD is ignored');
  });

  it('warns about a short password', async () => {
    const result = await loadCredentials({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'kisa' });
    expect(result.configured && result.warnings.join()).toContain('shorter than 12');
  });

  it.each([
    [{}, 'ADMIN_USERNAME is not set'],
    [{ ADMIN_USERNAME: '  ' }, 'ADMIN_USERNAME is not set'],
    [{ ADMIN_USERNAME: 'admin' }, 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set'],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: '' }, 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set'],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD_HASH: '$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA' }, 'not a valid Argon2id hash'],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD_HASH: 'plain-text' }, 'not a valid Argon2id hash'],
  ])('%j is not configured: %s', async (env, reason) => {
    const result = await loadCredentials(env);
    expect(result.configured).toBe(false);
    expect(!result.configured && result.reason).toContain(reason);
  });
});

describe('createCredentialCheck', () => {
  it('accepts only the exact pair', async () => {
    const check = createCredentialCheck({ username: 'admin', passwordHash: await hash('doğru-parola') });
    expect(await check('admin', 'doğru-parola')).toBe(true);
    expect(await check('admin', 'yanlis')).toBe(false);
    expect(await check('Admin', 'doğru-parola')).toBe(false);
    expect(await check('admin ', 'doğru-parola')).toBe(false);
    expect(await check('', '')).toBe(false);
  });

  it('refuses everything without credentials', async () => {
    expect(await createCredentialCheck(null)('admin', 'anything')).toBe(false);
  });
});
