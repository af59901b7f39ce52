/**
 * Checks a casino review's Markdown against the offer's typed terms: where the text states the wagering multiple, the
 * free spins' wagering, the bonus amount or the bonus percentage as a number, and the terms state another, a Turkish
 * warning says so. The CMS shows the warnings beside the review's preview; nothing is refused.
 *
 * Conservative by design: a number counts only in a phrase that plainly names the term ("35 kez çevrilmesi", "çevrim
 * şartı 35x", "250 TL nakit bonus", "%100 bonus"), examples ("Örneğin 200 TL yatırıp…") and other promotions (weekly,
 * VIP, loss bonuses) are skipped, and a term the offer does not state is not checked.
 */
import { formatNumber } from './format.ts';
import type { Currency } from './types.ts';

export interface ReviewTerms {
  /** The wagering multiple of the bonus (35 for 35x), 0 for none; null or absent: not stated. */
  wageringMultiple?: number | null;
  /** The multiple the free spins' winnings are wagered at; null or absent: not stated. */
  freeSpinWagering?: number | null;
  /** The cash bonus, or the largest bonus of a percentage offer; 0, null or absent: not stated. */
  bonusAmount?: number | null;
  currency?: Currency | null;
  /** The bonus as a percentage of the deposit (100 for %100); 0, null or absent: not stated. */
  bonusPercent?: number | null;
  /** The offer's own labels (welcome bonus, investment bonus): an amount or percentage they state the text may repeat. */
  offerTexts?: readonly string[];
}

// A Turkish number: '10.000' is ten thousand, '2,5' two and a half. Not part of a word or of a longer number.
const NUMBER = String.raw`(?<![\p{L}\d.,])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)(?![.,]?\d)`;
const APOSTROPHE = `['’]`;
const CURRENCY = String.raw`(TL|₺|lira|USD|dolar)(?!\p{L})`;
// Words that may stand between an amount and 'bonus': "250 TL nakit bonus", "10.000 TL'ye kadar ek bonus".
const BONUS_WORDS = String.raw`(?:\s+(?:kadar|nakit|ek|hoş|geldin|hoşgeldin|deneme|yatırımsız|hediye|ilk|yatırım|çevrimsiz)){0,3}\s+bonus`;

const wageringPattern = new RegExp(String.raw`${NUMBER}\s*(kat(?:ı|ına|ını|ında|ından|tır|lık)?(?!\p{L})|kez(?!\p{L})|[x×](?![\p{L}\d])(?!\s*\d))`, 'giu');
const amountPatterns = [
  new RegExp(String.raw`${NUMBER}\s*${CURRENCY}(?:${APOSTROPHE}\p{L}+)?${BONUS_WORDS}`, 'giu'),
  new RegExp(String.raw`bonus(?:un)?\s+tutar\p{L}*\s*:?\s*(?:en (?:fazla|çok)\s+)?${NUMBER}\s*${CURRENCY}`, 'giu'),
  new RegExp(String.raw`bonus\p{L}*\s+(?:en (?:fazla|çok)\s+)?${NUMBER}\s*${CURRENCY}${APOSTROPHE}\p{L}+\s+kadar`, 'giu'),
];
const percentPattern = new RegExp(String.raw`(?:%\s?|yüzde\s+)${NUMBER}${BONUS_WORDS}`, 'giu');
const OFFER_AMOUNT = new RegExp(String.raw`${NUMBER}\s*${CURRENCY}`, 'giu');
const OFFER_PERCENT = new RegExp(String.raw`(?:%\s?|yüzde\s+)${NUMBER}`, 'giu');

const WAGERING_WORD = /çevri[lm]/iu;
// The free spins, not 'dönüşebilir' (can turn into) or 'dönüştürülür'.
const SPINS = /dönüş(?!eb|ür|tür)|spin/iu;
const WINNINGS = /kazan[çc]/iu;
const BONUS = /bonus/iu;
const EXAMPLE = /örne[kğ]/iu;
const OTHER_PROMOTION = /haftalık|aylık|vip|turnuva|kayıp|doğum günü|sadakat|arkadaş|reload|yeniden yatırım/iu;

/** How far from the number a word of wagering may stand and still speak of it. */
const BEFORE = 35;
const AFTER = 25;

const parseNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const isStated = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
const figure = (n: number) => (Number.isInteger(n) ? formatNumber(n, 0) : formatNumber(n, 2).replace(/0+$/, '').replace(/,$/, ''));
const moneyFigure = (n: number) => (Number.isInteger(n) ? formatNumber(n, 0) : formatNumber(n, 2));

function currencyOf(word: string): Currency | null {
  const lower = word.toLocaleLowerCase('tr-TR');
  if (lower === 'tl' || lower === '₺' || lower === 'lira') return 'TL';
  if (lower === 'usd' || lower === 'dolar') return 'USD';
  return null;
}

/** The Markdown as sentences of plain text: link targets, emphasis and code marks dropped; one line at most each. */
function sentencesOf(markdown: string): string[] {
  const plain = markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
  return plain
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[^\p{Ll}])/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

type WageringKind = 'bonus' | 'freeSpins' | 'either';

/**
 * Whose wagering a multiple is: the words just before it, back to a ';' or ':', decide first ("kazançları 35 kez" is the
 * spins', "bonus tutarının 30 kez" the bonus's); if they name both or neither, the sentence does.
 */
