import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf, type CmsRuleError, type FieldErrors } from './codes.ts';
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
  ratingBonus: '5',
  ratingPayments: '4,5',
  ratingGames: '4',
  ratingSupport: '4',
  ratingTrust: '4',
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
    // 5 × 30 % + 4,5 × 25 % + 4 × 20 % + 4 × 15 % + 4 × 10 % = 1,5 + 1,125 + 0,8 + 0,6 + 0,4 = 4,425 → 4,4
    expect(result.values.rating).toBe(4.4);
    expect(result.values.ratingPayments).toBe(4.5);
    expect(result.values.referenceGameId).toBeNull();
    expect(result.values.bodyMd).toBe('');
    // "1.000" is a thousand as Turkish writes it.
    expect(result.values.bonusAmount).toBe(1000);
    expect(result.values.maxCashout).toBeNull();
    expect(result.values.investmentBonus).toBeNull();
    expect(result.values.badges).toEqual(['Yeni', 'Hızlı Ödeme']);
    expect(result.values.publishAt).toBeNull();
  });

  it.each<[string, unknown, CmsRuleError]>([
    ['ratingBonus', '5,1', { code: 'tooLarge', label: 'ratingBonus', max: 5 }],
    ['ratingTrust', 'dört', { code: 'notNumber', label: 'ratingTrust' }],
    ['ratingGames', '4,85', { code: 'tooManyDecimals', label: 'ratingGames', max: 1 }],
    ['ratingSupport', '', { code: 'required', label: 'ratingSupport' }],
    ['referenceGameId', '0', { code: 'tooSmall', label: 'referenceGame', min: 1 }],
    ['referenceGameId', '2,5', { code: 'notInteger', label: 'referenceGame' }],
    ['wageringMultiple', '-1', { code: 'tooSmall', label: 'wageringMultiple', min: 0 }],
    ['daysToComplete', '7,5', { code: 'notInteger', label: 'daysToComplete' }],
    ['name', '   ', { code: 'required', label: 'casinoName' }],
    ['name', 'x'.repeat(81), { code: 'tooLong', label: 'casinoName', max: 80 }],
    ['name', 42, { code: 'notText', label: 'casinoName' }],
    ['affiliateUrl', 'javascript:alert(1)', { code: 'webUrl', label: 'affiliateUrl' }],
    // The URL parser would drop these silently, and they would be stored.
    ['affiliateUrl', 'https://partner.example/a\r\nSet-Cookie: x=1', { code: 'webUrl', label: 'affiliateUrl' }],
    ['affiliateUrl', 'https://partner.example/a\tb', { code: 'webUrl', label: 'affiliateUrl' }],
    ['affiliateUrl', 'https://partner.example/a b', { code: 'webUrl', label: 'affiliateUrl' }],
    ['affiliateUrl', 'https://partner.example/\u0000', { code: 'webUrl', label: 'affiliateUrl' }],
    ['logoUrl', '//evil.example/x.png', { code: 'imageUrl', label: 'logo' }],
    ['slug', 'Büyük Harf', { code: 'slugShape' }],
    ['slug', 'a'.repeat(121), { code: 'tooLong', label: 'slug', max: 120 }],
    ['badges', 'a\nb\nc\nd\ne\nf\ng', { code: 'tooManyLines', label: 'badges', max: 6 }],
    ['badges', 'y'.repeat(41), { code: 'lineTooLong', label: 'badges', max: 40 }],
    ['currency', 'EUR', { code: 'currency' }],
    ['wageringBase', '', { code: 'wageringBase' }],
    ['inRanking', 'evet', { code: 'malformed', detail: 'Invalid input: expected boolean, received string' }],
  ])('refuses %s = %j with its code on that field', (field, value, error) => {
    const result = parseCmsValues('casinos', { ...casino, [field]: value });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: error } });
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
      fieldErrors: { postbackSecret: { code: 'postbackSecret', label: 'postbackSecret' } },
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

  it.each<[Record<string, string>, FieldErrors]>([
    [{ rtp: '100,01' }, { rtp: { code: 'tooLarge', label: 'rtp', max: 100 } }],
    [{ rtp: '' }, { rtp: { code: 'required', label: 'rtp' } }],
    [{ publishAt: '2026-11-25T11:59' }, { publishAt: { code: 'publishAtPast' } }],
    [{ publishAt: '' }, { publishAt: { code: 'publishAtMissing' } }],
    [{ publishAt: '25.11.2026 12:30' }, { publishAt: { code: 'publishAtInvalid' } }],
    [{ status: 'archived' }, { status: { code: 'status' } }],
    [{ type: 'table' }, { type: { code: 'gameType' } }],
    [{ volatility: 'Orta-Yüksek' }, { volatility: { code: 'volatility' } }],
    [{ year: '1989' }, { year: { code: 'tooSmall', label: 'year', min: 1990 } }],
    // The rule allows next year's releases: 2026 is the faked year.
    [{ year: '2028' }, { year: { code: 'tooLarge', label: 'year', max: 2027 } }],
  ])('refuses %j', (change, fieldErrors) => {
    expect(parseCmsValues('games', { ...game, ...change })).toEqual({ ok: false, fieldErrors });
  });

  it('counts a field left out of the form as empty', () => {
    const without = (...keys: string[]) => Object.fromEntries(Object.entries(game).filter(([key]) => !keys.includes(key)));
    expect(parseCmsValues('games', without('features', 'maxWin')).ok).toBe(true);
    expect(parseCmsValues('games', without('rtp'))).toEqual({ ok: false, fieldErrors: { rtp: { code: 'required', label: 'rtp' } } });
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
      fieldErrors: { postedOn: { code: 'postedAfterPublish' } },
    });
    expect(parseCmsValues('blog', { ...post, postedOn: '2026-02-29' })).toEqual({
      ok: false,
      fieldErrors: { postedOn: { code: 'date', label: 'postedOn' } },
    });
  });

  it('refuses a title with no letter or digit to make a slug of', () => {
    expect(parseCmsValues('blog', { ...post, title: '???' })).toEqual({
      ok: false,
      fieldErrors: { slug: { code: 'slugEmpty' } },
    });
  });
});

