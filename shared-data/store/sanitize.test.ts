import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it.each([
    ['keeps heading ids', '<h2 id="rtp-nedir">RTP nedir?</h2>', '<h2 id="rtp-nedir">RTP nedir?</h2>'],
    ['drops scripts', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['drops event handlers', '<p onclick="x()">a</p>', '<p>a</p>'],
    ['drops javascript: links', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['keeps internal links', '<a href="/blog/surebet">a</a>', '<a href="/blog/surebet">a</a>'],
    [
      'adds noopener to new-tab links',
      '<a href="https://x.example" target="_blank">a</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    [
      'keeps sponsored on an affiliate link, and cannot be talked out of noopener',
      '<a href="/git/nebula-bet?yer=tablo" target="_blank" rel="sponsored opener">a</a>',
      '<a href="/git/nebula-bet?yer=tablo" target="_blank" rel="sponsored noopener noreferrer">a</a>',
    ],
    ['keeps the table wrapper', '<div class="table-wrap evil"><table></table></div>', '<div class="table-wrap"><table></table></div>'],
    ['drops iframes', '<iframe src="https://x.example"></iframe><p>b</p>', '<p>b</p>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});
