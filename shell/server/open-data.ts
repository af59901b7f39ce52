/**
 * The open data: every published offer with its terms, grade, flags and value, as `/veri/bonuslar.json`, the same rows
 * as `/veri/bonuslar.csv`, and the JSON's schema as `/veri/bonuslar.schema.json`. One zod schema describes the JSON
 * file: the payload is checked against it before it is served, the published JSON Schema is generated from it, and
 * the CSV's columns are its leaves in order (a column is the field's path, `terms.maxBet`). Nothing here reads the
 * store or knows Fastify: the route (routes/open-data.ts) gives it what the store read (`offerDataSource`).
 */
import { createHash } from 'node:crypto';
import { paths, volatilityLevels, type Casino } from 'shared-data';
import {
  BONUS_TYPES,
  OFFER_MODEL_VERSION,
  VOLATILITY_STANDARD_DEVIATIONS,
  volatilityClassOf,
  type CasinoOfferValue,
  type Grade,
  Z95,
} from 'shared-data/bonus-value';
import type { OfferDataSource } from '@shared-data/store';
import { z } from 'zod';
import { csvText, type CsvField } from './open-data-csv.ts';

/** Where the files are served. */
export const openDataPaths = {
  json: '/veri/bonuslar.json',
  csv: '/veri/bonuslar.csv',
  schema: '/veri/bonuslar.schema.json',
} as const;

export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.tr' } as const;

type OfferTermsOfCasino = NonNullable<Casino['terms']>;

const amount = (description: string) => z.number().meta({ description });
const optionalAmount = (description: string) => z.number().nullable().meta({ description });
const share = (description: string) => z.number().min(0).max(1).nullable().meta({ description });

/**
 * The offer's terms as the CMS stores them, amounts in the offer's currency; null where the terms say nothing. Every
 * term of the casino's `terms` is a field: a new term fails the typecheck here until it is listed.
 */
const termFields = {
  bonusAmount: amount('Bonus tutarı; yüzdelik bonusta üst sınırı (0: sınır yok).'),
  bonusPercent: optionalAmount('Yüzdelik (eşleşme) bonusun oranı, yüzde olarak (100: %100).'),
  wageringMultiple: optionalAmount('Çevrim katı; null: çevrim yok.'),
  wageringBase: z.enum(['bonus', 'deposit_bonus']).meta({ description: 'Çevrim katının uygulandığı taban: yalnızca bonus ya da yatırım + bonus.' }),
  minDeposit: optionalAmount('En az yatırım (0 ya da null: belirtilmemiş).'),
  maxBet: optionalAmount('Çevrim sırasında azami bahis (0 ya da null: belirtilmemiş).'),
  maxCashout: optionalAmount('Azami çekim (0 ya da null: sınır yok).'),
  daysToComplete: optionalAmount('Çevrimi tamamlama süresi, gün.'),
  bonusType: z.enum(BONUS_TYPES).meta({ description: 'Bonus türü: cashable (nakit), sticky (yapışkan), non_sticky (yapışkan olmayan).' }),
  minStake: optionalAmount('Çevrim sırasında en az bahis.'),
  slotContribution: optionalAmount('Slotların çevrime katkısı, yüzde.'),
  tableContribution: optionalAmount('Masa oyunlarının çevrime katkısı, yüzde.'),
  liveContribution: optionalAmount('Canlı casinonun çevrime katkısı, yüzde.'),
  freeSpins: z.int().min(0).meta({ description: 'Bedava dönüş sayısı (0: yok).' }),
  freeSpinValue: optionalAmount('Bir bedava dönüşün bahsi.'),
  freeSpinWagering: optionalAmount('Bedava dönüş kazancının çevrim katı; null: çevrim yok.'),
  freeSpinMaxCashout: optionalAmount('Bedava dönüş kazancının azami çekimi; null: sınır yok.'),
  freeSpinsFirst: z.boolean().meta({ description: 'Bedava dönüşler eşleşme bonusundan önce mi oynanır?' }),
  freeSpinGame: z.string().nullable().meta({ description: 'Bedava dönüşlerin oynandığı slotun kısa adı.' }),
} satisfies Record<keyof OfferTermsOfCasino | 'freeSpinGame', z.ZodType>;
const termsSchema = z.object(termFields).strict();

