import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { gamesApiUrl } from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { game } from '../../test-fixtures.ts';
import { acting, apiError, renderAt, resetContentApi } from '../../test-utils.tsx';
import { GamesPage } from './games-page.tsx';
import { catalogue, listOf, mockGamesApi } from './games-test-api.ts';

const highVolatility = [
  game(30, 'Dead or Alive 2', 'netent', { rtp: 96.82, volatility: 'Çok Yüksek', year: 2019 }),
  game(31, 'Mental', 'nolimit-city', { rtp: 96.08, volatility: 'Çok Yüksek', year: 2021 }),
];

const names = () => screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent);
const location = () => screen.getByTestId('location').textContent;
const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

afterEach(resetContentApi);

describe('GamesPage filters', () => {
  it('is one GET form to the games page whose controls are found by their labels and send the query keys', async () => {
    mockGamesApi();
    await renderAt('/oyunlar', <GamesPage />);
    const form = await screen.findByRole('search');
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/oyunlar']);
    const rtp = screen.getByRole('group', { name: 'RTP' });
    expect([within(rtp).getByLabelText('En az'), within(rtp).getByLabelText('En çok')].map((i) => i.getAttribute('name'))).toEqual(['rtp-min', 'rtp-max']);
    expect(['Oyun ara', 'Sağlayıcı', 'Volatilite', 'Özellik', 'Yıl', 'Sırala'].map((label) => field(label).name)).toEqual(['q', 'saglayici', 'volatilite', 'ozellik', 'yil', 'sirala']);
    expect(options('Volatilite')).toEqual(['Tümü', 'Düşük', 'Orta', 'Yüksek', 'Çok Yüksek']);
    expect(options('Özellik')).toEqual(['Tüm özellikler', 'Bedava Dönüş (12)', 'Megaways (2)']);
    expect(options('Yıl')).toEqual(['Tüm yıllar', '2024', '2021', '2019']);
    expect(options('Sırala')).toEqual(['Önerilen sıra', 'Ada göre (A–Z)', 'En yüksek RTP', 'En yeni']);
    expect(screen.getByRole('button', { name: 'Filtrele' }).getAttribute('type')).toBe('submit');
  });

  it('filters by volatility at once, starting again from page 1 and keeping the other filters in the address', async () => {
    const fetchMock = mockGamesApi({
      [gamesApiUrl({ page: 2, sort: 'rtp' })]: listOf(catalogue.slice(16), { page: 2, pageCount: 2, total: catalogue.length }),
      [gamesApiUrl({ volatility: 'cok-yuksek', sort: 'rtp' })]: listOf(highVolatility),
    });
    const user = userEvent.setup();
    await renderAt('/oyunlar?sirala=rtp&sayfa=2', <GamesPage />);
    await acting(() => user.selectOptions(field('Volatilite'), 'Çok Yüksek'));
    expect(isInaccessible(await screen.findByText('2 oyun bulundu'))).toBe(false);
    expect(names()).toEqual(['Dead or Alive 2', 'Mental']);
    expect(screen.getAllByText('Çok Yüksek', { selector: '[data-volatility]' })).toHaveLength(2);
    expect(location()).toBe('/oyunlar?volatilite=cok-yuksek&sirala=rtp');
    expect(fetchMock).toHaveBeenCalledWith(gamesApiUrl({ volatility: 'cok-yuksek', sort: 'rtp' }), expect.anything());
    expect(field('Sırala').value).toBe('rtp');
  });

  it('reads an RTP bound typed with a comma, keeps what was typed, and writes it with a dot', async () => {
    const fetchMock = mockGamesApi({
      [gamesApiUrl({ rtpMin: '9' })]: listOf(catalogue),
      [gamesApiUrl({ rtpMin: '96' })]: listOf(catalogue),
      [gamesApiUrl({ rtpMin: '96.5' })]: listOf([catalogue[18]!]),
    });
    const user = userEvent.setup();
    await renderAt('/oyunlar', <GamesPage />);
    const min = within(screen.getByRole('group', { name: 'RTP' })).getByLabelText<HTMLInputElement>('En az');
    await acting(() => user.type(min, '96,5'));
    expect(await screen.findByText('1 oyun bulundu')).toBeVisible();
    expect(names()).toEqual(['Teen Patti']);
    expect(min.value).toBe('96,5');
    expect(location()).toBe('/oyunlar?rtp-min=96.5');
    // Each bound asked for is written with a dot ('96,' is '96'); a later keystroke may overtake an earlier request.
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('rtp-min'));
    expect(asked.every((url) => [gamesApiUrl({ rtpMin: '9' }), gamesApiUrl({ rtpMin: '96' }), gamesApiUrl({ rtpMin: '96.5' })].includes(url))).toBe(true);
    expect(asked.at(-1)).toBe(gamesApiUrl({ rtpMin: '96.5' }));
  });

  it('shows the filters of the address in their controls, an RTP beyond 100 as 100, and keeps them in the paging links', async () => {
    mockGamesApi({
      [gamesApiUrl({ rtpMin: '100', rtpMax: '95', feature: 'Megaways', year: '2021', sort: 'yil' })]: listOf(catalogue, { pageCount: 2 }),
    });
    await renderAt('/oyunlar?rtp-min=150&rtp-max=95&ozellik=Megaways&yil=2021&sirala=yil', <GamesPage />);
    const nav = await screen.findByRole('navigation', { name: 'Sayfalama' });
    expect(['En az', 'En çok', 'Özellik', 'Yıl', 'Sırala'].map((label) => field(label).value)).toEqual(['100', '95', 'Megaways', '2021', 'yil']);
    expect(within(nav).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/oyunlar?rtp-min=150&rtp-max=95&ozellik=Megaways&yil=2021&sirala=yil&sayfa=2');
  });

  it('says in Turkish why values it cannot read are not applied, keeps the form, and asks for no list', async () => {
    const fetchMock = mockGamesApi();
    await renderAt('/oyunlar?rtp-min=abc&volatilite=orta-yuksek&sirala=fiyat', <GamesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'RTP için en az değeri “abc” bir sayı değil. 0 ile 100 arasında bir yüzde yazın, örneğin 96,5.',
      'Volatilite “orta-yuksek” tanınmadı. Düşük, Orta, Yüksek veya Çok Yüksek seçin.',
      "Sıralama “fiyat” tanınmadı. Ada, RTP'ye veya yıla göre sıralayabilirsiniz.",
    ]);
    expect(within(alert).getByRole('link', { name: 'Tüm oyunları göster' }).getAttribute('href')).toBe('/oyunlar');
    expect(field('En az').value).toBe('abc');
    expect(field('En az').getAttribute('aria-invalid')).toBe('true');
    expect(field('Volatilite').value).toBe('');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/content/games?'))).toBe(false);
  });

  it('says so when no game has the feature the address names', async () => {
    mockGamesApi({ [gamesApiUrl({ feature: 'Uçan Halı' })]: apiError(400, 'Bu özelliğe sahip oyun yok.') });
    await renderAt(`/oyunlar?ozellik=${encodeURIComponent('Uçan Halı')}`, <GamesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toBe('“Uçan Halı” özelliğine sahip oyun yok. Listeden bir özellik seçin.');
    expect(field('Özellik').value).toBe('');
    expect(screen.queryByText('İçerik yüklenemedi')).toBeNull();
  });

  it('clears a refused value from the address as soon as another control changes', async () => {
    mockGamesApi({ [gamesApiUrl({ year: '2019' })]: listOf(highVolatility.slice(0, 1)) });
    const user = userEvent.setup();
    await renderAt('/oyunlar?volatilite=xyz', <GamesPage />);
    await screen.findByRole('alert');
    await acting(() => user.selectOptions(field('Yıl'), '2019'));
    expect(await screen.findByText('1 oyun bulundu')).toBeVisible();
    expect(location()).toBe('/oyunlar?yil=2019');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('article')).getByText('2019')).toBeVisible();
  });
});
