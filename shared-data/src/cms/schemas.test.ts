import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCmsNumber } from './fields.ts';
import { parseCmsValues, settingsSchema } from './schemas.ts';

const NOW = Date.parse('2026-11-25T09:00:00Z'); // 12:00 in Istanbul

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const casino = {
  name: 'Şans Işığı Casino',
  slug: '',
  status: 'published',
  publishAt: '',
  inRanking: true,
  rating: '4,5',
  logoUrl: '/medya/0123456789abcdef-160.webp',
  affiliateUrl: 'https://partner.example/sans',
  welcomeBonus: '%100 Hoş Geldin Bonusu',
  investmentBonus: '',
  badges: 'Yeni\nHızlı Ödeme\n',
  pros: '',
  bonusDescription: '',
  currency: 'TL',
  bonusAmount: '1.000',
  bonusPercent: '100',
  wageringMultiple: '35',
  wageringBase: 'deposit_bonus',
  minDeposit: '100',
  maxBet: '50',
  maxCashout: '',
  daysToComplete: '30',
  freeSpins: '0',
};

describe('parseCmsNumber', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['96.50', 96.5],
    ['1.000', 1000],
    ['12.500,50', 12500.5],
    ['1.000.000', 1_000_000],
    [' 35 ', 35],
    ['1,2,3', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %j', (raw, value) => {
    expect(parseCmsNumber(raw)).toBe(value);
  });
});

