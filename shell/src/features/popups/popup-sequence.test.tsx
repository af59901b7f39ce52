import { act, screen } from '@testing-library/react';
import { forgetContent } from 'shared-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { POPUP_DELAY_MS, PopupSequence } from './popup-sequence.tsx';
import { usePopupStore } from './popup-store.ts';

/** The popups' code, as the layout loads it (with the search's dialog, in one chunk). */
const loadDialogs = () => import('./popup-dialogs.tsx');

beforeEach(() => {
  sessionStorage.clear();
  usePopupStore.setState(usePopupStore.getInitialState(), true);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The bonus list is asked for with the first popup; these tests stop at the channel invite, which needs none.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetContent();
});

const openPopup = () => usePopupStore.getState().openPopup;

describe('PopupSequence', () => {
  it(`opens the channel invite ${POPUP_DELAY_MS} ms after the layout appears, not before`, async () => {
    expect(POPUP_DELAY_MS).toBe(2000);
    renderWithTheme(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 1));
    expect(openPopup()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(openPopup()).toBe('channelInvite');
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Kanalımıza Katılın' });
  });

  it('does not start once the sequence was seen in this session', () => {
    usePopupStore.setState({ hasSeenPopupSequence: true });
    renderWithTheme(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS * 5));
    expect(openPopup()).toBeNull();
  });

  it('stops its timer when the layout goes away', () => {
    const { unmount } = renderWithTheme(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    unmount();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(openPopup()).toBeNull();
  });

  it('holds a due popup back while paused', async () => {
    const { rerender } = renderWithTheme(<PopupSequence paused loadDialogs={loadDialogs} />);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    vi.useRealTimers();
    expect(openPopup()).toBe('channelInvite');
    await act(async () => {
      await import('./popup-dialogs.tsx');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    await screen.findByRole('dialog', { name: 'Kanalımıza Katılın' });
  });
});
