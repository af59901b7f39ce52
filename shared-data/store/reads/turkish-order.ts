/**
 * The Turkish collator's order (`compareTurkish`: tr-TR, base sensitivity, numeric) as a SQL sort key, for lists
 * ordered by name in SQL with their paging. The database may have no Turkish collation (PGlite has none), so the key
 * is plain text compared byte by byte (`COLLATE "C"`):
 * - each letter becomes one character whose byte order is the Turkish alphabet's (a b c ç d ... ı i ... ö ... ş ... ü),
 *   capitals as their small letter by Turkish rules (I is ı, İ is i), other accented letters as their base letter;
 * - each run of digits gets its length in front (9 is '19', 20 is '220'), so numbers compare by value;
 * - spaces and punctuation stay as they are, below digits and letters as in the collator.
 * A test holds it to `compareTurkish` on every stored game name and on Turkish names.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const LETTERS = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const CAPITALS = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ';
/** 32 characters in byte order, one per letter, all above the digits. */
const CODES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`';
const code = (letter: string) => CODES[LETTERS.indexOf(letter)] ?? '';
const ACCENTED: Array<[string, string]> = [
  ['áàâäãåÁÀÂÄÃÅ', 'a'],
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['óòôõÓÒÔÕ', 'o'],
  ['úùûÚÙÛ', 'u'],
  ['ñÑ', 'n'],
];
const FROM = LETTERS + CAPITALS + ACCENTED.map(([letters]) => letters).join('');
const TO = CODES + CODES + ACCENTED.map(([letters, base]) => code(base).repeat(letters.length)).join('');

/** Digit runs up to this long are compared by value (longer ones by their digits). */
const LONGEST_NUMBER = 8;

export function turkishSortKey(column: AnyPgColumn): SQL {
  let key = sql`translate(${column}, ${FROM}, ${TO})`;
  // Longest runs first: a run once prefixed is longer than any length still to come, so it is never prefixed twice.
  for (let length = LONGEST_NUMBER; length >= 1; length -= 1) {
    key = sql`regexp_replace(${key}, ${`(^|[^0-9])([0-9]{${length}})(?![0-9])`}, ${`\\1${length}\\2`}, 'g')`;
  }
  return sql`${key} COLLATE "C"`;
}