function wageringKind(sentence: string, at: number): WageringKind {
  const clause = sentence.slice(0, at).split(/[;:]/).pop() ?? '';
  const spins = SPINS.test(clause) || WINNINGS.test(clause);
  const bonus = BONUS.test(clause);
  if (spins !== bonus) return spins ? 'freeSpins' : 'bonus';
  const sentenceSpins = SPINS.test(sentence);
  const sentenceBonus = BONUS.test(sentence);
  if (sentenceSpins !== sentenceBonus) return sentenceSpins ? 'freeSpins' : 'bonus';
  return 'either';
}

function wageringWarning(stated: string, kind: WageringKind, terms: ReviewTerms): string | null {
  const n = parseNumber(stated);
  const bonus = isStated(terms.wageringMultiple) ? terms.wageringMultiple : null;
  const spins = isStated(terms.freeSpinWagering) ? terms.freeSpinWagering : null;
  const bonusText = (m: number) => (m === 0 ? 'çevrim şartı yok' : `${figure(m)} kat yazıyor`);
  if (kind === 'bonus') {
    return bonus === null || same(n, bonus) ? null : `Metin çevrim şartını ${stated} kat diyor, şartlarda ${bonusText(bonus)}.`;
  }
  if (kind === 'freeSpins') {
    return spins === null || same(n, spins)
      ? null
      : `Metin bedava dönüş kazançlarının çevrimini ${stated} kat diyor, şartlarda ${figure(spins)} kat yazıyor.`;
  }
  if ((bonus === null || !same(n, bonus)) && (spins === null || !same(n, spins))) {
    if (bonus !== null && spins !== null) {
      return `Metin çevrim şartını ${stated} kat diyor, şartlarda bonus için ${bonusText(bonus).replace(' yazıyor', '')}, bedava dönüş kazançları için ${figure(spins)} kat yazıyor.`;
    }
    if (bonus !== null) return `Metin çevrim şartını ${stated} kat diyor, şartlarda ${bonusText(bonus)}.`;
    if (spins !== null) return `Metin bedava dönüş kazançlarının çevrimini ${stated} kat diyor, şartlarda ${figure(spins)} kat yazıyor.`;
  }
  return null;
}

function wageringWarnings(sentence: string, terms: ReviewTerms): string[] {
  const warnings: string[] = [];
  for (const match of sentence.matchAll(wageringPattern)) {
    const at = match.index;
    const end = at + match[0].length;
    const near = sentence.slice(Math.max(0, at - BEFORE), at) + ' ' + sentence.slice(end, end + AFTER);
    if (!WAGERING_WORD.test(near)) continue;
    const warning = wageringWarning(match[1] ?? '', wageringKind(sentence, at), terms);
    if (warning) warnings.push(warning);
  }
  return warnings;
}

/** What the offer's own labels state ("10.000 TL'ye kadar", "%100"): amounts and percentages the text may name too. */
function offerFigures(terms: ReviewTerms, pattern: RegExp): number[] {
  return (terms.offerTexts ?? []).flatMap((text) => [...text.matchAll(pattern)].map((match) => parseNumber(match[1] ?? '')));
}

function amountWarnings(sentence: string, terms: ReviewTerms): string[] {
  const amount = terms.bonusAmount;
  if (!isStated(amount) || amount <= 0) return [];
  const allowed = [amount, ...offerFigures(terms, OFFER_AMOUNT)];
  const warnings: string[] = [];
  for (const pattern of amountPatterns) {
    for (const match of sentence.matchAll(pattern)) {
      const stated = match[1] ?? '';
      const currency = currencyOf(match[2] ?? '');
      const n = parseNumber(stated);
      const termsMoney = `${moneyFigure(amount)}${terms.currency ? ` ${terms.currency}` : ''}`;
      if (!allowed.some((value) => same(n, value))) {
        warnings.push(`Metin bonus tutarını ${stated}${currency ? ` ${currency}` : ''} diyor, şartlarda ${termsMoney} yazıyor.`);
      } else if (same(n, amount) && currency && terms.currency && currency !== terms.currency) {
        warnings.push(`Metin bonus tutarını ${stated} ${currency} diyor, şartlarda ${termsMoney} yazıyor.`);
      }
    }
  }
  return warnings;
}

function percentWarnings(sentence: string, terms: ReviewTerms): string[] {
  const percent = terms.bonusPercent;
  if (!isStated(percent) || percent <= 0) return [];
  const allowed = [percent, ...offerFigures(terms, OFFER_PERCENT)];
  return [...sentence.matchAll(percentPattern)]
    .filter((match) => !allowed.some((value) => same(parseNumber(match[1] ?? ''), value)))
    .map((match) => `Metin bonus oranını %${match[1]} diyor, şartlarda %${figure(percent)} yazıyor.`);
}

/**
 * The Turkish warnings for `markdown`, a casino's review, where a number it states for the wagering (of the bonus or
 * of the free spins' winnings), the bonus amount or the bonus percentage differs from `terms`; each warning once, in
 * the order of the text.
 */
export function reviewTermWarnings(markdown: string, terms: ReviewTerms): string[] {
  const warnings = new Set<string>();
  for (const sentence of sentencesOf(markdown)) {
    if (WAGERING_WORD.test(sentence)) for (const warning of wageringWarnings(sentence, terms)) warnings.add(warning);
    if (EXAMPLE.test(sentence) || OTHER_PROMOTION.test(sentence)) continue;
    for (const warning of [...amountWarnings(sentence, terms), ...percentWarnings(sentence, terms)]) warnings.add(warning);
  }
  return [...warnings];
}
