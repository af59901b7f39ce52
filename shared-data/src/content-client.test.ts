import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_CACHE_LIMIT,
  CONTENT_UNAVAILABLE,
  browserContentReader,
  createContentReader,
  ContentError,
  contentResource,
  fetchContent,
  forgetContent,
} from './content-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetContent();
  vi.unstubAllGlobals();
});

/** What a call settles to: the answer, or the status and message of the error it throws. */
async function outcome(promise: Promise<unknown>) {
  try {
    return { value: await promise };
  } catch (error) {
    if (error instanceof ContentError) {
      expect(error.url).toBe('/api/content/x');
      return { status: error.status, message: error.message, retryable: error.retryable };
    }
    throw error;
  }
}

describe('fetchContent', () => {
  it.each([
    ['a 200 answer', () => json(200, { items: [1, 2] }), { value: { items: [1, 2] } }],
    ['a JSON null', () => json(200, null), { value: null }],
    [
      'a 404 with its Turkish error',
      () => json(404, { error: 'İstenen içerik bulunamadı.' }),
      { status: 404, message: 'İstenen içerik bulunamadı.', retryable: false },
    ],
    [
      'a 400 with its Turkish error',
      () => json(400, { error: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.' }),
      { status: 400, message: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.', retryable: false },
    ],
    ['a 503 with its Turkish error', () => json(503, { error: 'Veritabanı kapalı.' }), { status: 503, message: 'Veritabanı kapalı.', retryable: true }],
    ['a 502 without a JSON body', () => new Response('<html>Bad Gateway</html>', { status: 502 }), { status: 502, message: CONTENT_UNAVAILABLE, retryable: true }],
    ['an error with an empty message', () => json(500, { error: ' ' }), { status: 500, message: CONTENT_UNAVAILABLE, retryable: true }],
    ['a 200 whose body is not JSON', () => new Response('yarım', { status: 200 }), { status: 0, message: CONTENT_UNAVAILABLE, retryable: true }],
    [
      'a failed connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
      { status: 0, message: CONTENT_UNAVAILABLE, retryable: true },
    ],
  ])('%s', async (_name, answer, expected) => {
    fetchMock.mockImplementation(async () => answer());
    expect(await outcome(fetchContent('/api/content/x'))).toEqual(expected);
  });

  it('asks for JSON and passes the abort signal on', async () => {
    const controller = new AbortController();
    await fetchContent('/api/content/search?q=ra', { signal: controller.signal });
    expect(fetchMock).toHaveBeenCalledWith('/api/content/search?q=ra', {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
  });

  it('rejects with the abort itself, not a ContentError, when the caller aborts', async () => {
    fetchMock.mockImplementation(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(fetchContent('/api/content/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('contentResource', () => {
  it('shares one request between callers, in flight and after it settled', async () => {
    const first = contentResource('/api/content/casinos');
    const second = contentResource('/api/content/casinos');
    expect(second).toBe(first);
    await first;
    expect(contentResource('/api/content/casinos')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks once per URL', async () => {
    await Promise.all([contentResource('/api/content/blog'), contentResource('/api/content/blog?sayfa=2')]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/content/blog', '/api/content/blog?sayfa=2']);
  });

  it('keeps a failure until it is forgotten, then fetches again', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'Veritabanı kapalı.' }));
    const failed = contentResource('/api/content/casinos');
    await expect(failed).rejects.toBeInstanceOf(ContentError);
    expect(contentResource('/api/content/casinos')).toBe(failed);
    forgetContent('/api/content/casinos');
    expect(await contentResource('/api/content/casinos')).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets one URL, or every answer without one', async () => {
    await Promise.all([contentResource('/a'), contentResource('/b'), contentResource('/c')]);
    forgetContent('/a');
    await contentResource('/b');
    await contentResource('/a');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    forgetContent();
    await Promise.all([contentResource('/b'), contentResource('/c')]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it(`keeps at most ${CONTENT_CACHE_LIMIT} answers, dropping the least recently used`, async () => {
    const urls = Array.from({ length: CONTENT_CACHE_LIMIT }, (_, i) => `/api/content/games?sayfa=${i + 1}`);
    await Promise.all(urls.map((url) => contentResource(url)));
    // Reading the first again makes the second the least recently used.
    await contentResource(urls[0]!);
    await contentResource('/api/content/games?sayfa=999');
    expect(fetchMock).toHaveBeenCalledTimes(CONTENT_CACHE_LIMIT + 1);
    await contentResource(urls[0]!);
    expect(fetchMock).toHaveBeenCalledTimes(CONTENT_CACHE_LIMIT + 1);
    await contentResource(urls[1]!);
    expect(fetchMock).toHaveBeenCalledTimes(CONTENT_CACHE_LIMIT + 2);
  });
});

describe('readOptional of the page\'s reader', () => {
  it.each([
    ['an entry', () => json(200, { slug: 'martingale-sistemi' }), { value: { slug: 'martingale-sistemi' } }],
    ['an unknown slug (404)', () => json(404, { error: 'İstenen içerik bulunamadı.' }), { value: null }],
    ['an outage (503)', () => json(503, { error: 'Veritabanı kapalı.' }), { status: 503, message: 'Veritabanı kapalı.', retryable: true }],
  ])('%s', async (_name, answer, expected) => {
    fetchMock.mockImplementation(async () => answer());
    expect(await outcome(browserContentReader().readOptional('/api/content/x'))).toEqual(expected);
  });

  it('gives the same promise every time, over the same request', () => {
    const first = browserContentReader().readOptional('/api/content/games/sweet-bonanza');
    expect(browserContentReader().readOptional('/api/content/games/sweet-bonanza')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createContentReader started from the answers a server page embedded', () => {
  type Settled = Promise<unknown> & { status?: string; value?: unknown };

  it('reads them at once, already settled for React, without a request', async () => {
    const load = vi.fn(async () => ({ fetched: true }));
    const reader = createContentReader(load, {
      answers: {
        '/api/content/casinos': { status: 200, data: [{ id: 'lalezar' }] },
        '/api/content/blog/yok': { status: 404, error: 'İstenen içerik bulunamadı.' },
      },
    });
    const casinos = reader.read('/api/content/casinos') as Settled;
    expect(casinos.status).toBe('fulfilled');
    expect(casinos.value).toEqual([{ id: 'lalezar' }]);
    const missing = reader.readOptional('/api/content/blog/yok') as Settled;
    expect(missing.status).toBe('fulfilled');
    expect(missing.value).toBeNull();
    await expect(reader.read('/api/content/blog/yok')).rejects.toMatchObject({ status: 404, message: 'İstenen içerik bulunamadı.' });
    expect(load).not.toHaveBeenCalled();
    // Anything else is loaded as usual.
    expect(await reader.read('/api/content/games')).toEqual({ fetched: true });
    expect(load).toHaveBeenCalledWith('/api/content/games');
  });
});
