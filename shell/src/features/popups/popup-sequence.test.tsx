import { act, screen } from '@testing-library/react';
import { forgetContent, OFFERS_SHOWN } from 'shared-data';
import { OfferPolicyProvider, type OfferPolicyValue } from 'shared-data/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { POPUP_DELAY_MS, PopupSequence, popupDelayLeft } from './popup-sequence.tsx';
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
  delete document.documentElement.dataset.loadedAt;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetContent();
});

const openPopup = () => usePopupStore.getState().openPopup;

const offersShown: OfferPolicyValue = { policy: OFFERS_SHOWN, takeBreak: null };
/** A reader on a break: the offers hidden. */
const onBreak: OfferPolicyValue = {
  policy: { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } },
  takeBreak: null,
};

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

  it('counts the 2000 ms from the page load the boot watch noted, when the app starts after it', () => {
    // The page's clock too, so that no real time passes while it renders.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Loaded 1,500 ms ago: the app started at the reader's first act, 500 ms before the popup is due.
    document.documentElement.dataset.loadedAt = String(Date.now() - 1500);
    renderWithTheme(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    act(() => vi.advanceTimersByTime(499));
    expect(openPopup()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(openPopup()).toBe('channelInvite');
  });

  it('opens as soon as the app starts when that is 2000 ms or more after the load', () => {
    document.documentElement.dataset.loadedAt = String(Date.now() - 2300);
    renderWithTheme(<PopupSequence paused={false} loadDialogs={loadDialogs} />);
    act(() => vi.advanceTimersByTime(0));
    expect(openPopup()).toBe('channelInvite');
  });

  it('waits the whole delay when no load was noted, and never more than it', () => {
    expect(popupDelayLeft(1_000)).toBe(2000);
    document.documentElement.dataset.loadedAt = 'soon';
    expect(popupDelayLeft(1_000)).toBe(2000);
    document.documentElement.dataset.loadedAt = '10000';
    expect(popupDelayLeft(10_250)).toBe(1750);
    expect(popupDelayLeft(13_000)).toBe(0);
    // A clock set back since the load: not longer than the delay itself.
    expect(popupDelayLeft(9_000)).toBe(2000);
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

  it('schedules no popup for a reader on a break, and never loads the dialogs', () => {
    const load = vi.fn(loadDialogs);
    renderWithTheme(
      <OfferPolicyProvider value={onBreak}>
        <PopupSequence paused={false} loadDialogs={load} />
      </OfferPolicyProvider>,
    );
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS * 5));
    expect(openPopup()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('closes the popup on screen when the reader takes a break in place, without marking the sequence seen', async () => {
    const sequence = (offers: OfferPolicyValue) => (
      <OfferPolicyProvider value={offers}>
        <PopupSequence paused={false} loadDialogs={loadDialogs} />
      </OfferPolicyProvider>
    );
    const { rerender } = renderWithTheme(sequence(offersShown));
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Kanalımıza Katılın' });
    rerender(sequence(onBreak));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openPopup()).toBeNull();
    expect(usePopupStore.getState().hasSeenPopupSequence).toBe(false);
  });
});
