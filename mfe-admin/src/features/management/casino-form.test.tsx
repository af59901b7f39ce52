import { isInaccessible } from '@testing-library/dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { CasinoOfferValue } from 'shared-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntryDocument } from '../../../server/contract.ts';
import { descriptionOf, entryDocument, entrySummary, json, mockApi, renderAdmin, resetAuthMemory, sentBody, session } from '../../test-utils.tsx';

// Lalezar Casino's seeded parts: 5 × 30 % + 4,9 × 25 % + 4,8 × 20 % + 4,9 × 15 % + 4,8 × 10 %
// = 1,5 + 1,225 + 0,96 + 0,735 + 0,48 = 4,9.
const casinoValues = {
  name: 'Lalezar Casino', slug: 'lalezar-casino', status: 'published', publishAt: '', inRanking: true,
  ratingBonus: '5', ratingPayments: '4,9', ratingGames: '4,8', ratingSupport: '4,9', ratingTrust: '4,8',
  logoUrl: '/images/casinos/lalezar.webp', affiliateUrl: 'https://git.example/lalezar', postbackSecret: '', welcomeBonus: '%100 Hoş Geldin Bonusu',
  investmentBonus: '', badges: 'Kripto', pros: 'Anında ödeme\n7/24 destek', bonusDescription: '', currency: 'TL',
  bonusAmount: '1.000', bonusPercent: '100', wageringMultiple: '35', wageringBase: 'deposit_bonus', minDeposit: '100',
  maxBet: '50', maxCashout: '', daysToComplete: '30', freeSpins: '50', referenceGameId: '7', bodyMd: '',
  bonusType: 'sticky', minStake: '1', slotContribution: '100', tableContribution: '10', liveContribution: '',
  freeSpinValue: '0,20', freeSpinGameId: '8', freeSpinWagering: '35', freeSpinMaxCashout: '1.000', freeSpinsFirst: false,
};

/**
 * The figures of an offer, made up by hand: a 250 TL bonus on 100 TL, 30× the bonus on a 96,48 % game, valued at 3,50 TL
 * a spin, at the 1 TL minimum stake and at the 50 TL maximum bet.
 */
function valued(expectedLoss: number, expectedNetValue: number): CasinoOfferValue {
  const payout = { win: 10, hitProbability: 0.09648 };
  return {
    kind: 'value',
    play: { deposit: 100, bet: 3.5 },
    game: { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48, volatility: 'Yüksek' },
    freeSpinGame: null,
    value: {
      kind: 'bonusValue',
      bonus: 250,
      deposit: 100,
      bet: 3.5,
      closedForm: { kind: 'wagering', requiredWagering: 7500, turnover: 7500, betsAtMaxBet: 150, expectedLoss, expectedValue: 250 - expectedLoss },
      payout,
      parts: [
        { part: 'match', expectedCashout: expectedNetValue + 100, standardError: 3.5, finishProbability: 0.12475, payout, closedFormValue: 250 - expectedLoss },
      ],
      unvaluedFreeSpins: false,
      runs: 20_000,
      seed: 1,
      finishProbability: 0.12475,
      withdrawProbability: 0.191,
      profitProbability: 0.1,
      medianCashout: 612.5,
      expectedCashout: expectedNetValue + 100,
      expectedNetValue,
      standardError: 3.5,
      histogram: { step: 35, width: 490, nothing: 16_180, counts: [2_000, 1_000, 820] },
    },
    sensitivity: [
      { at: 'minStake', bet: 1, kind: 'value', expectedNetValue: -60.4, standardError: 4.1, finishProbability: 0.05, runs: 5000 },
      { at: 'standard', bet: 3.5, kind: 'value', expectedNetValue, standardError: 3.5, finishProbability: 0.12475, runs: 20_000 },
      { at: 'maxBet', bet: 50, kind: 'value', expectedNetValue: 150.2, standardError: 10, finishProbability: 0.4, runs: 5000 },
    ],
  };
}

const games = [
  entrySummary(7, 'Sweet Bonanza', { detail: 'Pragmatic Play' }),
  entrySummary(8, 'Book of Dead', { detail: "Play'n GO" }),
  entrySummary(9, 'Taslak Slot', { detail: 'NetEnt', status: 'draft' }),
];

