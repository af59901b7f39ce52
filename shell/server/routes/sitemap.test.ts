import { paths, siteRoutes } from 'shared-data';
import { sitemapData, type Store } from '@shared-data/store';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataSitemapEntries, robotsTxt } from './sitemap.ts';

let store: Store;

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
}, 60_000);
afterAll(() => store?.close());

const TODAY = '2026-11-25';
const lastmodOf = async (url: string) => siteRoutes(await sitemapData(store.db), TODAY).find((r) => r.url === url)?.lastmod;

describe('siteRoutes lastmod', () => {
  it('dates a built-in post by its own date and the blog list by its newest post', async () => {
    const [newest] = await queryRows<{ slug: string; day: string }>(
      store.db,
      sql`SELECT slug, posted_on::text AS day FROM blog_posts ORDER BY posted_on DESC, id DESC LIMIT 1`,
    );
    expect(newest?.day).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(await lastmodOf(paths.blogPost(newest?.slug ?? ''))).toBe(newest?.day);
    expect(await lastmodOf(paths.blog)).toBe(newest?.day);
  });

  it('moves an entry to the day it was edited, and a scheduled one to its publish day once public', async () => {
    await store.db.execute(sql`UPDATE tactics SET title = title || ' ', updated_at = '2026-11-20T10:00:00Z' WHERE slug = 'martingale-sistemi'`);
    expect(await lastmodOf(paths.tactic('martingale-sistemi'))).toBe('2026-11-20');
    expect(await lastmodOf(paths.tactics)).toBe('2026-11-20');

    await store.db.execute(sql`UPDATE tactics SET status = 'scheduled', publish_at = now() + interval '1 day' WHERE slug = 'paroli-sistemi'`);
    expect(await lastmodOf(paths.tactic('paroli-sistemi'))).toBeUndefined();
    await store.db.execute(
      sql`UPDATE tactics SET publish_at = '2026-11-22T08:00:00Z', updated_at = '2026-11-21T08:00:00Z' WHERE slug = 'paroli-sistemi'`,
    );
    expect(await lastmodOf(paths.tactic('paroli-sistemi'))).toBe('2026-11-22');
  });

  it('dates a static page by its row', async () => {
    await store.db.execute(sql`UPDATE pages SET updated_at = '2026-10-01T12:00:00Z', publish_at = '2026-01-01T00:00:00Z' WHERE slug = 'reklam'`);
    expect(await lastmodOf(paths.advertise)).toBe('2026-10-01');
  });
});

describe('openDataSitemapEntries', () => {
  it('lists both open-data files, dated by the newest change of a public casino, or today without one', () => {
    const casinos = [
      { slug: 'a', lastChanged: new Date('2026-11-02T23:30:00Z') },
      { slug: 'b', lastChanged: new Date('2026-11-20T08:00:00Z') },
      { slug: 'c', lastChanged: new Date('2026-10-31T12:00:00Z') },
    ];
    expect(openDataSitemapEntries({ casinos }, TODAY)).toEqual([
      { url: '/veri/bonuslar.json', lastmod: '2026-11-20' },
      { url: '/veri/bonuslar.csv', lastmod: '2026-11-20' },
    ]);
    expect(openDataSitemapEntries({ casinos: [] }, TODAY).map((entry) => entry.lastmod)).toEqual([TODAY, TODAY]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers off the APIs and the affiliate redirect, names no private path, and names the sitemap', () => {
    expect(robotsTxt('https://safebet.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /git/\n\nSitemap: https://safebet.example/sitemap.xml\n',
    );
  });
});