const referenceGameSchema = z
  .object({
    slug: z.string().meta({ description: 'Referans oyunun kısa adı.' }),
    name: z.string(),
    provider: z.string().meta({ description: 'Sağlayıcının kısa adı.' }),
    rtp: z.number().meta({ description: "Oyunun RTP'si, yüzde (96.48: %96,48)." }),
    volatility: z.enum(volatilityLevels).meta({ description: 'Sitedeki oynaklık sınıfı.' }),
    standardDeviation: z.number().meta({ description: 'Modelde bu sınıfın birim bahis başına standart sapması (σ).' }),
    type: z.enum(['slot', 'live']).meta({ description: 'Oyunun türü: slot ya da live (canlı casino); çevrime bu türün katkısı sayılır.' }),
  })
  .strict();

const gradeSchema = z
  .object({
    grade: z.enum(['A', 'B', 'C', 'D', 'E', 'F'] satisfies Grade[]).meta({ description: 'Şartların harf notu, A (en iyi) ile F arası.' }),
    score: z.number().meta({ description: 'Notun dayandığı puan, 0 ile 4 arası.' }),
    flags: z.array(z.string()).meta({ description: 'Uyarı kodları; CSV dosyasında | ile ayrılır.' }),
  })
  .strict();

/**
 * The value columns of an offer: the standard play's figures, or why there are none. Amounts in the offer's currency.
 * `offerValueColumns` fills them; a new figure of the model is a field here and a line there.
 */
const valueSchema = z
  .object({
    kind: z.enum(['value', 'noGame', 'refused']).meta({ description: 'value: hesaplandı; noGame: referans oyun yok; refused: model şartları reddetti.' }),
    refusalCode: z.string().nullable().meta({ description: 'Reddin kodu (refused), örneğin notPositive.' }),
    refusalField: z.string().nullable().meta({ description: 'Reddedilen alan (refused), örneğin bonusAmount.' }),
    deposit: optionalAmount('Standart oyunun yatırımı.'),
    bet: optionalAmount('Standart oyunun dönüş başına bahsi.'),
    bonus: optionalAmount('Yatırımın kazandırdığı bonus.'),
    turnover: optionalAmount('Çevrim tutarı.'),
    closedFormValue: optionalAmount('Kapalı form: bonus − çevrim tutarı × (1 − RTP).'),
    expectedNetValue: optionalAmount('Simülasyonun beklenen net değeri: ortalama çekim − yatırım.'),
    standardError: optionalAmount('Beklenen net değerin standart hatası.'),
    intervalLow: optionalAmount('%95 aralığın alt ucu: beklenen net değer − 1,96 × standart hata.'),
    intervalHigh: optionalAmount('%95 aralığın üst ucu: beklenen net değer + 1,96 × standart hata.'),
    finishProbability: z.number().min(0).max(1).nullable().meta({ description: 'Başladığı her çevrimi tamamlayan turların payı, 0 ile 1 arası.' }),
    withdrawProbability: share('Çekim yapabilen (sonunda parası kalan) turların payı.'),
    profitProbability: share('Yatırımdan fazlasını çeken turların payı.'),
    medianCashout: optionalAmount('Çekim yapan turların ortanca çekimi.'),
    matchCashout: optionalAmount('Nakit bonus parçasının ortalama ödemesi (yatırım dahil); null: nakit bonus yok.'),
    freeSpinCashout: optionalAmount('Bedava dönüş parçasının ortalama ödemesi; null: değerlenen bedava dönüş yok.'),
    unvaluedFreeSpins: z.boolean().nullable().meta({ description: 'Dönüş değeri belirtilmediği için değere katılmayan bedava dönüş var mı?' }),
    freeSpinGameRtp: z.number().nullable().meta({ description: "Bedava dönüşlerin oynandığı slotun RTP'si, yüzde (slot seçilmemişse referans oyunun)." }),
    freeSpinGameStandardDeviation: z.number().nullable().meta({ description: 'Bu slotun oynaklık sınıfının σ değeri.' }),
    betAtMinStake: optionalAmount('Bahis tablosu: en az bahis.'),
    netValueAtMinStake: optionalAmount('En az bahisteki beklenen net değer (5.000 tur).'),
    standardErrorAtMinStake: optionalAmount('Onun standart hatası.'),
    betAtMaxBet: optionalAmount('Bahis tablosu: en yüksek bahis; null: şartlarda yok.'),
    netValueAtMaxBet: optionalAmount('En yüksek bahisteki beklenen net değer (5.000 tur).'),
    standardErrorAtMaxBet: optionalAmount('Onun standart hatası.'),
    runs: z.int().nullable().meta({ description: 'Simülasyonun tur sayısı.' }),
    seed: z.int().nullable().meta({ description: 'Rastgele sayı üretecinin tohumu.' }),
    methodVersion: z.int().meta({ description: 'Değerin hesaplandığı yöntem sürümü (/bonus-degeri).' }),
  })
  .strict();

