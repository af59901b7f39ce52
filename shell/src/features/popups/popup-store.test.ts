import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_STORAGE_KEY, usePopupStore } from './popup-store.ts';

const stored = () => JSON.parse(sessionStorage.getItem(POPUP_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  sessionStorage.clear();
  usePopupStore.setState(usePopupStore.getInitialState(), true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePopupStore', () => {
  it('moves through the sequence with dispatch', () => {
    const { dispatch } = usePopupStore.getState();
    dispatch({ type: 'delayElapsed' });
    expect(usePopupStore.getState().openPopup).toBe('channelInvite');
    dispatch({ type: 'channelJoinClicked' });
    dispatch({ type: 'topCasinoClosed', carouselSize: 4 });
    dispatch({ type: 'carouselStepped', step: -1, carouselSize: 4 });
    expect(usePopupStore.getState()).toMatchObject({ openPopup: 'carousel', carouselIndex: 3 });
  });

  it('keeps only hasSeenPopupSequence, in session storage', () => {
    const { dispatch } = usePopupStore.getState();
    dispatch({ type: 'delayElapsed' });
    expect(stored()).toEqual({ state: { hasSeenPopupSequence: false }, version: 0 });
    dispatch({ type: 'channelInviteClosed' });
    dispatch({ type: 'topCasinoClosed', carouselSize: 0 });
    expect(stored()).toEqual({ state: { hasSeenPopupSequence: true }, version: 0 });
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).toBeNull();
  });

  it('reads a sequence seen earlier in the session', async () => {
    sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ state: { hasSeenPopupSequence: true }, version: 0 }));
    await usePopupStore.persist.rehydrate();
    expect(usePopupStore.getState().hasSeenPopupSequence).toBe(true);
    usePopupStore.getState().dispatch({ type: 'delayElapsed' });
    expect(usePopupStore.getState().openPopup).toBeNull();
  });

  it('still works, with a warning, when session storage is unavailable', async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Erişim engellendi', 'SecurityError');
    });
    const { usePopupStore: isolated } = await import('./popup-store.ts');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('sessionStorage kullanılamıyor');
    const { dispatch } = isolated.getState();
    dispatch({ type: 'delayElapsed' });
    dispatch({ type: 'channelInviteClosed' });
    dispatch({ type: 'topCasinoClosed', carouselSize: 0 });
    expect(isolated.getState()).toMatchObject({ openPopup: null, hasSeenPopupSequence: true });
  });
});