describe('settingsSchema', () => {
  const contact = { channelUrl: 'https://t.me/x', channelLabel: 'Kanal', contactUrl: 'https://t.me/y', email: 'bilgi@example.com' };
  const line = { name: 'Yeşilay', phone: '115' };
  const exchange = { usdTry: '42,5' };
  const errorsOf = (input: unknown) => {
    const result = settingsSchema.safeParse(input);
    return result.success ? null : fieldErrorsOf(result.error);
  };

  it.each<[string, unknown, FieldErrors]>([
    ['a wrong e-mail', { contact: { ...contact, email: 'yok' }, helpLines: [line], exchange }, { 'contact.email': { code: 'email' } }],
    ['a channel that is no web address', { contact: { ...contact, channelUrl: 'kanal' }, helpLines: [line], exchange }, { 'contact.channelUrl': { code: 'webUrl', label: 'channelUrl' } }],
    ['a help line without a phone', { contact, helpLines: [line, { name: 'YEDAM', phone: ' ' }], exchange }, { 'helpLines.1.phone': { code: 'required', label: 'phone' } }],
    ['no help line', { contact, helpLines: [], exchange }, { helpLines: { code: 'helpLinesMissing' } }],
    ['seven help lines', { contact, helpLines: Array.from({ length: 7 }, () => line), exchange }, { helpLines: { code: 'helpLinesTooMany', max: 6 } }],
    ['no dollar rate', { contact, helpLines: [line] }, { 'exchange.usdTry': { code: 'required', label: 'usdTry' } }],
    ['a rate of 0', { contact, helpLines: [line], exchange: { usdTry: '0' } }, { 'exchange.usdTry': { code: 'tooSmall', label: 'usdTry', min: 0.0001 } }],
    ['a rate with five decimals', { contact, helpLines: [line], exchange: { usdTry: '42,12345' } }, { 'exchange.usdTry': { code: 'tooManyDecimals', label: 'usdTry', max: 4 } }],
    ['a rate that is no number', { contact, helpLines: [line], exchange: { usdTry: 'kırk iki' } }, { 'exchange.usdTry': { code: 'notNumber', label: 'usdTry' } }],
  ])('names the nested field of %s', (_case, input, fieldErrors) => {
    expect(errorsOf(input)).toEqual(fieldErrors);
  });

  it('reads the rate typed either way, with up to 4 decimals', () => {
    const parse = (usdTry: unknown) => settingsSchema.parse({ contact, helpLines: [line], exchange: { usdTry } }).exchange.usdTry;
    expect([parse('42,5'), parse('41.1234'), parse(38), parse('0,0001')]).toEqual([42.5, 41.1234, 38, 0.0001]);
  });

  it('reads no line of a list that is too long, and names a line of the wrong kind in zod\'s words', () => {
    const badFirst = (length: number) => Array.from({ length }, (_, i) => (i === 0 ? 'Yeşilay' : line));
    expect(errorsOf({ contact, helpLines: badFirst(7), exchange })).toEqual({ helpLines: { code: 'helpLinesTooMany', max: 6 } });
    expect(errorsOf({ contact, helpLines: badFirst(2), exchange })).toEqual({
      'helpLines.0': { code: 'malformed', detail: 'Invalid input: expected object, received string' },
    });
  });
});

describe('popupSchema and tacticSchema', () => {
  it('refuses a popup without a casino, and a tactic without a category', () => {
    expect(parseCmsValues('popup', { casinoId: '0', status: 'draft' })).toEqual({
      ok: false,
      fieldErrors: { casinoId: { code: 'tooSmall', label: 'casino', min: 1 } },
    });
    expect(parseCmsValues('tactics', { title: 'Kasa', status: 'draft', category: '', excerpt: 'Özet.', bodyMd: 'Metin.' })).toEqual({
      ok: false,
      fieldErrors: { category: { code: 'category' } },
    });
  });
});
