import { afterEach, describe, expect, it, vi } from 'vitest';
import { resilientStorage } from './resilient-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('resilientStorage', () => {
  it('reads and writes the real storage when it works', () => {
    const storage = resilientStorage(() => sessionStorage, 'sessionStorage');
    storage.setItem('anahtar', 'değer');
    expect(sessionStorage.getItem('anahtar')).toBe('değer');
    expect(storage.getItem('anahtar')).toBe('değer');
    storage.removeItem('anahtar');
    expect(sessionStorage.getItem('anahtar')).toBeNull();
  });

  it('falls back to memory with one warning when the storage cannot be reached', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = resilientStorage(() => {
      throw new DOMException('Erişim engellendi', 'SecurityError');
    }, 'sessionStorage');
    storage.setItem('anahtar', 'değer');
    storage.setItem('anahtar', 'yeni');
    expect(storage.getItem('anahtar')).toBe('yeni');
    storage.removeItem('anahtar');
    expect(storage.getItem('anahtar')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to memory when a write fails later (a full quota)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = resilientStorage(() => sessionStorage, 'sessionStorage');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Kota doldu', 'QuotaExceededError');
    });
    storage.setItem('anahtar', 'değer');
    expect(storage.getItem('anahtar')).toBe('değer');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