export type ValueColumns = z.infer<typeof valueSchema>;

/** Amounts to the cent (kuruş), standard errors to 1/10,000: figures a reader can compare, without float noise. */
const cents = (value: number) => Math.round(value * 100) / 100;
const fine = (value: number) => Math.round(value * 10_000) / 10_000;

/** The file's value columns of an offer's stored value. */
export function offerValueColumns(offer: CasinoOfferValue | undefined): ValueColumns {
  const none = {
    refusalCode: null,
    refusalField: null,
    deposit: null,
    bet: null,
    bonus: null,
    turnover: null,
    closedFormValue: null,
    expectedNetValue: null,
    standardError: null,
    intervalLow: null,
    intervalHigh: null,
    finishProbability: null,
    withdrawProbability: null,
    profitProbability: null,
    medianCashout: null,
    matchCashout: null,
    freeSpinCashout: null,
    unvaluedFreeSpins: null,
    freeSpinGameRtp: null,
    freeSpinGameStandardDeviation: null,
    betAtMinStake: null,
    netValueAtMinStake: null,
    standardErrorAtMinStake: null,
    betAtMaxBet: null,
    netValueAtMaxBet: null,
    standardErrorAtMaxBet: null,
    runs: null,
    seed: null,
    methodVersion: OFFER_MODEL_VERSION,
  };
  if (!offer || offer.kind === 'noGame') return { ...none, kind: 'noGame' };
  const play = { deposit: offer.play.deposit, bet: offer.play.bet };
  if (offer.kind === 'refused') return { ...none, ...play, kind: 'refused', refusalCode: offer.error.code, refusalField: offer.error.field };
  const { value } = offer;
  const partCashout = (part: 'match' | 'freeSpins') => {
    const found = value.parts.find((p) => p.part === part);
    return found ? cents(found.expectedCashout) : null;
  };
  const spinGame = offer.freeSpinGame ?? offer.game;
  const minStake = offer.sensitivity.find((row) => row.at === 'minStake');
  const maxBet = offer.sensitivity.find((row) => row.at === 'maxBet');
  return {
    ...none,
    ...play,
    kind: 'value',
    bonus: cents(value.bonus),
    // The closed form of the match bonus; an offer without one (free spins alone) has none.
    turnover: value.closedForm ? cents(value.closedForm.turnover) : null,
    closedFormValue: value.closedForm ? cents(value.closedForm.expectedValue) : null,
    expectedNetValue: cents(value.expectedNetValue),
    standardError: fine(value.standardError),
    intervalLow: cents(value.expectedNetValue - Z95 * value.standardError),
    intervalHigh: cents(value.expectedNetValue + Z95 * value.standardError),
    finishProbability: value.finishProbability,
    withdrawProbability: value.withdrawProbability,
    profitProbability: value.profitProbability,
    medianCashout: value.medianCashout === null ? null : cents(value.medianCashout),
    matchCashout: partCashout('match'),
    freeSpinCashout: partCashout('freeSpins'),
    unvaluedFreeSpins: value.unvaluedFreeSpins,
    freeSpinGameRtp: spinGame.rtp,
    freeSpinGameStandardDeviation: VOLATILITY_STANDARD_DEVIATIONS[volatilityClassOf[spinGame.volatility]],
    betAtMinStake: minStake?.bet ?? null,
    netValueAtMinStake: minStake?.kind === 'value' ? cents(minStake.expectedNetValue) : null,
    standardErrorAtMinStake: minStake?.kind === 'value' ? fine(minStake.standardError) : null,
    betAtMaxBet: maxBet?.bet ?? null,
    netValueAtMaxBet: maxBet?.kind === 'value' ? cents(maxBet.expectedNetValue) : null,
    standardErrorAtMaxBet: maxBet?.kind === 'value' ? fine(maxBet.standardError) : null,
    runs: value.runs,
    seed: value.seed,
  };
}

