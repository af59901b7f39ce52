import { screen, waitFor } from '@testing-library/react';
import { routePatterns } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-utils.tsx';
import { BlogPostPage } from './blog/blog-post-page.tsx';
import { GamePage } from './games/game-page.tsx';
import { ProviderPage } from './providers/provider-page.tsx';
import { TacticPage } from './tactics/tactic-page.tsx';

describe('unknown slugs', () => {
  it('game: title "Oyun Bulunamadı" and the message "Oyun bulunamadı."', async () => {
    renderAt('/oyunlar/x/olmayan-oyun', routePatterns.game, <GamePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oyun bulunamadı.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Oyun Bulunamadı'));
  });

  it('provider: "Sağlayıcı bulunamadı." with a not-found title', async () => {
    renderAt('/saglayicilar/olmayan', routePatterns.provider, <ProviderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sağlayıcı bulunamadı.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sağlayıcı Bulunamadı'));
  });

  it('blog post: "Yazı bulunamadı."', () => {
    renderAt('/blog/olmayan', routePatterns.blogPost, <BlogPostPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Yazı bulunamadı.' })).toBeTruthy();
  });

  it('tactic: "Taktik bulunamadı."', () => {
    renderAt('/kazanma-taktikleri/olmayan', routePatterns.tactic, <TacticPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Taktik bulunamadı.' })).toBeTruthy();
  });
});

describe('game page', () => {
  it('finds a game by its slug alone, whatever the provider part of the URL says', () => {
    renderAt('/oyunlar/yanlis-saglayici/sweet-bonanza', routePatterns.game, <GamePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sweet Bonanza' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tüm Oyunlara Geri Dön/ }).getAttribute('href')).toBe('/oyunlar');
    const play = screen.getAllByRole('link', { name: 'Oyna' });
    expect(play).toHaveLength(3);
    expect(play.every((a) => a.getAttribute('rel') === 'sponsored noopener noreferrer' && a.getAttribute('target') === '_blank')).toBe(true);
    expect(screen.getAllByText('Yüksek')[0]?.getAttribute('data-volatility')).toBe('Yüksek');
  });
});
