import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, type RequestOrigin } from './same-origin.ts';

const request = (method: string, headers: RequestOrigin['headers'], host = 'site.test'): RequestOrigin => ({ method, host, headers });

describe('isCrossSiteWrite', () => {
  it.each<[string, RequestOrigin, boolean]>([
    ['a GET from anywhere', request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), false],
    ['a same-origin POST', request('POST', { origin: 'https://site.test', 'sec-fetch-site': 'same-origin' }), false],
    ['a POST without browser headers', request('POST', {}), false],
    ['a POST whose Origin keeps the default port in Host', request('POST', { origin: 'http://site.test' }, 'site.test:80'), false],
    ['a POST with a non-default port', request('POST', { origin: 'http://site.test:4173' }, 'site.test:4173'), false],
    ['a cross-site POST', request('POST', { 'sec-fetch-site': 'cross-site' }), true],
    ['a same-site POST from a sibling host', request('POST', { 'sec-fetch-site': 'same-site', origin: 'https://a.site.test' }), true],
    ['a POST from a foreign Origin', request('POST', { origin: 'https://evil.example' }), true],
    ['a POST from another port', request('POST', { origin: 'http://site.test:8080' }, 'site.test:4173'), true],
    ['a POST with Origin null', request('POST', { origin: 'null' }), true],
    ['a DELETE from a foreign Origin', request('DELETE', { origin: 'https://evil.example' }), true],
  ])('%s -> %s', (_label, input, expected) => {
    expect(isCrossSiteWrite(input)).toBe(expected);
  });

  it('accepts an extra origin that is allowed explicitly', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://admin.cdn.test' }), ['https://admin.cdn.test'])).toBe(false);
  });
});