let fetchMock: ReturnType<typeof mockApi>;
function routes(doc: EntryDocument, extra: Parameters<typeof mockApi>[0] = {}) {
  fetchMock = mockApi({
    'GET /api/admin/session': () => json(200, session),
    'GET /api/admin/content/casinos/11': () => json(200, doc),
    'GET /api/admin/content/games': () => json(200, games),
    'POST /api/admin/preview': () => json(200, { html: '', warnings: [] }),
    ...extra,
  });
}
const calls = (key: string) => fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

beforeEach(() => {
  resetAuthMemory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** A figures section's rows as 'term: detail'. */
const rowsOf = (region: HTMLElement) =>
  within(region).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

async function openLalezar(doc = entryDocument(11, casinoValues, { offerValue: valued(264, 182.16) }), extra: Parameters<typeof mockApi>[0] = {}) {
  routes(doc, extra);
  const view = renderAdmin('/admin/casinos/11');
  await screen.findByLabelText('Bonus ve koşullar');
  return view;
}

describe('the casino form: the offer terms the value depends on', () => {
  it('shows the stored bonus type, minimum stake, contributions and free-spin terms, and sends them back unchanged', async () => {
    const { user } = await openLalezar(undefined, {
      'PUT /api/admin/content/casinos/11': (init) =>
        json(200, { entry: entryDocument(11, (sentBody(init) as { values: typeof casinoValues }).values, { version: 4 }), warnings: [] }),
    });
    const terms = within(screen.getByRole('group', { name: 'Bonus şartları' }));
    expect(terms.getByRole('combobox', { name: 'Bonus türü' })).toHaveDisplayValue('Yapışkan');
    expect(terms.getByRole('textbox', { name: 'En az bahis' })).toHaveValue('1');
    expect(terms.getByRole('textbox', { name: 'Slot katkısı' })).toHaveValue('100');
    expect(terms.getByRole('textbox', { name: 'Canlı casino katkısı' })).toHaveValue('');
    expect(terms.getByRole('combobox', { name: 'Dönüşlerin oyunu' })).toHaveDisplayValue(/Book of Dead/);
    expect(terms.getByRole('textbox', { name: 'Dönüş başına değer' })).toHaveValue('0,20');
    expect(terms.getByRole('checkbox', { name: 'Bedava dönüşler bonustan önce oynanır' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls('PUT /api/admin/content/casinos/11')).toHaveLength(1));
    const [[, init]] = calls('PUT /api/admin/content/casinos/11') as [[string, RequestInit]];
    expect((sentBody(init) as { values: typeof casinoValues }).values).toMatchObject({
      bonusType: 'sticky',
      minStake: '1',
      tableContribution: '10',
      freeSpinGameId: '8',
      freeSpinWagering: '35',
      freeSpinMaxCashout: '1.000',
      freeSpinsFirst: false,
    });
  });
});

describe('the casino form: rating parts', () => {
  it('has the five parts in the fieldset Puan, each with its weight, and shows their weighted mean as it is typed', async () => {
    const { user } = await openLalezar();
    const group = within(screen.getByRole('group', { name: 'Puan' }));
    const labels = ['Bonus ve koşullar', 'Ödemeler', 'Oyun seçkisi', 'Müşteri desteği', 'Güven ve şeffaflık'];
    expect(labels.map((label) => (group.getByLabelText(label) as HTMLInputElement).value)).toEqual(['5', '4,9', '4,8', '4,9', '4,8']);
    expect(labels.map((label) => descriptionOf(group.getByLabelText(label)))).toEqual(
      [30, 25, 20, 15, 10].map((weight) => `Ağırlık %${weight}. 0 ile 5 arası, bir ondalık: ör. 4,8.`),
    );
    expect(group.getByText('Puan (ağırlıklı ortalama): 4,9')).toBeInTheDocument();
    expect(screen.queryByLabelText('Puan')).toBeNull();

    // Nebula Bet's parts: 4,7 × 30 % + 4,8 × 25 % + 5 × 20 % + 4,8 × 15 % + 4,7 × 10 % = 1,41 + 1,2 + 1 + 0,72 + 0,47 = 4,8.
    for (const [label, typed] of [['Bonus ve koşullar', '4,7'], ['Ödemeler', '4,8'], ['Oyun seçkisi', '5'], ['Müşteri desteği', '4,8'], ['Güven ve şeffaflık', '4,7']]) {
      await user.clear(field(label as string));
      await user.type(field(label as string), typed as string);
    }
    expect(group.getByText('Puan (ağırlıklı ortalama): 4,8')).toBeInTheDocument();
    await user.clear(field('Ödemeler'));
    expect(group.getByText('Puan (ağırlıklı ortalama): beş bölümün puanı da 0 ile 5 arasında girildiğinde hesaplanır.')).toBeInTheDocument();
  });

  it('refuses a part with two decimals beside its field, naming the part', async () => {
    const { user } = await openLalezar();
    await user.clear(field('Oyun seçkisi'));
    await user.type(field('Oyun seçkisi'), '4,85');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(descriptionOf(field('Oyun seçkisi'))).toContain('Oyun seçkisi puanı en fazla 1 ondalık basamak içerebilir (ör. 4,8).');
    expect(calls('PUT /api/admin/content/casinos/11')).toEqual([]);
  });
});

describe('the casino form: reference game and review text', () => {
  it('offers the published games by name with their provider, and none', async () => {
    await openLalezar();
    const select = await screen.findByRole('combobox', { name: 'Referans oyun' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seçilmedi',
      "Book of Dead (Play'n GO)",
      'Sweet Bonanza (Pragmatic Play)',
    ]);
    expect((select as HTMLSelectElement).value).toBe('7');
  });

  it('names a reference game that went back to draft rather than dropping it', async () => {
    await openLalezar(entryDocument(11, { ...casinoValues, referenceGameId: '9' }));
    const select = await screen.findByRole('combobox', { name: 'Referans oyun' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Taslak Slot (NetEnt): yayında değil' })).toBeInTheDocument());
    expect((select as HTMLSelectElement).value).toBe('9');
  });

  it('puts the review draft into İnceleme metni, asking first when that holds text', async () => {
    const { user } = await openLalezar();
    expect(isInaccessible(screen.getByText(/hazır bir şablonla/))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'İnceleme taslağı oluştur' }));
    const draft = field('İnceleme taslağı');
    expect(draft.value).toContain('- Çevrim şartı: 35x (yatırım + bonus üzerinden)');
    // 1.000 TL at 100 % needs a 1.000 TL deposit; (1.000 + 1.000) × 35 = 70.000.
    expect(draft.value).toContain('(1.000 TL + 1.000 TL) × 35 = 70.000 TL');
    expect(draft.value).toContain('Puanımız: 4,9 / 5');
    await user.type(draft, 'Benim notum.');
    await user.click(screen.getByRole('button', { name: 'İnceleme metnine aktar' }));
    const review = screen.getByRole('textbox', { name: 'İnceleme metni' }) as HTMLTextAreaElement;
    expect(review.value).toBe(draft.value);
    expect(review.value.endsWith('Benim notum.')).toBe(true);
    expect(screen.getByText('Taslak İnceleme metnine aktarıldı. Casinoyu kaydetmeyi unutmayın.')).toBeInTheDocument();

    await user.clear(draft);
    await user.type(draft, 'İkinci taslak.');
    await user.click(screen.getByRole('button', { name: 'İnceleme metnine aktar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'İnceleme metni boş değil. Taslak, yazılı metnin yerine geçsin mi?' }));
    await user.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    expect(review.value.endsWith('Benim notum.')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'İnceleme metnine aktar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Taslakla değiştir' }));
    expect(review.value).toBe('İkinci taslak.');
  });
});

describe('the casino form: the review checked against the terms', () => {
  const notes = () =>
    within(within(screen.getByRole('region', { name: 'Önizleme' })).getByRole('status'))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  // Pasted rather than typed key by key: the same change events, in far less time.
  const retype = async (user: Awaited<ReturnType<typeof openLalezar>>['user'], box: HTMLElement, text: string) => {
    await user.clear(box);
    await user.paste(text);
  };

  it("lists beside the preview, with the server's warnings, each number of the review that the terms typed in the form contradict", async () => {
    const review = '## Bonus\n\nİlk yatırıma %100 bonus veriliyor; bonusun 40 kez çevrilmesi gerekiyor. Bedava dönüşlerin kazançları 35 kez çevrilir.';
    const { user } = await openLalezar(entryDocument(11, { ...casinoValues, bodyMd: review }, { offerValue: valued(264, 182.16) }), {
      'POST /api/admin/preview': () => json(200, { html: '<h2>Bonus</h2>', warnings: ['Bağlantı bulunamadı: /yok'] }),
    });
    // Çevrim şartı 35 in the form, 40 in the text; the spins' 35 and the 100 % agree.
    await waitFor(() => expect(notes()).toEqual(['Bağlantı bulunamadı: /yok', 'Metin çevrim şartını 40 kat diyor, şartlarda 35 kat yazıyor.']));

    // The terms as typed, not saved: the multiple now agrees with the text, the spins' wagering no longer does.
    await retype(user, field('Çevrim şartı'), '40');
    await retype(user, field('Dönüş kazancının çevrimi'), '30');
    expect(notes()).toEqual(['Bağlantı bulunamadı: /yok', 'Metin bedava dönüş kazançlarının çevrimini 35 kat diyor, şartlarda 30 kat yazıyor.']);

    // The text corrected: only the server's warning is left.
    await retype(user, screen.getByRole('textbox', { name: 'İnceleme metni' }), 'İlk yatırıma %100 bonus veriliyor; bonusun 40 kez çevrilmesi gerekiyor. Kazançları 30 kez çevrilir.');
    await waitFor(() => expect(notes()).toEqual(['Bağlantı bulunamadı: /yok']));
  }, 15_000);

  it('finds nothing to say about the review draft written from the same terms, until a term changes', async () => {
    const { user } = await openLalezar(undefined, { 'POST /api/admin/preview': () => json(200, { html: '<p>Önizlendi</p>', warnings: [] }) });
    await user.click(screen.getByRole('button', { name: 'İnceleme taslağı oluştur' }));
    await user.click(screen.getByRole('button', { name: 'İnceleme metnine aktar' }));
    const preview = within(screen.getByRole('region', { name: 'Önizleme' }));
    await waitFor(() => expect(preview.getByText('Önizlendi')).toBeVisible());
    expect(notes()).toEqual([]);
    // The draft says "Bonus tutarı: en fazla 1.000 TL"; the form now says 2.000.
    await retype(user, field('Bonus tutarı'), '2.000');
    expect(notes()).toEqual(['Metin bonus tutarını 1.000 TL diyor, şartlarda 2.000 TL yazıyor.']);
  });
});

describe('the casino form: value figures', () => {
  it('shows the stored figures of the saved offer in Turkish number format', async () => {
    await openLalezar();
    expect(rowsOf(screen.getByRole('region', { name: 'Kayıtlı teklif' }))).toEqual([
      'Referans oyun: Sweet Bonanza (RTP 96,48%, oynaklık: Yüksek)',
      'Standart oyun: 100,00 TL yatırım, 250,00 TL bonus, dönüş başına 3,50 TL bahis',
      'Çevrim tutarı: 7.500,00 TL',
      'Formülle değer (bonus − beklenen kayıp): -14,00 TL (beklenen kayıp 264,00 TL)',
      // 1,96 × 3,50 = 6,86 > 1: whole liras. 282,16 ± 6,86 = 275,30 … 289,02.
      'Nakit bonus (simülasyon): beklenen ödeme 282 TL (%95 aralık 275 TL – 289 TL), bitirme %12,5, formülle -14,00 TL',
      // 182,16 ± 6,86 = 175,30 … 189,02.
      'Simülasyonla beklenen net değer: 182 TL (%95 aralık 175 TL – 189 TL), 20.000 deneme, tohum 1, yöntem 3',
      'Çevrimi tamamlama olasılığı: %12,5',
      // 1,96 × √(0,191 × 0,809 / 20.000) = 0,00545; 1,96 × √(0,1 × 0,9 / 20.000) = 0,00416.
      'Çekim yapabilme olasılığı: %19,1 (%18,6 – %19,6)',
      'Yatırdığından fazlasını çekme olasılığı: %10,0 (%9,6 – %10,4)',
      'Çekim yapanların ortanca çekimi: 612,50 TL',
      // -60,4 ± 8,04 = -68,44 … -52,36; 150,2 ± 19,6 = 130,6 … 169,8, to tens (the half-width is above 10).
      'Bahse göre net değer: en az 1,00 TL: -60 TL (%95 aralık -68 TL – -52 TL); standart 3,50 TL: 182 TL (%95 aralık 175 TL – 189 TL); en yüksek 50,00 TL: 150 TL (%95 aralık 130 TL – 170 TL)',
    ]);
  });

  it.each<[string, Record<string, string>, CasinoOfferValue, string]>([
    ['no reference game', { referenceGameId: '' }, { kind: 'noGame' }, 'Değer hesaplanmadı: referans oyun seçilmedi. Teklifin değeri seçilen oyunda hesaplanır.'],
    ['a game that is no longer public', { referenceGameId: '9' }, { kind: 'noGame' }, 'Değer hesaplanmadı: referans oyun yayında değil. Yayındaki bir oyun seçin.'],
    [
      'free spins without a value per spin',
      { bonusAmount: '0', bonusPercent: '', freeSpins: '100', freeSpinValue: '' },
      { ...(valued(0, 0) as Extract<CasinoOfferValue, { kind: 'value' }>), kind: 'refused', error: { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' } },
      'Değer hesaplanamadı. Nakit bonus yok ve bedava dönüşlerin dönüş başına değeri girilmedi: değerlenecek bir şey yok.',
    ],
  ])('says why a saved offer has no figures: %s', async (_case, changed, offerValue, sentence) => {
    await openLalezar(entryDocument(11, { ...casinoValues, ...changed }, { offerValue }));
    expect(within(screen.getByRole('region', { name: 'Kayıtlı teklif' })).getByText(sentence)).toBeInTheDocument();
  });

  it('says that a new casino gets its figures once saved', async () => {
    routes(entryDocument(11, casinoValues));
    renderAdmin('/admin/casinos/yeni');
    expect(await screen.findByText('Casino kaydedildiğinde kayıtlı teklifin değeri burada görünür.')).toBeInTheDocument();
  });

  it('computes the figures of the unsaved values on request, and shows the new stored ones after saving', async () => {
    const previewed = valued(528, 152.41);
    const { user } = await openLalezar(undefined, {
      'POST /api/admin/casinos/value-preview': () => json(200, { value: previewed }),
      'PUT /api/admin/content/casinos/11': (init) =>
        json(200, { entry: entryDocument(11, (sentBody(init) as { values: typeof casinoValues }).values, { version: 4, offerValue: previewed }), warnings: [] }),
    });
    await user.clear(field('Çevrim şartı'));
    await user.type(field('Çevrim şartı'), '60');
    await user.click(screen.getByRole('button', { name: 'Değeri hesapla' }));
    const preview = await screen.findByRole('region', { name: 'Formdaki değerlerle (kaydedilmedi)' });
    const [[, init]] = calls('POST /api/admin/casinos/value-preview') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ values: { ...casinoValues, wageringMultiple: '60' } });
    expect(rowsOf(preview)).toContain('Formülle değer (bonus − beklenen kayıp): -278,00 TL (beklenen kayıp 528,00 TL)');
    expect(rowsOf(screen.getByRole('region', { name: 'Kayıtlı teklif' }))).toContain('Formülle değer (bonus − beklenen kayıp): -14,00 TL (beklenen kayıp 264,00 TL)');
    expect(calls('PUT /api/admin/content/casinos/11')).toEqual([]);

    await user.type(field('Çevrim şartı'), '0');
    expect(within(preview).getByText('Form bu hesaplamadan sonra değişti; güncel sonuç için yeniden hesaplayın.')).toBeInTheDocument();
    await user.clear(field('Çevrim şartı'));
    await user.type(field('Çevrim şartı'), '60');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('region', { name: 'Kayıtlı teklif' }))).toContain('Simülasyonla beklenen net değer: 152 TL (%95 aralık 146 TL – 159 TL), 20.000 deneme, tohum 1, yöntem 3'),
    );
  });

  it('puts the messages of refused values by their fields, checked first in the browser and then by the server', async () => {
    const { user } = await openLalezar(undefined, {
      'POST /api/admin/casinos/value-preview': () =>
        json(400, { error: 'invalid', message: 'Formda düzeltilmesi gereken alanlar var.', fieldErrors: { referenceGameId: 'Seçilen referans oyun bulunamadı.' } }),
    });
    await user.clear(field('Çevrim şartı'));
    await user.type(field('Çevrim şartı'), 'çok');
    await user.click(screen.getByRole('button', { name: 'Değeri hesapla' }));
    expect(descriptionOf(field('Çevrim şartı'))).toContain('Çevrim şartı bir sayı olmalı (ör. 2,5).');
    expect(document.activeElement).toBe(field('Çevrim şartı'));
    expect(calls('POST /api/admin/casinos/value-preview')).toEqual([]);

    await user.clear(field('Çevrim şartı'));
    await user.type(field('Çevrim şartı'), '30');
    await user.click(screen.getByRole('button', { name: 'Değeri hesapla' }));
    await waitFor(() => expect(descriptionOf(field('Referans oyun'))).toContain('Seçilen referans oyun bulunamadı.'));
    expect(screen.queryByRole('region', { name: 'Formdaki değerlerle (kaydedilmedi)' })).toBeNull();
  });
});
