import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { paths, siteConfig, slugify, type BonusEntry } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupDelayLeft, startPopups } from './popup-driver.ts';
import { POPUP_STORAGE_KEY, POPUPS_ID, POPUPS_STOP_EVENT } from './popup-machine.ts';
import { PopupMarkup } from './popup-markup.tsx';

function entry(id: number, name: string, rating = 4.5): BonusEntry {
  return {
    id,
    slug: slugify(name),
    name,
    logoUrl: `/images/casinos/${id}.webp`,
    rating,
    welcomeBonus: `%${100 + id} Hoş Geldin Bonusu`,
    badges: [],
    pros: [],
    bonusDetails: { cashValue: 0, currency: 'TL', freeSpins: 0, wagering: '30x', description: '' },
  };
}

const bonusEntries = [entry(1, 'Birinci Casino', 4.9), entry(2, 'İkinci'), entry(3, 'Üçüncü'), entry(4, 'Dördüncü'), entry(5, 'Beşinci'), entry(6, 'Altıncı')];

/** The page as the server writes it: its content, then the popups for its path, closed. */
function serverPage(entries: readonly BonusEntry[] = bonusEntries, pathname: string = paths.responsibleGaming) {
  const popups = renderToStaticMarkup(
    <ThemeRoot withGlobalStyle={false}>
      <PopupMarkup entries={entries} pathname={pathname} />
    </ThemeRoot>,
  );
  document.body.innerHTML = `<div id="root"><main><h1>Sorumlu Oyun</h1><a href="/blog">Blog</a></main></div>${popups}`;
  window.history.replaceState(null, '', pathname);
}

/** The page loaded `ago` ms before now, as the boot watch notes it. */
const loaded = (ago: number) => (document.documentElement.dataset.loadedAt = String(Date.now() - ago));

const seen = () => window.sessionStorage.getItem(POPUP_STORAGE_KEY);
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

// Links open new tabs; jsdom cannot, so the default action is cancelled (the driver's handler still runs).
const cancelNavigation = (event: MouseEvent) => event.preventDefault();
let stop = () => {};

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.addEventListener('click', cancelNavigation);
});

afterEach(() => {
  stop();
  document.removeEventListener('click', cancelNavigation);
  delete document.documentElement.dataset.loadedAt;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  vi.useRealTimers();
});

/**
 * Starts the driver as the boot watch does, and gives a reader to act on the popups: from then on the page's clock is
 * the real one (user-event waits on it), which the sequence no longer needs once its first popup is open.
 */
function start() {
  stop = startPopups();
  vi.useRealTimers();
  return userEvent.setup();
}

/** Starts the driver as the boot watch does, the page's clock still in the test's hands. */
function startOnTestClock() {
  stop = startPopups();
}

