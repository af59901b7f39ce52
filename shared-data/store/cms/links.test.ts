import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../database.ts';
import { createEntry } from './entries.ts';
import { checkInternalLinks, markdownLinks, renderBody, sitePathOf } from './links.ts';
import { testDrivers } from '../testing/test-stores.ts';

describe('renderBody', () => {
  it('gives headings their Turkish-folded ids and shows raw HTML as text, never as markup', () => {
    const body = renderBody('## Başlık\n\n<script>alert(1)</script>\n\n[tıkla](javascript:alert(1))');
    expect(body.html).toContain('<h2 id="baslik">Başlık</h2>');
    expect(body.html).not.toContain('<script');
    expect(body.html).not.toContain('javascript:');
    expect(body.headings).toEqual([{ id: 'baslik', text: 'Başlık', level: 2 }]);
  });

  it('writes a link to /git/ as the site writes every casino link: placement, page, new tab, sponsored', () => {
    const body = renderBody('[Nebula Bet](/git/nebula-bet) ve [tablodaki](/git/fjord-spins?yer=popup-editor&x=1) ve [uydurma](/git/nebula-bet?yer=%22x)', '/blog/bonus-rehberi');
    expect(body.html).toBe(
      '<p><a href="/git/nebula-bet?yer=tablo&amp;kaynak=%2Fblog%2Fbonus-rehberi" target="_blank" rel="sponsored noopener noreferrer">Nebula Bet</a>' +
        ' ve <a href="/git/fjord-spins?yer=popup-editor&amp;kaynak=%2Fblog%2Fbonus-rehberi" target="_blank" rel="sponsored noopener noreferrer">tablodaki</a>' +
        ' ve <a href="/git/nebula-bet?yer=tablo&amp;kaynak=%2Fblog%2Fbonus-rehberi" target="_blank" rel="sponsored noopener noreferrer">uydurma</a></p>\n',
    );
    // Without a page (the preview), the link still counts its placement.
    expect(renderBody('[a](/git/nebula-bet)').html).toContain('href="/git/nebula-bet?yer=tablo"');
  });

  it('counts the words of the text', () => {
    expect(renderBody('Bir iki **üç**.').words).toBe(3);
  });
});

describe('markdownLinks', () => {
  it('finds inline, reference and nested links, each once', () => {
    expect(markdownLinks('[a](/x) ve [b][ref]\n\n- [c](/x)\n\n> [d](https://example.com)\n\n[ref]: /y "Başlık"')).toEqual([
      '/x',
      '/y',
      'https://example.com',
    ]);
  });
});

describe('sitePathOf', () => {
  it.each([
    ['/oyunlar', '/oyunlar'],
    ['/blog/x?sayfa=2#giris', '/blog/x'],
    ['#/blog/x', '/blog/x'],
    ['#!/blog/x', '/blog/x'],
    ['#baslik', null],
    ['https://example.com/x', null],
    ['//evil.example/x', null],
    ['mailto:reklam@safebet.example', null],
  ])('%s is %s', (href, path) => {
    expect(sitePathOf(href)).toBe(path);
  });
});

describe.each(testDrivers())('internal links on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  // First, before the other cases add content of their own.
  it('finds no dead link in the built-in content', async () => {
    const bodies = await queryRows<{ body_md: string }>(
      store.db,
      sql`SELECT body_md FROM games UNION ALL SELECT body_md FROM blog_posts UNION ALL SELECT body_md FROM tactics UNION ALL SELECT body_md FROM pages`,
    );
    const warnings = (await Promise.all(bodies.map((body) => checkInternalLinks(store.db, body.body_md)))).flat();
    expect(warnings).toEqual([]);
  });

  it('warns about each link to a page the public site does not have, in order', async () => {
    const markdown = [
      '[iyi](/oyunlar/egt-amusnet/40-super-hot)',
      '[başka sağlayıcı](/oyunlar/netent/40-super-hot)',
      '[yok](/oyunlar/yok-boyle-oyun)',
      '[eski](#/blog/yok-boyle-yazi)',
      '[hesap](/bahis-hesaplayici/hedge)',
      '[hesap yok](/bahis-hesaplayici/yok)',
      '[reklam](/reklam)',
      '[liste](/saglayicilar/)',
      '[taktik](/kazanma-taktikleri/1-3-2-6-sistemi)',
      '[dış](https://example.com)',
      '[çapa](#baslik)',
      '[casino](/git/nebula-bet)',
      '[casino yok](/git/yok-boyle-casino?yer=tablo)',
    ].join(' ');
    expect(await checkInternalLinks(store.db, markdown)).toEqual([
      { code: 'deadLink', href: '/oyunlar/netent/40-super-hot' },
      { code: 'deadLink', href: '/oyunlar/yok-boyle-oyun' },
      { code: 'deadLink', href: '#/blog/yok-boyle-yazi' },
      { code: 'deadLink', href: '/bahis-hesaplayici/yok' },
      { code: 'deadLink', href: '/git/yok-boyle-casino?yer=tablo' },
    ]);
  });

  it('counts a draft as missing, and says so in the result of a save that links to it', async () => {
    const tactic = { title: 'Taslak Taktik', status: 'draft', category: 'Kasa Yönetimi ve Psikoloji', excerpt: 'Özet.', bodyMd: 'Metin.' };
    expect((await createEntry(store.db, 'tactics', tactic, 'editor-1')).ok).toBe(true);
    const post = {
      title: 'Bağlantılı Yazı',
      status: 'published',
      excerpt: 'Özet.',
      coverUrl: '/images/blog/x_cover.webp',
      author: 'SafeBet Editör',
      postedOn: '2025-01-15',
      bodyMd: 'Önce [taslağı](/kazanma-taktikleri/taslak-taktik) okuyun.',
    };
    const saved = await createEntry(store.db, 'blog', post, 'editor-1');
    expect(saved.ok && saved.warnings).toEqual([{ code: 'deadLink', href: '/kazanma-taktikleri/taslak-taktik' }]);
  });

  it("stores a body's casino links with the page they are on", async () => {
    const game = {
      name: 'Bağlantılı Oyun', providerId: '', type: 'slot', rtp: '96', volatility: 'Orta', year: '2024',
      coverUrl: '/images/games/x_cover.webp', status: 'published', bodyMd: '[Oyna](/git/nebula-bet)',
    };
    const [provider] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM providers WHERE slug = 'egt-amusnet'`);
    const saved = await createEntry(store.db, 'games', { ...game, providerId: String(provider?.id) }, 'editor-1');
    expect(saved.ok && saved.warnings).toEqual([]);
    const [row] = await queryRows<{ body_html: string }>(store.db, sql`SELECT body_html FROM games WHERE slug = 'baglantili-oyun'`);
    expect(row?.body_html).toBe(
      '<p><a href="/git/nebula-bet?yer=tablo&amp;kaynak=%2Foyunlar%2Fegt-amusnet%2Fbaglantili-oyun" target="_blank" rel="sponsored noopener noreferrer">Oyna</a></p>\n',
    );
  });

});