/** An offer's grade and red flags (the casino's `grade`), or null when it has none. */
type GradeColumns = z.infer<typeof gradeSchema>;
export function offerGradeColumns(casino: Casino): GradeColumns | null {
  const { grade } = casino;
  return grade ? { grade: grade.grade, score: grade.score, flags: [...grade.flags] } : null;
}

const offerSchema = z
  .object({
    slug: z.string().meta({ description: 'Casinonun kısa adı.' }),
    name: z.string().meta({ description: 'Casinonun adı.' }),
    currency: z.enum(['TL', 'USD']).meta({ description: 'Teklifin para birimi; bütün tutarlar bu birimdedir.' }),
    url: z.url().meta({ description: 'Casinonun sitedeki inceleme sayfası.' }),
    terms: termsSchema,
    referenceGame: referenceGameSchema.nullable().meta({ description: 'Değerin hesaplandığı oyun; null: referans oyun yok.' }),
    grade: gradeSchema.nullable().meta({ description: 'Şartların notu ve uyarıları; null: not verilmemiş.' }),
    value: valueSchema,
  })
  .strict();

export type OfferRow = z.infer<typeof offerSchema>;

export const openDataSchema = z
  .object({
    schema: z.url().meta({ description: 'Bu dosyanın JSON Schema adresi.' }),
    title: z.string(),
    licence: z.object({ name: z.literal(OPEN_DATA_LICENCE.name), url: z.literal(OPEN_DATA_LICENCE.url) }).strict(),
    source: z.url().meta({ description: 'Yöntemin anlatıldığı sayfa.' }),
    methodVersion: z.int().meta({ description: 'Bonus değeri yönteminin sürümü.' }),
    contentVersion: z.int().meta({ description: 'Dosyanın okunduğu içerik sürümü; her düzenlemede artar.' }),
    generatedAt: z.iso.datetime({ offset: true }).meta({ description: 'Bu içerik sürümünün yazıldığı an (ISO 8601).' }),
    offers: z.array(offerSchema),
  })
  .strict()
  .meta({
    title: 'SafeBet bonus teklifleri',
    description: 'Sitede yayımlanan her casino bonus teklifinin şartları, notu, uyarıları ve hesaplanan değeri.',
  });

export type OpenData = z.infer<typeof openDataSchema>;

function referenceGameOf(value: CasinoOfferValue | undefined): OfferRow['referenceGame'] {
  if (!value || value.kind === 'noGame') return null;
  const { slug, name, provider, rtp, volatility, type } = value.game;
  return {
    slug,
    name,
    provider,
    rtp,
    volatility,
    standardDeviation: VOLATILITY_STANDARD_DEVIATIONS[volatilityClassOf[volatility]],
    type: type ?? 'slot',
  };
}

