import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { contentApi, paths, primeContent, siteConfig, type SearchResults } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfferPolicyStore } from '../features/offers/offer-policy-store.ts';
import { useSearchStore } from '../features/search/search-store.ts';
import { LocationProbe } from '../testing/render.tsx';
import { ShellLayout } from './shell-layout.tsx';

const shell = (
  <ThemeRoot>
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="/" element={<h1>Ana Sayfa</h1>} />
          <Route path="*" element={<LocationProbe />} />
        </Route>
      </Routes>
    </MemoryRouter>
  </ThemeRoot>
);

function renderShell() {
  render(shell);
  return { user: userEvent.setup(), searchButton: screen.getByRole('button', { name: 'Ara' }) };
}

const searchDialog = () => screen.findByRole('dialog', { name: 'Sitede Ara' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  // As on a page the server rendered: the layout's settings (the footer's contacts) are in the page's data.
  primeContent({
    [contentApi.settings]: {
      status: 200,
      data: { contact: { channelUrl: siteConfig.channelUrl, channelLabel: siteConfig.channelLabel, contactUrl: siteConfig.contactUrl, email: siteConfig.email }, helpLines: [] },
    },
  });
  sessionStorage.clear();
  useSearchStore.setState(useSearchStore.getInitialState(), true);
});

describe('ShellLayout search', () => {
  it('opens from the header button and gives focus back to it on Escape', async () => {
    const { user, searchButton } = renderShell();
    await user.click(searchButton);
    await searchDialog();
    // The dialog moves the focus in an effect, just after it appears.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Aranacak kelime' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(searchButton);
  });

  it.each([
    ["'/'", '/'],
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('opens with %s and the close button gives focus to the search button', async (_, keys) => {
    const { user, searchButton } = renderShell();
    await user.keyboard(keys);
    const dialog = await searchDialog();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(searchButton);
  });

  it("searches with the server's search API and navigates to the chosen result", async () => {
    const results: SearchResults = {
      query: 'sweet bonanza',
      total: 1,
      groups: [{ key: 'games', hits: [{ id: 'sweet-bonanza', title: 'Sweet Bonanza', detail: 'Pragmatic Play', href: paths.game('pragmatic-play', 'sweet-bonanza') }] }],
    };
    const fetchMock = vi.fn(async () => Response.json(results));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderShell();
    await user.keyboard('/');
    await searchDialog();
    await user.keyboard('sweet bonanza');
    const games = await screen.findByRole('group', { name: 'Oyunlar' });
    expect(within(games).getAllByRole('link')[0]?.textContent).toBe('Sweet BonanzaPragmatic Play');
    expect(fetchMock).toHaveBeenCalledWith(`${contentApi.search}?q=sweet+bonanza`, expect.anything());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/oyunlar/pragmatic-play/sweet-bonanza');
  });
});

describe('ShellLayout over the server HTML', () => {
  it('hydrates the header as the server rendered it, then its search button opens the overlay', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell);
    document.body.append(container);
    const searchButton = screen.getByRole('button', { name: 'Ara' });
    // Before the app runs, the button shows the search form in a popover, and the form's field has autofocus.
    expect(searchButton.getAttribute('popovertarget')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Oyun, sağlayıcı, blog veya taktik ara', hidden: true }).hasAttribute('autofocus')).toBe(true);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, shell, { onRecoverableError: recoverable }));
    expect(consoleError).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // The same button, enhanced.
    expect(screen.getByRole('button', { name: 'Ara' })).toBe(searchButton);
    expect(searchButton.hasAttribute('popovertarget')).toBe(false);
    await userEvent.setup().click(searchButton);
    await searchDialog();
    act(() => root.unmount());
    container.remove();
  });
});

describe('ShellLayout and the popups', () => {
  it('ends the popups the server rendered once the reader takes a break in place', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="safebet-popups"><dialog data-popup="channelInvite"></dialog></div>');
    const stops = vi.fn();
    window.addEventListener('safebet:popups-stop', stops);
    const initial = useOfferPolicyStore.getState();
    try {
      renderShell();
      expect(document.getElementById('safebet-popups')).not.toBeNull();
      act(() => useOfferPolicyStore.setState({ policy: { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } } }));
      await waitFor(() => expect(document.getElementById('safebet-popups')).toBeNull());
      expect(stops).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('safebet:popups-stop', stops);
      useOfferPolicyStore.setState(initial, true);
    }
  });
});
