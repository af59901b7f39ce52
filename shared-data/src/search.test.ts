import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  foldSearchText,
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  searchContent,
  type SearchGroupKey,
  type SearchSource,
} from './search.ts';

const source: SearchSource = {
  games: [
    { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play' },
    { slug: 'big-bass-bonanza', name: 'Big Bass Bonanza', provider: 'pragmatic-play' },
    { slug: 'book-of-dead', name: 'Book of Dead', provider: 'play-n-go' },
    { slug: 'legacy-of-dead', name: 'Legacy of Dead', provider: 'play-n-go' },
    { slug: 'dragon-tiger', name: 'Dragon Tiger', provider: 'ezugi' },
    { slug: 'gizli-oyun', name: 'Gizli Oyun', provider: 'bilinmeyen-saglayici' },
  ],
  providers: [
    { id: 'pragmatic-play', name: 'Pragmatic Play' },
    { id: 'play-n-go', name: "Play'n GO" },
    { id: 'ezugi', name: 'Ezugi' },
    { id: 'igt', name: 'IGT' },
  ],
  blogPosts: [
    { slug: 'kasa-yonetimi-rehberi', title: 'Kasa Yönetimi Rehberi' },
    { slug: 'canli-casino-adabi', title: 'Canlı Casino Krupiye Adabı' },
    { slug: 'turkiyede-kripto', title: "Türkiye'nin Kripto Casino Tercihleri" },
  ],
  tactics: [
    { slug: 'kasa-yonetimi-101', title: 'Kasa Yönetimi 101' },
    { slug: 'tilt-kontrolu', title: 'Tilt Kontrolü ve Psikolojik Disiplin' },
    { slug: 'cifte-sans-bahisleri', title: 'Çifte Şans Bahisleri' },
    { slug: 'dalembert-sistemi', title: "D'Alembert Sistemi" },
  ],
};

const index = createSearchIndex(source);

/** Titles per group, in result order, for compact expectations. */
function titles(query: string): Partial<Record<SearchGroupKey, string[]>> | null {
  const results = searchContent(index, query);
  if (!results) return null;
  return Object.fromEntries(results.groups.map((g) => [g.key, g.hits.map((h) => h.title)]));
}

describe('foldSearchText', () => {
  it.each([
    ['KASA YÖNETİMİ', 'kasa yonetimi'],
    ['Kasa Yönetimi', 'kasa yonetimi'],
    ["Türkiye'nin", 'turkiyenin'],
    ['Türkiye’nin', 'turkiyenin'],
    ['  IĞDIR  ', 'igdir'],
  ])('%s folds to %s', (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });
});

describe('createSearchIndex', () => {
  it('builds every link with the shared paths and resolves the game provider name', () => {
    const results = searchContent(index, 'sweet');
    expect(results?.groups).toEqual([
      {
        key: 'games',
        hits: [{ id: 'sweet-bonanza', title: 'Sweet Bonanza', href: '/oyunlar/pragmatic-play/sweet-bonanza', detail: 'Pragmatic Play' }],
      },
    ]);
    expect(searchContent(index, 'ezugi')?.groups[0]?.hits[0]?.href).toBe('/saglayicilar/ezugi');
    expect(searchContent(index, 'krupiye')?.groups[0]?.hits[0]?.href).toBe('/blog/canli-casino-adabi');
    expect(searchContent(index, 'tilt')?.groups[0]?.hits[0]?.href).toBe('/kazanma-taktikleri/tilt-kontrolu');
  });

  it('shows the provider id when a game names an unknown provider', () => {
    expect(searchContent(index, 'gizli')?.groups[0]?.hits[0]?.detail).toBe('bilinmeyen-saglayici');
  });
});

describe('searchContent', () => {
  it.each<[string, Partial<Record<SearchGroupKey, string[]>>]>([
    // Turkish case rules and text typed without Turkish letters find the same entries.
    ['kasa yonetimi', { blogPosts: ['Kasa Yönetimi Rehberi'], tactics: ['Kasa Yönetimi 101'] }],
    ['KASA YÖNETİMİ', { blogPosts: ['Kasa Yönetimi Rehberi'], tactics: ['Kasa Yönetimi 101'] }],
    ['Kasa Yönetimi', { blogPosts: ['Kasa Yönetimi Rehberi'], tactics: ['Kasa Yönetimi 101'] }],
    ['kasa yönetımı', { blogPosts: ['Kasa Yönetimi Rehberi'], tactics: ['Kasa Yönetimi 101'] }],
    ['CANLI', { blogPosts: ['Canlı Casino Krupiye Adabı'] }],
    ['canli', { blogPosts: ['Canlı Casino Krupiye Adabı'] }],
    ['çifte şans', { tactics: ['Çifte Şans Bahisleri'] }],
    ['cifte sans', { tactics: ['Çifte Şans Bahisleri'] }],
    // An upper-case dotless I typed on a Turkish keyboard still finds the Latin word.
    ['BIG BASS', { games: ['Big Bass Bonanza'] }],
    ['İgt', { providers: ['IGT'] }],
    // Apostrophes are optional on both sides.
    ['turkiyenin', { blogPosts: ["Türkiye'nin Kripto Casino Tercihleri"] }],
    ['dalembert', { tactics: ["D'Alembert Sistemi"] }],
    ["play'n", { providers: ["Play'n GO"] }],
    // Extra spaces are ignored.
    ['  book   of  ', { games: ['Book of Dead'] }],
    // A match anywhere in the name, in any group at once.
    ['dead', { games: ['Book of Dead', 'Legacy of Dead'] }],
    ['play', { providers: ['Play\'n GO', 'Pragmatic Play'] }],
  ])('%s', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('matches the name or title only, not the provider of a game', () => {
    expect(titles('pragmatic')).toEqual({ providers: ['Pragmatic Play'] });
  });

  it.each(['', ' ', 'a', 'İ', '  k  ', "'"])('needs %j to have at least 2 characters', (query) => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(searchContent(index, query)).toBeNull();
  });

  it('answers from exactly 2 characters', () => {
    expect(titles('ez')).toEqual({ providers: ['Ezugi'] });
  });

  it('returns no groups and a total of 0 when nothing matches', () => {
    expect(searchContent(index, 'xyzzy')).toEqual({ query: 'xyzzy', groups: [], total: 0 });
  });

  it('keeps the fixed group order and counts every hit', () => {
    const results = searchContent(index, 'as');
    expect(results?.groups.map((g) => g.key)).toEqual(['games', 'blogPosts', 'tactics']);
    expect(results?.total).toBe(results?.groups.reduce((n, g) => n + g.hits.length, 0));
  });

  describe('limits', () => {
    const many: SearchSource = {
      games: Array.from({ length: 12 }, (_, i) => ({ slug: `slot-${i}`, name: `Slot ${i}`, provider: 'p' })),
      providers: [{ id: 'p', name: 'P' }],
      blogPosts: Array.from({ length: 7 }, (_, i) => ({ slug: `slot-yazi-${i}`, title: `Slot Yazısı ${i}` })),
      tactics: [],
    };
    const manyIndex = createSearchIndex(many);

    it(`returns at most ${SEARCH_GROUP_LIMIT} hits per group`, () => {
      const results = searchContent(manyIndex, 'slot');
      expect(results?.groups.map((g) => [g.key, g.hits.length])).toEqual([
        ['games', 5],
        ['blogPosts', 5],
      ]);
      expect(results?.total).toBe(10);
    });

    it('takes a custom limit', () => {
      expect(searchContent(manyIndex, 'slot', 2)?.groups.map((g) => g.hits.length)).toEqual([2, 2]);
    });
  });

  describe('order', () => {
    const ranked = createSearchIndex({
      games: [
        { slug: 'mega-dragon', name: 'Megadragon', provider: 'p' },
        { slug: 'fire-dragon', name: 'Fire Dragon', provider: 'p' },
        { slug: 'dragon-tiger', name: 'Dragon Tiger', provider: 'p' },
        { slug: 'dragons-fire', name: 'Dragons Fire', provider: 'p' },
      ],
      providers: [],
      blogPosts: [],
      tactics: [],
    });

    it('puts names that start with the query first, then word starts, then the rest, each in catalogue order', () => {
      const hits = searchContent(ranked, 'dragon')?.groups[0]?.hits.map((h) => h.title);
      expect(hits).toEqual(['Dragon Tiger', 'Dragons Fire', 'Fire Dragon', 'Megadragon']);
    });

    it('fills the limit with the best matches', () => {
      const hits = searchContent(ranked, 'dragon', 3)?.groups[0]?.hits.map((h) => h.title);
      expect(hits).toEqual(['Dragon Tiger', 'Dragons Fire', 'Fire Dragon']);
    });
  });
});