function offerRow(casino: Casino & { terms: OfferTermsOfCasino }, origin: string): OfferRow {
  const terms = casino.terms;
  return {
    slug: casino.slug,
    name: casino.name,
    currency: casino.bonusDetails.currency,
    url: `${origin}${paths.casino(casino.slug)}`,
    terms: {
      bonusAmount: terms.bonusAmount,
      bonusPercent: terms.bonusPercent,
      wageringMultiple: terms.wageringMultiple,
      wageringBase: terms.wageringBase,
      minDeposit: terms.minDeposit,
      maxBet: terms.maxBet,
      maxCashout: terms.maxCashout,
      daysToComplete: terms.daysToComplete,
      bonusType: terms.bonusType,
      minStake: terms.minStake,
      slotContribution: terms.slotContribution,
      tableContribution: terms.tableContribution,
      liveContribution: terms.liveContribution,
      freeSpins: terms.freeSpins,
      freeSpinValue: terms.freeSpinValue,
      freeSpinWagering: terms.freeSpinWagering,
      freeSpinMaxCashout: terms.freeSpinMaxCashout,
      freeSpinsFirst: terms.freeSpinsFirst,
      freeSpinGame: casino.freeSpinGame?.slug ?? null,
    },
    referenceGame: referenceGameOf(casino.value),
    grade: offerGradeColumns(casino),
    value: offerValueColumns(casino.value),
  };
}

/** The JSON file's content: every offer of `source` (casinos without typed terms have no offer to list). */
export function openData(source: OfferDataSource, origin: string): OpenData {
  const offers = source.casinos.flatMap((casino) => (casino.terms ? [offerRow({ ...casino, terms: casino.terms }, origin)] : []));
  // Checked before it is served: a payload its own published schema refuses is a bug, answered 500, never sent.
  return openDataSchema.parse({
    schema: `${origin}${openDataPaths.schema}`,
    title: 'SafeBet bonus teklifleri',
    licence: OPEN_DATA_LICENCE,
    source: `${origin}${paths.bonusValueMethod}`,
    methodVersion: OFFER_MODEL_VERSION,
    contentVersion: source.contentVersion,
    generatedAt: source.changedAt.toISOString(),
    offers,
  });
}

/** The published JSON Schema (draft 2020-12) of the JSON file, with its own address as `$id`. */
export function openDataJsonSchema(origin: string): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(openDataSchema, { target: 'draft-2020-12' });
  return { $schema, $id: `${origin}${openDataPaths.schema}`, ...schema };
}

/** A schema's leaves in order, as paths ('terms.maxBet'); a nullable object's leaves are its fields'. */
function leafPaths(schema: z.ZodType, prefix = ''): string[] {
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (!(inner instanceof z.ZodObject)) return [prefix];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => leafPaths(field, prefix ? `${prefix}.${key}` : key));
}

/** The CSV's columns: an offer's leaves, in the JSON's order. */
export const csvColumns: readonly string[] = leafPaths(offerSchema);

/**
 * A leaf of a row by its path: null inside a null object; a list of plain values as its items joined by '|'; anything
 * else that is no plain value (a list of rows, say) as its JSON.
 */
function fieldAt(row: OfferRow, path: string): CsvField {
  let at: unknown = row;
  for (const key of path.split('.')) at = at === null || at === undefined ? null : (at as Record<string, unknown>)[key];
  if (at === undefined || at === null) return null;
  if (typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean') return at;
  const plain = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
  return Array.isArray(at) && at.every(plain) ? at.join('|') : JSON.stringify(at);
}

/** The CSV file: a header row of `csvColumns`, then one row per offer. */
export function openDataCsv(data: OpenData): string {
  return csvText(
    csvColumns,
    data.offers.map((row) => csvColumns.map((path) => fieldAt(row, path))),
  );
}

/** A weak validator of a body: the same bytes, the same tag. */
export const bodyEtag = (body: string) => `W/"d${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
