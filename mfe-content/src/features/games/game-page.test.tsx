import { screen, waitFor, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { contentApi, type GameDetail } from 'shared-data';
import { OfferPolicyProvider } from 'shared-data/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoCallToAction, onBreak } from '../../components/offers-test-utils.ts';
import { body, casino, game, provider } from '../../test-fixtures.ts';
import { acting, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { GamePage } from './game-page.tsx';

const detail: GameDetail = {
  game: {
    ...game(1, 'Sweet Bonanza', 'pragmatic-play', { maxWin: '21.100x' }),
    body: body(
      '<h2 id="sweet-bonanza-nasil-oynanir">Sweet Bonanza Nasıl Oynanır?</h2><p>Kazançlar <a href="#/kazanma-taktikleri/kasa-yonetimi">kasa yönetimiyle</a> korunur.</p>',
      [{ id: 'sweet-bonanza-nasil-oynanir', text: 'Sweet Bonanza Nasıl Oynanır?', level: 2 }],
    ),
  },
  provider: provider('pragmatic-play', 'Pragmatic Play'),
  others: [game(2, 'Gates of Olympus'), game(3, 'Big Bass Bonanza')],
  rtpRank: { rank: 45, total: 107, lower: 62 },
};

const casinos = [1, 2, 3, 4, 5].map((id) => casino(id, `Casino ${id}`));

afterEach(resetContentApi);

describe('GamePage', () => {
  it('finds a game by its slug alone, whatever the provider part of the URL says, and shows its facts', async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    await renderAt('/oyunlar/yanlis-saglayici/sweet-bonanza', <GamePage />);
    await screen.findByRole('heading', { level: 1, name: 'Sweet Bonanza' });
    expect(screen.getByRole('link', { name: /Tüm Oyunlara Geri Dön/ }).getAttribute('href')).toBe('/oyunlar');
    expect(screen.getByRole('link', { name: 'Pragmatic Play' }).getAttribute('href')).toBe('/saglayicilar/pragmatic-play');
    expect(screen.getAllByText('Yüksek')[0]?.getAttribute('data-volatility')).toBe('Yüksek');
    expect(isInaccessible(screen.getByText('21.100x'))).toBe(false);
    await waitFor(() => expect(document.title).toBe('Sweet Bonanza İncelemesi ve Oynanacak Siteler | SafeBet'));
  });

  it("shows the RTP's rank in the catalogue beside the RTP, with the share of games below it", async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    await renderAt('/oyunlar/pragmatic-play/sweet-bonanza', <GamePage />);
    const rtp = (await screen.findByText('RTP', { selector: 'dt' })).nextElementSibling;
    expect(rtp?.textContent).toBe('96,48%');
    // 62 of 107 below it: 57,94 %, shown whole.
    expect(rtp?.nextElementSibling?.textContent).toBe("RTP sıralaması: 107 oyun içinde 45. Daha düşük RTP'li oyunların oranı: 58%.");
  });

  it('says how many games share the RTP when some do', async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: { ...detail, rtpRank: { rank: 38, total: 107, lower: 63 } }, [contentApi.casinos]: casinos });
    await renderAt('/oyunlar/pragmatic-play/sweet-bonanza', <GamePage />);
    // 107 - 63 below - 37 above - the game itself: 6 others level with it.
    expect(isInaccessible(await screen.findByText(/Aynı RTP'ye sahip 6 oyun daha var\./))).toBe(false);
  });

  it('offers the first three casinos of the ranking as sponsored links', async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    await renderAt('/oyunlar/pragmatic-play/sweet-bonanza', <GamePage />);
    const play = within(await screen.findByRole('complementary', { name: 'Bu Oyunu Oyna' }));
    expect(play.getAllByRole('strong').map((s) => s.textContent)).toEqual(['Casino 1', 'Casino 2', 'Casino 3']);
    const links = play.getAllByRole('link', { name: 'Oyna' });
    // Through the redirect, placed on a game page, from this game's path.
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/git/casino-1?yer=oyun-sayfasi&kaynak=%2Foyunlar%2Fpragmatic-play%2Fsweet-bonanza',
      '/git/casino-2?yer=oyun-sayfasi&kaynak=%2Foyunlar%2Fpragmatic-play%2Fsweet-bonanza',
      '/git/casino-3?yer=oyun-sayfasi&kaynak=%2Foyunlar%2Fpragmatic-play%2Fsweet-bonanza',
    ]);
    expect(links.every((a) => a.getAttribute('rel') === 'sponsored noopener noreferrer' && a.getAttribute('target') === '_blank')).toBe(true);
  });

  it('shows a reader on a break the game and its review, but no box of casinos to play at', async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    await renderAt(
      '/oyunlar/pragmatic-play/sweet-bonanza',
      <OfferPolicyProvider value={onBreak}>
        <GamePage />
      </OfferPolicyProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Sweet Bonanza' });
    expect(screen.getByText('RTP', { selector: 'dt' }).nextElementSibling?.textContent).toBe('96,48%');
    screen.getByRole('heading', { level: 2, name: 'Sweet Bonanza Nasıl Oynanır?' });
    expect(screen.queryByRole('complementary', { name: 'Bu Oyunu Oyna' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Oyna' })).toBeNull();
    expectNoCallToAction();
  });

  it('renders the review as it comes, and its legacy links navigate inside the app', async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    const user = userEvent.setup();
    await renderAt('/oyunlar/pragmatic-play/sweet-bonanza', <GamePage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sweet Bonanza Nasıl Oynanır?' });
    expect(heading.id).toBe('sweet-bonanza-nasil-oynanir');
    await acting(() => user.click(screen.getByRole('link', { name: 'kasa yönetimiyle' })));
    expect(screen.getByTestId('location').textContent).toBe('/kazanma-taktikleri/kasa-yonetimi');
  });

  it("lists the provider's other games with the provider's name", async () => {
    mockContentApi({ [contentApi.game('sweet-bonanza')]: detail, [contentApi.casinos]: casinos });
    await renderAt('/oyunlar/pragmatic-play/sweet-bonanza', <GamePage />);
    const more = within(await screen.findByRole('region', { name: 'Bu Sağlayıcının Diğer Oyunları' }));
    expect(more.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Gates of Olympus',
      'Big Bass Bonanza',
    ]);
    expect(more.getAllByText('Pragmatic Play')).toHaveLength(2);
  });
});
