// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateAtStoredAddress } from './stored-copy.ts';

afterEach(() => {
  delete document.documentElement.dataset.storedFor;
  window.history.replaceState(null, '', '/');
});

describe('hydrateAtStoredAddress', () => {
  it('puts the stored copy’s own address in the location bar and returns the asked one, query and fragment included', () => {
    window.history.replaceState({ idx: 0 }, '', '/bahis-hesaplayici/hedge?tutar=100&oran=3#sonuc');
    document.documentElement.dataset.storedFor = '/bahis-hesaplayici/hedge';

    expect(hydrateAtStoredAddress(document, window.history)).toBe('/bahis-hesaplayici/hedge?tutar=100&oran=3#sonuc');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/bahis-hesaplayici/hedge');
    // The router's own entry state is kept.
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('changes nothing on a page that is the answer to its own address', () => {
    window.history.replaceState(null, '', '/bahis-hesaplayici/hedge?tutar=100');
    expect(hydrateAtStoredAddress(document, window.history)).toBeNull();
    expect(window.location.search).toBe('?tutar=100');

    document.documentElement.dataset.storedFor = '/bahis-hesaplayici/hedge';
    window.history.replaceState(null, '', '/bahis-hesaplayici/hedge');
    expect(hydrateAtStoredAddress(document, window.history)).toBeNull();
  });
});
