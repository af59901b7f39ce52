// @vitest-environment node
import type { Session } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringMemoryStore } from './session-store.ts';

const MINUTE = 60_000;
const stores: ExpiringMemoryStore[] = [];

function makeStore(maxEntries?: number) {
  const store = new ExpiringMemoryStore({ fallbackTtlMs: 30 * MINUTE, maxTtlMs: 8 * 60 * MINUTE, maxEntries });
  stores.push(store);
  return store;
}

function session(expires?: number): Session {
  return { cookie: { originalMaxAge: null, expires: expires === undefined ? null : new Date(expires) } } as Session;
}

function read(store: ExpiringMemoryStore, id: string): Session | null | undefined {
  let result: Session | null | undefined;
  store.get(id, (_err, value) => {
    result = value;
  });
  return result;
}

const noop = () => {};

afterEach(() => {
  vi.useRealTimers();
  stores.splice(0).forEach((s) => s.close());
});

describe('ExpiringMemoryStore', () => {
  it('returns a saved session until its cookie expires, then forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    const saved = session(10 * MINUTE);
    store.set('a', saved, noop);
    expect(read(store, 'a')).toBe(saved);
    vi.setSystemTime(10 * MINUTE);
    expect(read(store, 'a')).toBeNull();
    expect(store.size).toBe(0);
  });

  it('gives a session without cookie expiry the fallback lifetime, and never more than the maximum', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    store.set('plain', session(), noop);
    store.set('long', session(24 * 60 * MINUTE), noop);
    vi.setSystemTime(30 * MINUTE);
    expect(read(store, 'plain')).toBeNull();
    expect(read(store, 'long')).not.toBeNull();
    vi.setSystemTime(8 * 60 * MINUTE);
    expect(read(store, 'long')).toBeNull();
  });

  it('destroys on request and sweeps expired entries', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    store.set('a', session(MINUTE), noop);
    store.set('b', session(60 * MINUTE), noop);
    store.destroy('b', noop);
    expect(read(store, 'b')).toBeNull();
    store.set('c', session(60 * MINUTE), noop);
    vi.setSystemTime(2 * MINUTE);
    store.sweep();
    expect(store.size).toBe(1);
  });

  it('drops the least recently saved sessions beyond its capacity', () => {
    const store = makeStore(2);
    const far = Date.now() + 60 * MINUTE;
    store.set('a', session(far), noop);
    store.set('b', session(far), noop);
    store.set('a', session(far), noop);
    store.set('c', session(far), noop);
    expect(read(store, 'b')).toBeNull();
    expect(read(store, 'a')).not.toBeNull();
    expect(read(store, 'c')).not.toBeNull();
  });
});