describe('the popups the server rendered', () => {
  it('are closed dialogs after the app, each with its own heading, the carousel with entries 2 to 5', () => {
    serverPage();
    const region = document.getElementById(POPUPS_ID)!;
    const dialogs = [...region.querySelectorAll('dialog')];
    expect(dialogs.map((each) => [each.dataset.popup, each.open])).toEqual([
      ['channelInvite', false],
      ['topCasino', false],
      ['carousel', false],
    ]);
    const slides = [...region.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
    expect(slides.map((slide) => [slide.querySelector('h3')?.textContent, slide.hidden])).toEqual([
      ['İkinci', false],
      ['Üçüncü', true],
      ['Dördüncü', true],
      ['Beşinci', true],
    ]);
    // Logos wait until their popup opens: a closed dialog's lazy image is not fetched.
    for (const logo of region.querySelectorAll('img')) expect([logo.getAttribute('loading'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['lazy', '160', '160']);
  });

  it('leave out the top casino and the carousel when the bonus list is empty', () => {
    serverPage([]);
    expect([...document.querySelectorAll('dialog')].map((each) => each.dataset.popup)).toEqual(['channelInvite']);
  });
});

describe('startPopups', () => {
  it('opens the channel invite 2000 ms after the load, not before, even when started later than the load', () => {
    serverPage();
    loaded(1200);
    startOnTestClock();
    vi.advanceTimersByTime(799);
    noDialog();
    vi.advanceTimersByTime(1);
    expect(dialog('Kanalımıza Katılın')).toHaveAttribute('open');
    // Focus moved in, the page behind out of reach.
    expect(dialog('Kanalımıza Katılın').contains(document.activeElement)).toBe(true);
  });

  it('opens at once when started 2000 ms or more after the load, and waits the whole delay without a noted load', () => {
    serverPage();
    loaded(2500);
    startOnTestClock();
    expect(dialog('Kanalımıza Katılın')).toHaveAttribute('open');
    delete document.documentElement.dataset.loadedAt;
    expect(popupDelayLeft()).toBe(2000);
    document.documentElement.dataset.loadedAt = 'soon';
    expect(popupDelayLeft()).toBe(2000);
    document.documentElement.dataset.loadedAt = String(Date.now() + 5000);
    expect(popupDelayLeft()).toBe(2000);
  });

  it('invites to the channel; its join link opens the top casino', async () => {
    serverPage();
    loaded(2000);
    const user = start();
    const join = within(dialog('Kanalımıza Katılın')).getByRole('link', { name: /Kanala Katıl/ });
    expect([join.getAttribute('href'), join.getAttribute('target'), join.getAttribute('rel')]).toEqual([siteConfig.channelUrl, '_blank', 'noopener noreferrer']);
    await user.click(join);
    expect(screen.queryByRole('dialog', { name: 'Kanalımıza Katılın' })).toBeNull();
    expect(dialog(/Editörün Seçimi/)).toHaveAttribute('open');
  });

  it('shows the first entry as the top casino, then the carousel of entries 2 to 5, wrapping, and is then seen', async () => {
    serverPage();
    screen.getByRole('link', { name: 'Blog' }).focus();
    loaded(2000);
    const user = start();
    await user.click(within(dialog('Kanalımıza Katılın')).getByRole('button', { name: 'Kapat' }));
    const top = dialog('Editörün Seçimi Birinci Casino');
    expect(isInaccessible(within(top).getByText('%101 Hoş Geldin Bonusu'))).toBe(false);
    expect(isInaccessible(within(top).getByText(/Puan: 4,9 \/ 5/))).toBe(false);
    // Through the redirect, as the editor's pick, from the page under the popup.
    const claim = within(top).getByRole('link', { name: /Bonusu Şimdi Al/ });
    expect([claim.getAttribute('href'), claim.getAttribute('rel')]).toEqual(['/git/birinci-casino?yer=popup-editor&kaynak=%2Fsorumlu-oyun', 'sponsored noopener noreferrer']);

    await user.keyboard('{Escape}');
    const carousel = dialog('Diğer Popüler Bonuslar');
    const current = () => within(carousel).getByRole('group');
    expect(current()).toHaveAccessibleName('1 / 4');
    expect(within(current()).getByRole('heading', { level: 3 })).toHaveTextContent('İkinci');
    expect(within(current()).getByRole('link', { name: /Siteye Git/ })).toHaveAttribute('href', '/git/ikinci?yer=popup-karusel&kaynak=%2Fsorumlu-oyun');
    await user.click(within(carousel).getByRole('button', { name: 'Önceki' }));
    expect(within(current()).getByRole('heading', { level: 3 })).toHaveTextContent('Beşinci');
    expect(carousel.querySelector('[data-carousel-position]')).toHaveTextContent('4 / 4');
    // From the fourth slide, six steps on: (3 + 6) mod 4 = 1, the second slide.
    for (let i = 0; i < 6; i += 1) await user.click(within(carousel).getByRole('button', { name: 'Sonraki' }));
    expect(within(current()).getByRole('heading', { level: 3 })).toHaveTextContent('Üçüncü');
    expect(current()).toHaveAccessibleName('2 / 4');

    expect(seen()).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: 'Kapat' }));
    noDialog();
    expect(JSON.parse(seen() ?? 'null')).toEqual({ state: { hasSeenPopupSequence: true }, version: 0 });
    // Focus back where it was before the first popup.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Blog' }));
  });

  it('closes on a click on the backdrop, not on one that began inside the panel', async () => {
    serverPage();
    loaded(2000);
    const user = start();
    const invite = dialog('Kanalımıza Katılın');
    await user.pointer([{ keys: '[MouseLeft>]', target: within(invite).getByRole('heading') }, { keys: '[/MouseLeft]', target: invite }]);
    expect(invite).toHaveAttribute('open');
    await user.click(invite);
    expect(invite).not.toHaveAttribute('open');
    expect(dialog(/Editörün Seçimi/)).toHaveAttribute('open');
  });

  it('ends after the channel invite when the bonus list was empty', async () => {
    serverPage([]);
    loaded(2000);
    const user = start();
    await user.keyboard('{Escape}');
    noDialog();
    expect(seen()).not.toBeNull();
  });

  it('does nothing once seen in this browser session, or where the server rendered no popups', () => {
    serverPage();
    loaded(2000);
    sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ state: { hasSeenPopupSequence: true }, version: 0 }));
    startOnTestClock();
    vi.advanceTimersByTime(10_000);
    noDialog();
    sessionStorage.clear();
    document.getElementById(POPUPS_ID)?.remove();
    startOnTestClock();
    vi.advanceTimersByTime(10_000);
    noDialog();
  });

  it('waits while another dialog or a popover (the search, the menu) is open', () => {
    serverPage();
    document.body.insertAdjacentHTML('beforeend', '<dialog open aria-label="Sitede Ara"></dialog>');
    loaded(2000);
    startOnTestClock();
    vi.advanceTimersByTime(5000);
    expect(screen.queryByRole('dialog', { name: 'Kanalımıza Katılın' })).toBeNull();
    document.querySelector<HTMLDialogElement>('dialog[aria-label="Sitede Ara"]')?.removeAttribute('open');
    vi.advanceTimersByTime(250);
    expect(dialog('Kanalımıza Katılın')).toHaveAttribute('open');
  });

  it('writes the page under the popup into its casino links, should the reader have moved on in the app', async () => {
    serverPage();
    window.history.replaceState(null, '', '/blog');
    loaded(2000);
    const user = start();
    await user.keyboard('{Escape}');
    expect(within(dialog(/Editörün Seçimi/)).getByRole('link', { name: /Bonusu Şimdi Al/ })).toHaveAttribute('href', '/git/birinci-casino?yer=popup-editor&kaynak=%2Fblog');
  });

  it('closes for good when the app asks (a break taken in place), without marking the sequence seen', () => {
    serverPage();
    loaded(2000);
    startOnTestClock();
    expect(dialog('Kanalımıza Katılın')).toHaveAttribute('open');
    window.dispatchEvent(new Event(POPUPS_STOP_EVENT));
    noDialog();
    expect(document.body.style.overflow).toBe('');
    vi.advanceTimersByTime(10_000);
    noDialog();
    expect(seen()).toBeNull();
  });
});
