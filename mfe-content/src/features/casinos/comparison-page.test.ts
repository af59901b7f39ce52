// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemMessage, quotedSlug } from './comparison-page.tsx';

describe('the comparison notice quotes what the address asked for', () => {
  it.each([
    ['yok-boyle', '"yok-boyle"'],
    ['%zz', '"%zz"'],
    // What an HTML page may not carry is shown as the replacement character, one for each.
    ['\u0000', '"\uFFFD"'],
    ['lalezar-casino\u0000', '"lalezar-casino\uFFFD"'],
    ['\u0001\u001f\u007f\u0080\u009f', '"\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD"'],
    ['\uFFFF\uFDD0\uD800', '"\uFFFD\uFFFD\uFFFD"'],
    ['\u{1FFFE}', '"\uFFFD"'],
    // White space and letters outside Latin are kept.
    ['a\tb', '"a\tb"'],
    ['zümrüt', '"zümrüt"'],
    ['\u{1F3B0}', '"\u{1F3B0}"'],
  ])('%j as %j', (slug, quoted) => {
    expect(quotedSlug(slug)).toBe(quoted);
  });

  it('names one unknown casino, or lists several', () => {
    expect(problemMessage({ code: 'unknown', slugs: ['yok\u0000'] }, true)).toBe('"yok\uFFFD" adında bir casino bulunamadı; karşılaştırmaya eklenmedi.');
    expect(problemMessage({ code: 'unknown', slugs: ['a', 'b'] }, true)).toBe('Şu casinolar bulunamadı ve karşılaştırmaya eklenmedi: "a", "b".');
  });
});
