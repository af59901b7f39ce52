import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { contentApi, withPage, type ProviderDetail, type ProviderListItem } from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { game, paged, provider } from '../../test-fixtures.ts';
import { mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { ProviderPage } from './provider-page.tsx';
import { ProvidersPage } from './providers-page.tsx';

const ezugi = { ...provider('ezugi', 'Ezugi'), description: 'Ezugi, canlı krupiyeli masa oyunlarında uzmanlaşmış bir stüdyodur.' };
const fantasma = { ...provider('fantasma-games', 'Fantasma Games'), description: 'Fantasma Games, İsveçli küçük bir slot stüdyosudur.' };
const ezugiGames = Array.from({ length: 16 }, (_, i) => game(i + 1, `Canlı Masa ${i + 1}`, 'ezugi', { type: 'live' }));

afterEach(resetContentApi);

describe('ProviderPage', () => {
  it('shows the provider with the page of its games the answer reports', async () => {
    const answer: ProviderDetail = { provider: ezugi, games: paged(ezugiGames.slice(0, 4), { page: 2, pageCount: 2, total: 20 }) };
    mockContentApi({ [withPage(contentApi.provider('ezugi'), 5)]: answer });
    await renderAt('/saglayicilar/ezugi?sayfa=5', <ProviderPage />);
    await screen.findByRole('heading', { level: 1, name: 'Ezugi' });
    expect(isInaccessible(screen.getByText(ezugi.description))).toBe(false);
    const games = within(screen.getByRole('region', { name: 'Ezugi Oyunları' }));
    expect(games.getAllByRole('article')).toHaveLength(4);
    expect(games.getAllByText('Ezugi')).toHaveLength(4);
    const pager = within(screen.getByRole('navigation', { name: 'Sayfalama' }));
    expect(pager.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when the provider has no games yet', async () => {
    mockContentApi({ [contentApi.provider('fantasma-games')]: { provider: fantasma, games: paged([]) } });
    await renderAt('/saglayicilar/fantasma-games', <ProviderPage />);
    expect(isInaccessible(await screen.findByText('Bu sağlayıcıya ait oyun bulunamadı.'))).toBe(false);
    screen.getByRole('heading', { level: 1, name: 'Fantasma Games' });
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).toBeNull();
  });
});

describe('ProvidersPage', () => {
  it('lists the providers in the order of the answer, with their number of reviewed games', async () => {
    const list: ProviderListItem[] = [
      { ...ezugi, gameCount: 12 },
      { ...fantasma, gameCount: 0 },
    ];
    mockContentApi({ [contentApi.providers]: list });
    await renderAt('/saglayicilar', <ProvidersPage />);
    expect(isInaccessible(await screen.findByText('2 oyun sağlayıcısını tarzları ve öne çıkan oyunlarıyla tanıyın.'))).toBe(false);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ezugi', 'Fantasma Games']);
    expect(isInaccessible(within(cards[0]!).getByText('12 oyun incelemesi'))).toBe(false);
    expect(isInaccessible(within(cards[1]!).getByText('İnceleme yakında'))).toBe(false);
    expect(within(cards[0]!).getByRole('link', { name: 'Ezugi' }).getAttribute('href')).toBe('/saglayicilar/ezugi');
  });

  it("loads the logos of the first screen's three cards at once, the first ahead of all, and the others lazily, each in its reserved size", async () => {
    const list: ProviderListItem[] = Array.from({ length: 8 }, (_, i) => ({ ...provider(`studio-${i + 1}`, `Studio ${i + 1}`), description: 'Bir stüdyo.', gameCount: 1 }));
    mockContentApi({ [contentApi.providers]: list });
    await renderAt('/saglayicilar', <ProvidersPage />);
    await screen.findByRole('heading', { level: 2, name: 'Studio 8' });
    const logos = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    const attributes = (name: string) => logos.map((logo) => logo.getAttribute(name));
    expect(attributes('loading')).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(attributes('fetchpriority')).toEqual(['high', null, null, null, null, null, null, null]);
    expect(attributes('decoding')).toEqual(['sync', 'async', 'async', 'async', 'async', 'async', 'async', 'async']);
    expect(new Set(attributes('width'))).toEqual(new Set(['160']));
    expect(new Set(attributes('height'))).toEqual(new Set(['160']));
  });
});
