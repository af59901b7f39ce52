import { screen, waitFor, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { contentApi, forgetContent, paths, siteConfig, slugify, type BonusEntry } from 'shared-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import { PopupDialogs } from './popup-dialogs.tsx';
import { usePopupStore } from './popup-store.ts';

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

/** The content API's answer to the bonus list. */
function answerBonusEntries(answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== contentApi.bonusEntries) throw new Error(`unexpected request: ${String(input)}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Harness() {
  const openPopup = usePopupStore((s) => s.openPopup);
  return openPopup ? <PopupDialogs openPopup={openPopup} /> : null;
}

/** The popups over a page; their casino links record its path. */
const renderPopups = () => renderWithRouter(<Harness />, { path: paths.responsibleGaming });

// Links open new tabs; jsdom cannot, so the default action is cancelled (React's handlers still run).
const cancelNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  sessionStorage.clear();
  usePopupStore.setState(usePopupStore.getInitialState(), true);
  usePopupStore.getState().dispatch({ type: 'delayElapsed' });
  document.addEventListener('click', cancelNavigation);
});

afterEach(() => {
  document.removeEventListener('click', cancelNavigation);
  forgetContent();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

function expectLink(link: HTMLElement, href: string, rel: string) {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe(rel);
}

describe('PopupDialogs', () => {
  it('invites to the channel; its join link opens the top casino', async () => {
    answerBonusEntries(() => Response.json(bonusEntries));
    const user = userEvent.setup();
    renderPopups();
    const invite = dialog('Kanalımıza Katılın');
    const join = within(invite).getByRole('link', { name: /Kanala Katıl/ });
    expectLink(join, siteConfig.channelUrl, 'noopener noreferrer');
    await user.click(join);
    expect(screen.queryByRole('dialog', { name: 'Kanalımıza Katılın' })).toBeNull();
    await screen.findByRole('dialog', { name: /Editörün Seçimi/ });
  });

  it('shows the first bonus entry as the top casino and then the carousel of entries 2 to 5, wrapping', async () => {
    const fetchMock = answerBonusEntries(() => Response.json(bonusEntries));
    const user = userEvent.setup();
    renderPopups();
    await user.click(within(dialog('Kanalımıza Katılın')).getByRole('button', { name: 'Kapat' }));

    const [first, second, , , fifth] = bonusEntries;
    if (!first || !second || !fifth) throw new Error('the bonus list needs 5 entries');
    const top = await screen.findByRole('dialog', { name: `Editörün Seçimi ${first.name}` });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const logo = within(top).getByRole('img', { name: `${first.name} logosu` });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['160', '160']);
    expect(isInaccessible(within(top).getByText(first.welcomeBonus))).toBe(false);
    expect(isInaccessible(within(top).getByText(/Puan: 4,9 \/ 5/))).toBe(false);
    // Through the redirect, as the editor's pick, from the page under the popup.
    expectLink(within(top).getByRole('link', { name: /Bonusu Şimdi Al/ }), '/git/birinci-casino?yer=popup-editor&kaynak=%2Fsorumlu-oyun', 'sponsored noopener noreferrer');

    await user.keyboard('{Escape}');
    const carousel = dialog('Diğer Popüler Bonuslar');
    const heading = () => within(carousel).getByRole('heading', { level: 3 }).textContent;
    expect(heading()).toBe(second.name);
    within(carousel).getByRole('group', { name: '1 / 4' });
    const visit = () => within(carousel).getByRole('link', { name: /Siteye Git/ });
    expectLink(visit(), '/git/ikinci?yer=popup-karusel&kaynak=%2Fsorumlu-oyun', 'sponsored noopener noreferrer');

    const next = within(carousel).getByRole('button', { name: 'Sonraki' });
    const previous = within(carousel).getByRole('button', { name: 'Önceki' });
    await user.click(previous);
    expect(heading()).toBe(fifth.name);
    expect(visit().getAttribute('href')).toBe('/git/besinci?yer=popup-karusel&kaynak=%2Fsorumlu-oyun');
    await user.click(next);
    expect(heading()).toBe(second.name);
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(heading()).toBe(second.name);

    await user.click(within(carousel).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(usePopupStore.getState().hasSeenPopupSequence).toBe(true);
  });

  it('ends the sequence when the top casino closes and the carousel would be empty', async () => {
    answerBonusEntries(() => Response.json(bonusEntries.slice(0, 1)));
    const user = userEvent.setup();
    renderPopups();
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: /Editörün Seçimi/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(usePopupStore.getState()).toMatchObject({ openPopup: null, hasSeenPopupSequence: true });
  });

  it('ends the sequence after the channel invite when the bonus list is empty', async () => {
    answerBonusEntries(() => Response.json([]));
    const user = userEvent.setup();
    renderPopups();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(usePopupStore.getState()).toMatchObject({ openPopup: null, hasSeenPopupSequence: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops after the channel invite, without marking the sequence seen, when the bonus list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerBonusEntries(() => Response.json({ error: 'İçerik şu anda yüklenemiyor.' }, { status: 503 }));
    const user = userEvent.setup();
    renderPopups();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(usePopupStore.getState().openPopup).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(usePopupStore.getState().hasSeenPopupSequence).toBe(false);
  });
});
