import { describe, expect, it } from 'vitest';
import { absoluteUrl, blogPostingLd, breadcrumbLd, serializeJsonLd, siteOriginOf, videoGameLd, websiteLd } from './seo.ts';
import type { BlogPost, Game } from './types.ts';

const origin = 'https://safebet.example';

describe('siteOriginOf', () => {
  it('is the configured default without a configured origin', () => {
    expect(siteOriginOf(undefined)).toBe('http://localhost:4173');
    expect(siteOriginOf('')).toBe('http://localhost:4173');
  });

  it('takes the configured origin without its trailing slashes', () => {
    expect(siteOriginOf('https://safebet.example/')).toBe('https://safebet.example');
    expect(siteOriginOf('https://safebet.example//')).toBe('https://safebet.example');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a path', () => {
    expect(absoluteUrl('/blog/x', origin)).toBe('https://safebet.example/blog/x');
    expect(absoluteUrl('oyunlar', origin)).toBe('https://safebet.example/oyunlar');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & more' });
  });
});

describe('structured data', () => {
  it('describes the site search as a SearchAction on the games list', () => {
    const ld = websiteLd(origin) as { potentialAction: { target: { urlTemplate: string } } };
    expect(ld.potentialAction.target.urlTemplate).toBe('https://safebet.example/oyunlar?q={search_term_string}');
  });

  it('starts at the home page and numbers the items from 1 with absolute URLs', () => {
    const ld = breadcrumbLd([{ name: 'Blog', path: '/blog' }, { name: 'Tilt', path: '/blog/tilt' }], origin) as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    expect(ld.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Ana Sayfa', 'https://safebet.example/'],
      [2, 'Blog', 'https://safebet.example/blog'],
      [3, 'Tilt', 'https://safebet.example/blog/tilt'],
    ]);
  });

  it('dates a blog post and names its author and image', () => {
    const post: BlogPost = {
      id: 2, slug: 'sorumlu-oyun-rehberi', title: 'Sorumlu Oyun', excerpt: 'Özet', coverUrl: '/images/blog/x_cover.webp',
      author: 'SafeBet Editör Ekibi', date: '3 Temmuz 2024', isoDate: '2024-07-03',
    };
    expect(blogPostingLd(post, origin)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Sorumlu Oyun',
      datePublished: '2024-07-03',
      image: 'https://safebet.example/images/blog/x_cover.webp',
      author: { name: 'SafeBet Editör Ekibi' },
    });
  });

  it('gives a game review no rating of its own', () => {
    const game = { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', type: 'slot', coverUrl: '/c.webp', year: 2019 } as Game;
    const ld = videoGameLd(game, undefined, origin);
    expect(ld['@type']).toBe('VideoGame');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
});
