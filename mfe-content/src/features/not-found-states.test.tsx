import { screen, waitFor } from '@testing-library/react';
import { contentApi, withPage } from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockContentApi, renderAt, resetContentApi } from '../test-utils.tsx';
import { BlogPostPage } from './blog/blog-post-page.tsx';
import { GamePage } from './games/game-page.tsx';
import { ProviderPage } from './providers/provider-page.tsx';
import { TacticPage } from './tactics/tactic-page.tsx';

const notFound = () => apiError(404, 'İstenen içerik bulunamadı.');

afterEach(resetContentApi);

describe('unknown slugs (the API answers 404)', () => {
  it('game: title "Oyun Bulunamadı" and the message "Oyun bulunamadı."', async () => {
    mockContentApi({ [contentApi.game('olmayan-oyun')]: notFound, [contentApi.casinos]: [] });
    await renderAt('/oyunlar/x/olmayan-oyun', <GamePage />);
    await screen.findByRole('heading', { level: 1, name: 'Oyun bulunamadı.' });
    expect(screen.getByRole('link', { name: 'Tüm Oyunlara Geri Dön' }).getAttribute('href')).toBe('/oyunlar');
    await waitFor(() => expect(document.title).toBe('Oyun Bulunamadı'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('provider: "Sağlayıcı bulunamadı." with a not-found title', async () => {
    mockContentApi({ [withPage(contentApi.provider('olmayan'), 1)]: notFound });
    await renderAt('/saglayicilar/olmayan', <ProviderPage />);
    await screen.findByRole('heading', { level: 1, name: 'Sağlayıcı bulunamadı.' });
    await waitFor(() => expect(document.title).toBe('Sağlayıcı Bulunamadı'));
  });

  it('blog post: "Yazı bulunamadı."', async () => {
    mockContentApi({ [contentApi.blogPost('olmayan')]: notFound });
    await renderAt('/blog/olmayan', <BlogPostPage />);
    await screen.findByRole('heading', { level: 1, name: 'Yazı bulunamadı.' });
    expect(screen.getByRole('link', { name: 'Tüm Yazılara Geri Dön' }).getAttribute('href')).toBe('/blog');
  });

  it('tactic: "Taktik bulunamadı."', async () => {
    mockContentApi({ [contentApi.tactic('olmayan')]: notFound });
    await renderAt('/kazanma-taktikleri/olmayan', <TacticPage />);
    await screen.findByRole('heading', { level: 1, name: 'Taktik bulunamadı.' });
    expect(screen.getByRole('link', { name: 'Tüm Taktiklere Geri Dön' }).getAttribute('href')).toBe('/kazanma-taktikleri');
  });
});
