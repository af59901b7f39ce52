/** Turkish-aware text helpers: case folding, accent folding, slugs and sorting. */

const turkishFold: Record<string, string> = {
  ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u',
};

/**
 * Lower-cases with Turkish rules (İ -> i, I -> ı) and then folds Turkish letters to ASCII, so that
 * 'KASA YÖNETİMİ', 'Kasa Yönetimi' and 'kasa yonetimi' all become 'kasa yonetimi'.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => turkishFold[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL- and id-safe slug: Turkish letters folded, anything else to single hyphens. */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const slugPattern = /^[a-z0-9-]+$/;

// Building an ICU collator is costly, so it is made on the first comparison rather than when a page loads.
let collator: Intl.Collator | undefined;

/** Compares two strings as a Turkish reader expects them ordered (Ç after C, Ş after S, ...). */
export function compareTurkish(a: string, b: string): number {
  collator ??= new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** Counts words of plain text (whitespace-separated tokens that contain a letter or digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
