import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import {
  contentApi,
  withPage,
  type BlogPost,
  type BlogPostDetail,
  type Tactic,
  type TacticDetail,
} from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { body, paged } from '../test-fixtures.ts';
import { mockContentApi, renderAt, resetContentApi } from '../test-utils.tsx';
import { BlogPage } from './blog/blog-page.tsx';
import { BlogPostPage } from './blog/blog-post-page.tsx';
import { TacticPage } from './tactics/tactic-page.tsx';
import { TacticsPage } from './tactics/tactics-page.tsx';

function post(id: number, title: string, isoDate: string, date: string): BlogPost {
  const slug = `yazi-${id}`;
  return { id, slug, title, excerpt: `${title} üzerine kısa bir özet.`, coverUrl: `/images/blog/${slug}.webp`, author: 'SafeBet Editör Ekibi', isoDate, date };
}

function tactic(id: number, title: string, category: Tactic['category'] = 'Matematiksel ve Stratejik Sistemler'): Tactic {
  return { id: String(id), slug: `taktik-${id}`, title, category, excerpt: `${title}: artıları ve riskleri.` };
}

const headings = ['Nasıl Çalışır?', 'Riskler', 'Örnek'].map((text, i) => ({ id: `h-${i}`, text, level: 2 as const }));
const longBody = body(
  '<h2 id="h-0">Nasıl Çalışır?</h2><p>Kayıpta bahis ikiye katlanır.</p><h2 id="h-1">Riskler</h2><h2 id="h-2">Örnek</h2><div class="table-wrap"><table><tr><th>Tur</th></tr></table></div>',
  headings,
);

afterEach(resetContentApi);

describe('BlogPage', () => {
  it('shows the page of posts the answer holds, with author and date, and a pager from its page count', async () => {
    const posts = [post(37, 'Yeni Yazı', '2024-08-31', '31 Ağustos 2024'), post(1, 'İlk Yazı', '2024-07-01', '1 Temmuz 2024')];
    mockContentApi({ [withPage(contentApi.blog, 3)]: paged(posts, { page: 3, pageCount: 3, total: 34 }) });
    await renderAt('/blog?sayfa=3', <BlogPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Yeni Yazı', 'İlk Yazı']);
    expect(within(cards[0]!).getByText('31 Ağustos 2024').getAttribute('datetime')).toBe('2024-08-31');
    expect(isInaccessible(within(cards[0]!).getByText(/SafeBet Editör Ekibi/))).toBe(false);
    const pager = within(screen.getByRole('navigation', { name: 'Sayfalama' }));
    expect(pager.getByRole('link', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('BlogPostPage', () => {
  it('shows the post with its cover, body, table of contents and the related posts of the answer', async () => {
    const answer: BlogPostDetail = {
      ...post(5, 'Sorumlu Oyun Rehberi', '2024-07-03', '3 Temmuz 2024'),
      body: longBody,
      related: [post(6, 'Kasa Yönetimi Temelleri', '2024-07-04', '4 Temmuz 2024'), post(4, 'Bonus Çevrimi', '2024-07-02', '2 Temmuz 2024')],
    };
    mockContentApi({ [contentApi.blogPost('yazi-5')]: answer });
    await renderAt('/blog/yazi-5', <BlogPostPage />);
    await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun Rehberi' });
    screen.getByRole('img', { name: 'Sorumlu Oyun Rehberi kapak görseli' });
    expect(screen.getByText('3 Temmuz 2024').getAttribute('datetime')).toBe('2024-07-03');
    expect(within(screen.getByRole('navigation', { name: 'İçindekiler' })).getAllByRole('link')).toHaveLength(3);
    expect(isInaccessible(screen.getByText('Kayıpta bahis ikiye katlanır.'))).toBe(false);
    const related = within(screen.getByRole('region', { name: 'İlgili Yazılar' }));
    expect(related.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kasa Yönetimi Temelleri', '/blog/yazi-6'],
      ['Bonus Çevrimi', '/blog/yazi-4'],
    ]);
  });
});

describe('TacticsPage', () => {
  it('shows category, title and excerpt of the tactics on the page', async () => {
    mockContentApi({ [contentApi.tactics]: paged([tactic(1, 'Martingale Sistemi'), tactic(2, 'Kasa Yönetimi 101', 'Kasa Yönetimi ve Psikoloji')], { pageCount: 4, total: 49 }) });
    await renderAt('/kazanma-taktikleri', <TacticsPage />);
    const cards = await screen.findAllByRole('article');
    expect(isInaccessible(within(cards[0]!).getByText('Matematiksel ve Stratejik Sistemler'))).toBe(false);
    expect(within(cards[1]!).getByRole('link', { name: 'Kasa Yönetimi 101' }).getAttribute('href')).toBe('/kazanma-taktikleri/taktik-2');
    expect(isInaccessible(within(cards[1]!).getByText('Kasa Yönetimi 101: artıları ve riskleri.'))).toBe(false);
    within(screen.getByRole('navigation', { name: 'Sayfalama' })).getByRole('link', { name: '4' });
  });
});

describe('TacticPage', () => {
  it('shows the tactic with its category, body and the tactics of its category from the answer', async () => {
    const answer: TacticDetail = { ...tactic(1, 'Martingale Sistemi'), body: longBody, related: [tactic(3, "D'Alembert Sistemi")] };
    mockContentApi({ [contentApi.tactic('taktik-1')]: answer });
    await renderAt('/kazanma-taktikleri/taktik-1', <TacticPage />);
    await screen.findByRole('heading', { level: 1, name: 'Martingale Sistemi' });
    expect(screen.getByText('Matematiksel ve Stratejik Sistemler').tagName).toBe('SPAN');
    screen.getByRole('table');
    const related = within(screen.getByRole('region', { name: 'Aynı Kategoriden Taktikler' }));
    expect(related.getByRole('link', { name: "D'Alembert Sistemi" }).getAttribute('href')).toBe('/kazanma-taktikleri/taktik-3');
  });
});
