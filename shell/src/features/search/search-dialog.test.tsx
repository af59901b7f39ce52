import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentApi, createSearchIndex, searchContent } from 'shared-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import { SearchDialog } from './search-dialog.tsx';
import { SEARCH_DEBOUNCE_MS } from './use-search-results.ts';

const index = createSearchIndex({
  games: [
    { slug: 'canli-rulet', name: 'Canlı Rulet', provider: 'evolution-gaming' },
    { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play' },
  ],
  providers: [
    { id: 'evolution-gaming', name: 'Evolution Gaming' },
    { id: 'pragmatic-play', name: 'Pragmatic Play' },
    { id: 'canli-studyo', name: 'Canlı Stüdyo' },
  ],
  blogPosts: [
    { slug: 'canli-casino-rehberi', title: 'Canlı Casino Rehberi' },
    { slug: 'kasa-yonetimi-rehberi', title: 'Kasa Yönetimi Rehberi' },
  ],
  tactics: [
    { slug: 'canli-bahis', title: 'Canlı Bahis Stratejileri' },
    { slug: 'kasa-yonetimi-101', title: 'Kasa Yönetimi 101' },
  ],
});

type Answer = (query: string, signal: AbortSignal | undefined) => Promise<Response>;

/** The server's search over the small index above, by the same rules (`searchContent`). */
const server: Answer = async (query) => Response.json(searchContent(index, query));

let answer: Answer;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname !== contentApi.search) throw new Error(`unexpected request: ${url.pathname}`);
  return answer(url.searchParams.get('q') ?? '', init?.signal ?? undefined);
});
const asked = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

beforeEach(() => {
  answer = server;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup(options);
  const view = renderWithRouter(<SearchDialog onClose={onClose} />);
  const input = screen.getByRole('searchbox', { name: 'Aranacak kelime' });
  return { ...view, onClose, user, input };
}

/** Types `text` and waits until the server's results for it are on screen. */
async function search(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.type(input, text);
  await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe('Yükleniyor…'));
}

const location = () => screen.getByTestId('location').textContent;
const groupTitles = () => screen.queryAllByRole('group').map((g) => g.getAttribute('aria-labelledby')).map((id) => document.getElementById(id ?? '')?.textContent);
const optionNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('link')
    .map((o) => o.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SearchDialog', () => {
  it('is a labelled dialog with a labelled field, focused, with the placeholder of the spec', () => {
    const { input } = setup();
    screen.getByRole('dialog', { name: 'Sitede Ara' });
    expect(input.getAttribute('placeholder')).toBe('Oyun, sağlayıcı, blog veya taktik ara...');
    expect(document.activeElement).toBe(input);
  });

  it('asks for 2 characters before asking the server', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('status').textContent).toBe('Aramak için en az 2 karakter yazın.');
    await user.type(input, 'c');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'a');
    expect((await screen.findAllByRole('link')).length).toBeGreaterThan(0);
  });

  it('asks once typing pauses, for the text as typed', async () => {
    // Keystrokes without a pause between them, as a fast typist's are.
    const { user, input } = setup({ delay: null });
    await search(user, input, 'canli');
    expect(asked()).toEqual([`${contentApi.search}?q=canli`]);
  });

  it('aborts a request that more typing made stale and shows the answer to the last text', async () => {
    const aborted: string[] = [];
    answer = (query, signal) =>
      query === 'ca'
        ? new Promise((_resolve, reject) =>
            signal?.addEventListener('abort', () => {
              aborted.push(query);
              reject(new DOMException('aborted', 'AbortError'));
            }),
          )
        : server(query, signal);
    const { user, input } = setup();
    await user.type(input, 'ca');
    await waitFor(() => expect(asked()).toHaveLength(1));
    await search(user, input, 'nli');
    expect(aborted).toEqual(['ca']);
    expect(optionNames('Oyunlar')).toEqual(['Canlı RuletEvolution Gaming']);
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).toBeNull();
  });

  it('groups the hits under Oyunlar, Sağlayıcılar, Blog Yazıları and Taktikler, games with their provider', async () => {
    const { user, input } = setup();
    await search(user, input, 'canli');
    expect(groupTitles()).toEqual(['Oyunlar', 'Sağlayıcılar', 'Blog Yazıları', 'Taktikler']);
    expect(optionNames('Oyunlar')).toEqual(['Canlı RuletEvolution Gaming']);
    expect(optionNames('Sağlayıcılar')).toEqual(['Canlı Stüdyo']);
    expect(optionNames('Blog Yazıları')).toEqual(['Canlı Casino Rehberi']);
    expect(optionNames('Taktikler')).toEqual(['Canlı Bahis Stratejileri']);
    expect(screen.getByRole('status').textContent).toBe('4 sonuç bulundu.');
  });

  it("says 'Sonuç bulunamadı.' when nothing matches", async () => {
    const { user, input } = setup();
    await search(user, input, 'xyzzy');
    expect(screen.getByRole('status').textContent).toBe('Sonuç bulunamadı.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('moves the focus through the results with the arrow keys, wrapping through the field, and opens one with Enter', async () => {
    const { user, input, onClose } = setup();
    await search(user, input, 'canli');
    const links = screen.getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links[3]);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/kazanma-taktikleri/canli-bahis');
  });

  it('opens the first result with Enter in the field', async () => {
    const { user, input, onClose } = setup();
    await search(user, input, 'canli');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/oyunlar/evolution-gaming/canli-rulet');
  });

  it('opens the first result once it arrives when Enter came before it', async () => {
    const { user, input, onClose } = setup();
    await user.type(input, 'canli{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/oyunlar/evolution-gaming/canli-rulet'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('links every result to its page', async () => {
    const { user, input } = setup();
    await search(user, input, 'canli');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/oyunlar/evolution-gaming/canli-rulet',
      '/saglayicilar/canli-studyo',
      '/blog/canli-casino-rehberi',
      '/kazanma-taktikleri/canli-bahis',
    ]);
  });

  it.each([
    ['Canlı RuletEvolution Gaming', '/oyunlar/evolution-gaming/canli-rulet'],
    ['Canlı Stüdyo', '/saglayicilar/canli-studyo'],
    ['Canlı Casino Rehberi', '/blog/canli-casino-rehberi'],
  ])('opens %s on a click', async (name, path) => {
    const { user, input, onClose } = setup();
    await search(user, input, 'canli');
    await user.click(screen.getByRole('link', { name }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe(path);
  });

  it('says in Turkish when the search fails and asks again on Tekrar Dene', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => Response.json({ error: 'İçerik şu anda yüklenemiyor.' }, { status: 503 });
    const { user, input } = setup();
    await search(user, input, 'sweet');
    expect(screen.getByRole('status').textContent).toBe('Arama şu anda yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.');
    answer = server;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByRole('link', { name: /Sweet Bonanza/ });
    expect(asked()).toEqual([`${contentApi.search}?q=sweet`, `${contentApi.search}?q=sweet`]);
  });
});