describe('casinoSchema', () => {
  it('reads Turkish decimals, folds the slug from a Turkish name and leaves empty optional numbers null', () => {
    const result = parseCmsValues('casinos', casino);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.slug).toBe('sans-isigi-casino');
    expect(result.values.rating).toBe(4.5);
    // "1.000" is a thousand as Turkish writes it.
    expect(result.values.bonusAmount).toBe(1000);
    expect(result.values.maxCashout).toBeNull();
    expect(result.values.investmentBonus).toBeNull();
    expect(result.values.badges).toEqual(['Yeni', 'Hızlı Ödeme']);
    expect(result.values.publishAt).toBeNull();
  });

  it.each([
    ['rating', '5,1', 'Puan en fazla 5 olabilir.'],
    ['rating', 'dört', 'Puan bir sayı olmalı (ör. 2,5).'],
    ['wageringMultiple', '-1', 'Çevrim şartı en az 0 olmalı.'],
    ['daysToComplete', '7,5', 'Çevrim süresi (gün) tam sayı olmalı.'],
    ['name', '   ', 'Casino adı boş bırakılamaz.'],
    ['affiliateUrl', 'javascript:alert(1)', 'Ortaklık bağlantısı geçerli bir web adresi olmalı (https:// ile başlayan).'],
    ['logoUrl', '//evil.example/x.png', 'Logo için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.'],
    ['slug', 'Büyük Harf', 'Kısa ad yalnızca küçük harf (a-z), rakam ve tire içerebilir; ör. kasa-yonetimi.'],
  ])('refuses %s = %j with a Turkish message on that field', (field, value, message) => {
    const result = parseCmsValues('casinos', { ...casino, [field]: value });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it('accepts a casino without an affiliate URL (its /git/ link answers 404 until one is set) or a postback secret', () => {
    const result = parseCmsValues('casinos', { ...casino, affiliateUrl: '   ', postbackSecret: '' });
    expect(result.ok && result.values.affiliateUrl).toBe('');
    expect(result.ok && result.values.postbackSecret).toBe('');
  });

  it('keeps a postback secret of 16+ visible characters', () => {
    const result = parseCmsValues('casinos', { ...casino, postbackSecret: 'pb_7Hq-2x.Lm9Rt4Wz' });
    expect(result.ok && result.values.postbackSecret).toBe('pb_7Hq-2x.Lm9Rt4Wz');
  });

  it.each([
    ['15 characters', 'pb_7Hq-2x.Lm9Rt'],
    ['a space inside', 'pb_7Hq-2x Lm9Rt4Wz'],
    ['a Turkish letter', 'pb_7Hq-2x.Lm9Rtşİ'],
  ])('refuses a postback secret with %s', (_case, postbackSecret) => {
    expect(parseCmsValues('casinos', { ...casino, postbackSecret })).toEqual({
      ok: false,
      fieldErrors: {
        postbackSecret: 'Postback anahtarı en az 16 karakter olmalı; boşluk ve Türkçe harf içeremez (harf, rakam ve - _ . gibi işaretler).',
      },
    });
  });
});

const game = {
  name: 'Kızılay Sultanı',
  slug: '',
  status: 'scheduled',
  publishAt: '2026-11-25T12:30',
  providerId: '3',
  type: 'slot',
  rtp: '96,5',
  volatility: 'Yüksek',
  features: 'Bedava Dönüş\nÇarpan',
  theme: 'Osmanlı',
  year: '2024',
  maxWin: '5.000x',
  coverUrl: '/images/games/x_cover.webp',
  bodyMd: '## Oynanış\n\nMetin.',
};

describe('gameSchema', () => {
  it('turns a scheduled Istanbul time into UTC', () => {
    const result = parseCmsValues('games', game);
    expect(result.ok && result.values.publishAt).toBe('2026-11-25T09:30:00.000Z');
    expect(result.ok && result.values.slug).toBe('kizilay-sultani');
    expect(result.ok && result.values.rtp).toBe(96.5);
  });

  it.each([
    [{ rtp: '100,01' }, { rtp: 'RTP en fazla 100 olabilir.' }],
    [{ rtp: '' }, { rtp: 'RTP boş bırakılamaz.' }],
    [{ publishAt: '2026-11-25T11:59' }, { publishAt: 'Zamanlanmış yayın zamanı ileri bir tarih ve saat olmalı.' }],
    [{ publishAt: '' }, { publishAt: 'Zamanlanmış yayın için tarih ve saat seçin.' }],
    [{ status: 'archived' }, { status: 'Geçerli bir durum seçin (Taslak, Yayında veya Zamanlanmış).' }],
    [{ volatility: 'Orta-Yüksek' }, { volatility: 'Bir oynaklık seviyesi seçin.' }],
    [{ year: '1989' }, { year: 'Çıkış yılı en az 1990 olmalı.' }],
  ])('refuses %j', (change, fieldErrors) => {
    expect(parseCmsValues('games', { ...game, ...change })).toEqual({ ok: false, fieldErrors });
  });

  it('counts a field left out of the form as empty', () => {
    const without = (...keys: string[]) => Object.fromEntries(Object.entries(game).filter(([key]) => !keys.includes(key)));
    expect(parseCmsValues('games', without('features', 'maxWin')).ok).toBe(true);
    expect(parseCmsValues('games', without('rtp'))).toEqual({ ok: false, fieldErrors: { rtp: 'RTP boş bırakılamaz.' } });
  });

  it('lets a draft keep a past time', () => {
    expect(parseCmsValues('games', { ...game, status: 'draft', publishAt: '2020-01-01T10:00' }).ok).toBe(true);
  });
});

describe('blogSchema', () => {
  const post = {
    title: 'Çevrim Şartı Nedir?',
    status: 'scheduled',
    publishAt: '2026-12-01T09:00',
    excerpt: 'Kısa özet.',
    coverUrl: '/images/blog/x_cover.webp',
    author: 'SafeBet Editör',
    postedOn: '2026-12-01',
    bodyMd: 'Metin.',
  };

  it('accepts a post dated the day it goes public, with its slug from the title', () => {
    const result = parseCmsValues('blog', post);
    expect(result.ok && result.values.slug).toBe('cevrim-sarti-nedir');
  });

  it('refuses a post dated after its publish day, and a date that does not exist', () => {
    expect(parseCmsValues('blog', { ...post, postedOn: '2026-12-02' })).toEqual({
      ok: false,
      fieldErrors: { postedOn: 'Yazı tarihi yayın tarihinden sonra olamaz.' },
    });
    expect(parseCmsValues('blog', { ...post, postedOn: '2026-02-29' })).toEqual({
      ok: false,
      fieldErrors: { postedOn: 'Yazı tarihi geçerli bir tarih olmalı (GG.AA.YYYY).' },
    });
  });

  it('refuses a title with no letter or digit to make a slug of', () => {
    expect(parseCmsValues('blog', { ...post, title: '???' })).toEqual({
      ok: false,
      fieldErrors: { slug: 'Kısa ad boş; başlıkta harf veya rakam olmalı.' },
    });
  });
});

describe('settingsSchema', () => {
  it('names the nested field that is wrong', () => {
    const result = settingsSchema.safeParse({
      contact: { channelUrl: 'https://t.me/x', channelLabel: 'Kanal', contactUrl: 'https://t.me/y', email: 'yok' },
      helpLines: [{ name: 'Yeşilay', phone: '115' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['contact.email', 'Geçerli bir e-posta adresi girin.']]);
  });
});
