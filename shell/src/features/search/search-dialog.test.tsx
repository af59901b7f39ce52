import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSearchIndex, type SearchIndex } from 'shared-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import { SearchDialog } from './search-dialog.tsx';

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

function setup(loadIndex: () => Promise<SearchIndex> = () => Promise.resolve(index)) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = renderWithRouter(<SearchDialog onClose={onClose} loadIndex={loadIndex} />);
  const input = screen.getByRole('searchbox', { name: 'Aranacak kelime' });
  return { ...view, onClose, user, input };
}

const location = () => screen.getByTestId('location').textContent;
const groupTitles = () => screen.queryAllByRole('group').map((g) => g.getAttribute('aria-labelledby')).map((id) => document.getElementById(id ?? '')?.textContent);
const optionNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('link')
    .map((o) => o.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SearchDialog', () => {
  it('is a labelled dialog with a labelled field, focused, with the placeholder of the spec', () => {
    const { input } = setup();
    expect(screen.getByRole('dialog', { name: 'Sitede Ara' })).toBeTruthy();
    expect(input.getAttribute('placeholder')).toBe('Oyun, sağlayıcı, blog veya taktik ara...');
    expect(document.activeElement).toBe(input);
  });

  it('asks for 2 characters before searching', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('status').textContent).toBe('Aramak için en az 2 karakter yazın.');
    await user.type(input, 'c');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await user.type(input, 'a');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('groups the hits under Oyunlar, Sağlayıcılar, Blog Yazıları and Taktikler, games with their provider', async () => {
    const { user, input } = setup();
    await user.type(input, 'canli');
    expect(groupTitles()).toEqual(['Oyunlar', 'Sağlayıcılar', 'Blog Yazıları', 'Taktikler']);
    expect(optionNames('Oyunlar')).toEqual(['Canlı RuletEvolution Gaming']);
    expect(optionNames('Sağlayıcılar')).toEqual(['Canlı Stüdyo']);
    expect(optionNames('Blog Yazıları')).toEqual(['Canlı Casino Rehberi']);
    expect(optionNames('Taktikler')).toEqual(['Canlı Bahis Stratejileri']);
    expect(screen.getByRole('status').textContent).toBe('4 sonuç bulundu.');
  });

  it.each(['kasa yonetimi', 'KASA YÖNETİMİ'])('finds "Kasa Yönetimi" for %s', async (query) => {
    const { user, input } = setup();
    await user.type(input, query);
    expect(optionNames('Blog Yazıları')).toEqual(['Kasa Yönetimi Rehberi']);
    expect(optionNames('Taktikler')).toEqual(['Kasa Yönetimi 101']);
  });

  it("says 'Sonuç bulunamadı.' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, 'xyzzy');
    expect(screen.getByRole('status').textContent).toBe('Sonuç bulunamadı.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('moves the focus through the results with the arrow keys, wrapping through the field, and opens one with Enter', async () => {
    const { user, input, onClose } = setup();
    await user.type(input, 'canli');
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
    await user.type(input, 'canli{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/oyunlar/evolution-gaming/canli-rulet');
  });

  it('links every result to its page', async () => {
    const { user, input } = setup();
    await user.type(input, 'canli');
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
    await user.type(input, 'canli');
    await user.click(screen.getByRole('link', { name }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe(path);
  });

  it('offers a retry when the index cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<SearchIndex>>().mockRejectedValueOnce(new Error('ağ hatası')).mockResolvedValue(index);
    const { user, input } = setup(load);
    await user.type(input, 'sweet');
    expect(screen.getByRole('status').textContent).toContain('Arama şu anda yüklenemedi');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: /Sweet Bonanza/ })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
