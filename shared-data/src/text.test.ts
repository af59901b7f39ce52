import { describe, expect, it } from 'vitest';
import { compareTurkish, countWords, foldForSearch, slugify } from './text.ts';

describe('foldForSearch', () => {
  it.each([
    ['Kasa Yönetimi', 'kasa yonetimi'],
    ['KASA YÖNETİMİ', 'kasa yonetimi'],
    ['kasa yonetimi', 'kasa yonetimi'],
    ['IĞDIR', 'igdir'],
    ['İstanbul', 'istanbul'],
    ['Çift Şans   Bahisleri', 'cift sans bahisleri'],
  ])('%s folds to %s', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Sweet Bonanza Nasıl Oynanır', 'sweet-bonanza-nasil-oynanir'],
    ["Gonzo's Quest RTP ve Volatilite", 'gonzos-quest-rtp-ve-volatilite'],
    ['Kasa Yönetimi 101: Temeller', 'kasa-yonetimi-101-temeller'],
    ['  Ödeme & Çekim  ', 'odeme-cekim'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('compareTurkish', () => {
  it('orders Turkish letters after their Latin base letters', () => {
    expect(['Şans', 'Sarı', 'Çark', 'Cam', 'Zar'].sort(compareTurkish)).toEqual(['Cam', 'Çark', 'Sarı', 'Şans', 'Zar']);
  });
});

describe('countWords', () => {
  it('counts words and skips punctuation-only tokens', () => {
    expect(countWords('Bir iki — üç, dört | 5')).toBe(5);
  });
});
