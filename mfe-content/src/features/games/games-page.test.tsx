import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { gamesApiUrl, type GameList } from 'shared-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acting, apiError, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { GamesPage } from './games-page.tsx';
import { catalogue, filterChoices, listOf, mockGamesApi } from './games-test-api.ts';

const cards = () => screen.getAllByRole('article');
const names = () => cards().map((c) => within(c).getByRole('heading').textContent);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  resetContentApi();
  vi.restoreAllMocks();
});

describe('GamesPage', () => {
  it('shows the page of games with RTP, provider and the catalogue count', async () => {
    mockGamesApi();
    await renderAt('/oyunlar', <GamesPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(isInaccessible(within(cards()[0]!).getByText('RTP: 96,48%'))).toBe(false);
    expect(isInaccessible(within(cards()[0]!).getByText('Pragmatic Play'))).toBe(false);
    expect(isInaccessible(screen.getByText('19 slot ve canlı casino oyununu RTP, volatilite ve özellikleriyle inceleyin.'))).toBe(false);
    expect(isInaccessible(screen.getByText('19 oyun bulundu'))).toBe(false);
  });

  it("loads the covers of the first screen's four cards at once, the first ahead of all, and the other twelve lazily", async () => {
    mockGamesApi();
    await renderAt('/oyunlar', <GamesPage />);
    const covers = (await screen.findAllByRole('article')).map((card) => card.querySelector('img')!);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([...Array<string>(4).fill('eager'), ...Array<string>(12).fill('lazy')]);
    expect(covers.filter((cover) => cover.getAttribute('fetchpriority') === 'high')).toEqual([covers[0]]);
    expect(covers.map((cover) => `${cover.getAttribute('width')}×${cover.getAttribute('height')}`)).toEqual(Array<string>(16).fill('640×360'));
  });

  it('asks for the search text, shows the answer and goes back to page 1', async () => {
    const fetchMock = mockGamesApi();
    const user = userEvent.setup();
    await renderAt('/oyunlar?sayfa=2', <GamesPage />);
    const field = await screen.findByLabelText('Oyun ara');
    await acting(() => user.type(field, 'BONANZA'));
    expect(isInaccessible(await screen.findByText('2 oyun bulundu'))).toBe(false);
    expect(names()).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']);
    expect(screen.getByLabelText<HTMLInputElement>('Oyun ara').value).toBe('BONANZA');
    expect(location()).toBe('/oyunlar?q=BONANZA');
    expect(fetchMock).toHaveBeenCalledWith(gamesApiUrl({ search: 'BONANZA' }), expect.anything());
  });

  it('filters by provider from the dropdown of providers that have games', async () => {
    mockGamesApi();
    const user = userEvent.setup();
    await renderAt('/oyunlar', <GamesPage />);
    const select = await screen.findByLabelText('Sağlayıcı');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Sağlayıcılar', 'Ezugi', 'Pragmatic Play']);
    await acting(() => user.selectOptions(select, 'ezugi'));
    expect(isInaccessible(await screen.findByText('1 oyun bulundu'))).toBe(false);
    expect(names()).toEqual(['Teen Patti']);
    expect(isInaccessible(within(cards()[0]!).getByText('Ezugi'))).toBe(false);
    expect(location()).toBe('/oyunlar?saglayici=ezugi');
  });

  it('shows all providers for a provider the dropdown does not offer', async () => {
    mockGamesApi();
    await renderAt('/oyunlar?saglayici=yok-boyle', <GamesPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(screen.getByLabelText<HTMLSelectElement>('Sağlayıcı').value).toBe('all');
  });

  it('says so when nothing matches', async () => {
    mockGamesApi();
    await renderAt('/oyunlar?q=zzzz', <GamesPage />);
    expect(isInaccessible(await screen.findByText('Arama kriterlerine uygun oyun bulunamadı.'))).toBe(false);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('marks the page the answer reports, not the one asked for past the end', async () => {
    mockGamesApi();
    await renderAt('/oyunlar?sayfa=99', <GamesPage />);
    const nav = await screen.findByRole('navigation', { name: 'Sayfalama' });
    expect(within(nav).getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(names()).toEqual(['Sweet Bonanza', 'Big Bass Bonanza', 'Teen Patti']);
  });

  it('asks for page 1 when the page number is not one', async () => {
    const fetchMock = mockGamesApi();
    await renderAt('/oyunlar?sayfa=abc', <GamesPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(gamesApiUrl({}));
  });

  it('shows an accessible loading state until the answer arrives', async () => {
    let answer: (list: GameList) => void = () => {};
    mockContentApi({
      ...filterChoices,
      [gamesApiUrl({})]: () => new Promise<GameList>((resolve) => (answer = resolve)),
    });
    await renderAt('/oyunlar', <GamesPage />);
    expect(screen.getByText('Yükleniyor…').getAttribute('role')).toBe('status');
    await acting(async () => answer(listOf(catalogue)));
    expect(screen.queryByText('Yükleniyor…')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(16);
  });

  it('says in Turkish when the list cannot be loaded and loads it again on Tekrar Dene', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    mockContentApi({
      ...filterChoices,
      [gamesApiUrl({})]: () => (down ? apiError(503, 'İçerik şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.') : listOf(catalogue)),
    });
    const user = userEvent.setup();
    await renderAt('/oyunlar', <GamesPage />);
    const alert = await screen.findByRole('alert');
    expect(isInaccessible(within(alert).getByText('İçerik şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.'))).toBe(false);
    down = false;
    await acting(() => user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' })));
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no retry when the request itself is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const long = 'x'.repeat(101);
    mockContentApi({
      ...filterChoices,
      [gamesApiUrl({ search: long })]: apiError(400, 'Arama metni en fazla 100 karakter olabilir.'),
    });
    await renderAt(`/oyunlar?q=${long}`, <GamesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Arama metni en fazla 100 karakter olabilir.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
