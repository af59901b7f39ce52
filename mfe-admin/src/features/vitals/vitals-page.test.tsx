import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'shared-data';
import { vitalBuckets, type VitalsReport } from 'shared-data/vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCms } from '../../cms-test-utils.tsx';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';
import { createTrendChart } from './trend-chart-uplot.ts';
import { VitalsPage } from './vitals-page.tsx';

// jsdom has no canvas: the uPlot module is replaced, and the test checks what the page hands it.
vi.mock('./trend-chart-uplot.ts', () => ({ createTrendChart: vi.fn(() => ({ destroy: vi.fn() })) }));

/**
 * The store's answer for 24–25 November 2026, its p75s worked by hand from bucket counts (nearest rank ⌈0.75 × n⌉,
 * the upper edge of the bucket that holds it):
 * - home, mobile, LCP: 1210, 1850, 2430, 2610 ms in buckets of 100 → 12, 18, 24, 26; rank 3 is bucket 24 → 2500 ms,
 *   good (≤ 2500);
 * - home, mobile, INP: 40, 120, 230, 260 ms in buckets of 10 → 4, 12, 23, 26; rank 3 is bucket 23 → 240 ms, needs
 *   improvement (200–500);
 * - home, mobile, CLS: 0, 0, 0.05, 0.31 in buckets of 0.01 → 0, 0, 5, 31; rank 3 is bucket 5 → 0.06, good;
 * - home, mobile, TTFB: 300, 420, 2000, 5200 ms in buckets of 50 → 6, 8, 40, 100 (the open one); rank 3 is bucket
 *   40 → 2050 ms, poor (> 1800);
 * - home, desktop, LCP: 12000 ms → the open bucket 100 → at least 10000 ms, poor;
 * - calculator, tablet, INP: 480, 515 ms → 48, 51; rank 2 is bucket 51 → 520 ms, poor (> 500).
 */
const report: VitalsReport = {
  from: '2026-11-24',
  to: '2026-11-25',
  buckets: vitalBuckets,
  rows: [
    { route: 'home', device: 'mobile', metric: 'LCP', count: 4, p75: { value: 2500, over: false } },
    { route: 'home', device: 'mobile', metric: 'INP', count: 4, p75: { value: 240, over: false } },
    { route: 'home', device: 'mobile', metric: 'CLS', count: 4, p75: { value: 0.06, over: false } },
    { route: 'home', device: 'mobile', metric: 'TTFB', count: 4, p75: { value: 2050, over: false } },
    { route: 'home', device: 'desktop', metric: 'LCP', count: 1, p75: { value: 10000, over: true } },
    { route: 'calculator', device: 'tablet', metric: 'INP', count: 2, p75: { value: 520, over: false } },
  ],
  trends: [
    {
      metric: 'LCP',
      days: [
        { day: '2026-11-24', count: 3, p75: { value: 2500, over: false } },
        { day: '2026-11-25', count: 2, p75: { value: 10000, over: true } },
      ],
    },
    {
      metric: 'INP',
      days: [
        { day: '2026-11-24', count: 0, p75: null },
        { day: '2026-11-25', count: 6, p75: { value: 240, over: false } },
      ],
    },
    ...(['CLS', 'TTFB', 'FCP'] as const).map((metric) => ({
      metric,
      days: [
        { day: '2026-11-24', count: 0, p75: null },
        { day: '2026-11-25', count: 0, p75: null },
      ],
    })),
  ],
  worstInteractions: [
    {
      route: 'calculator',
      target: 'main form input#oran-1',
      type: 'keyboard',
      count: 3,
      worst: 520,
      mean: 383.3,
      inputDelay: 12.7,
      processingDuration: 310,
      presentationDelay: 60.6,
      script: '/mfe/calculators/assets/surebet-Ab12.js',
    },
    { route: 'home', target: 'button#menu', type: 'pointer', count: 1, worst: 230, mean: 230, inputDelay: 5, processingDuration: 200, presentationDelay: 25, script: null },
  ],
};
const empty: VitalsReport = { ...report, rows: [], trends: [], worstInteractions: [] };

const API = '/api/admin/vitals';

/** Answers every report request with `answer`; records the queries asked for. */
function mockReport(answer: () => Response) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== API) throw new Error(`unexpected request: ${url.pathname}`);
      queries.push(url.search);
      return answer();
    }),
  );
  return queries;
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => {
  resetAuthMemory();
  // 21:00Z on the 24th: already the 25th in Istanbul.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T21:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(createTrendChart).mockClear();
});

describe('VitalsPage', () => {
  it("shows the p75 of each metric per page and device class, coloured and rated in words, with each metric's bucket width", async () => {
    const queries = mockReport(() => json(200, report));
    renderCms(<VitalsPage />, '/admin/vitals?baslangic=2026-11-24&bitis=2026-11-25');
    expect(screen.getByRole('heading', { level: 1, name: 'Hız (saha verisi)' })).toBeVisible();
    expect(screen.getByText(/gerçek okurlarının tarayıcılarında ölçülen/)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Sayfa ve cihaz türüne göre p75' });
    expect(queries).toEqual(['?from=2026-11-24&to=2026-11-25']);

    expect(cells(table)).toEqual([
      ['Sayfa', 'Cihaz', 'Görüntüleme', 'LCP', 'INP', 'CLS', 'TTFB', 'FCP'],
      ['Ana sayfa /', 'Mobil', '4', '2.500 msİyi4 ölçüm', '240 msİyileştirilmeli4 ölçüm', '0,06İyi4 ölçüm', '2.050 msKötü4 ölçüm', '–'],
      ['Ana sayfa /', 'Masaüstü', '1', '≥ 10.000 msKötü1 ölçüm', '–', '–', '–', '–'],
      ['Hesaplayıcı /bahis-hesaplayici/…', 'Tablet', '2', '–', '520 msKötü2 ölçüm', '–', '–', '–'],
    ]);
    // The rating's colour is the theme's, beside its word.
    const colour = (text: string) => getComputedStyle(within(table).getByText(text)).color;
    expect([colour('2.500 ms'), colour('240 ms'), colour('2.050 ms')]).toEqual(
      [theme.colors.success, theme.colors.accent, theme.colors.danger].map((hex) => {
        const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
        return `rgb(${r}, ${g}, ${b})`;
      }),
    );

    const definitions = screen.getAllByRole('definition');
    const guide = screen.getAllByRole('term').map((term, i) => `${term.textContent} — ${definitions[i]?.textContent}`);
    expect(guide).toEqual([
      "LCP (En büyük içerik boyaması) — p75, 100 ms'lik kovalardan hesaplanır; iyi ≤ 2.500 ms, kötü > 4.000 ms.",
      "INP (Etkileşimden sonraki boyama) — p75, 10 ms'lik kovalardan hesaplanır; iyi ≤ 200 ms, kötü > 500 ms.",
      "CLS (Birikimli düzen kayması) — p75, 0,01'lik kovalardan hesaplanır; iyi ≤ 0,10, kötü > 0,25.",
      "TTFB (İlk bayta kadar geçen süre) — p75, 50 ms'lik kovalardan hesaplanır; iyi ≤ 800 ms, kötü > 1.800 ms.",
      "FCP (İlk içerik boyaması) — p75, 100 ms'lik kovalardan hesaplanır; iyi ≤ 1.800 ms, kötü > 3.000 ms.",
    ]);
  });

  it('draws a trend chart per measured metric, named by its gist, with its days in a table too', async () => {
    mockReport(() => json(200, report));
    renderCms(<VitalsPage />, '/admin/vitals?baslangic=2026-11-24&bitis=2026-11-25');
    const lcp = await screen.findByRole('img', {
      name: 'LCP p75, 24 Kasım 2026 – 25 Kasım 2026: ölçüm olan gün 2 / 2; en yüksek p75 25 Kasım 2026 günü (≥ 10.000 ms, Kötü).',
    });
    const inp = screen.getByRole('img', {
      name: 'INP p75, 24 Kasım 2026 – 25 Kasım 2026: ölçüm olan gün 1 / 2; en yüksek p75 25 Kasım 2026 günü (240 ms, İyileştirilmeli).',
    });
    // A metric without a measure in the period has no chart, only its words.
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('FCP p75, 24 Kasım 2026 – 25 Kasım 2026: ölçüm yok.')).toBeVisible();
    await waitFor(() => expect(createTrendChart).toHaveBeenCalledTimes(2));
    expect(createTrendChart).toHaveBeenCalledWith(lcp, expect.objectContaining({ metric: 'LCP', days: report.trends[0]?.days }));
    expect(createTrendChart).toHaveBeenCalledWith(inp, expect.objectContaining({ metric: 'INP', days: report.trends[1]?.days }));
    expect(cells(screen.getByRole('table', { name: 'INP: günlük p75', hidden: true }))).toEqual([
      ['Gün', 'Değerlendirme', 'Ölçüm', 'p75'],
      ['24 Kasım 2026', 'Ölçüm yok', '0', '–'],
      ['25 Kasım 2026', 'İyileştirilmeli', '6', '240 ms'],
    ]);
  });

  it('lists the interaction targets with the worst INP and where their time went', async () => {
    mockReport(() => json(200, report));
    renderCms(<VitalsPage />, '/admin/vitals?baslangic=2026-11-24&bitis=2026-11-25');
    const section = await screen.findByRole('region', { name: "En kötü INP'li etkileşimler" });
    expect(cells(within(section).getByRole('table', { name: "En kötü INP'li on etkileşim hedefi" }))).toEqual([
      ['Hedef', 'Sayfa', 'Tür', 'En uzun betik', 'Sayı', 'En kötü INP', 'Ortalama INP', 'Giriş gecikmesi', 'İşleme', 'Sunum gecikmesi'],
      ['main form input#oran-1', 'Hesaplayıcı', 'Klavye', '/mfe/calculators/assets/surebet-Ab12.js', '3', '520 ms', '383 ms', '13 ms', '310 ms', '61 ms'],
      ['button#menu', 'Ana sayfa', 'Dokunma / tıklama', '–', '1', '230 ms', '230 ms', '5 ms', '200 ms', '25 ms'],
    ]);
  });

  it("leaves the default period to the API and shows the one it answers for; a chosen period goes into the URL", async () => {
    const queries = mockReport(() => json(200, { ...report, from: '2026-10-29', to: '2026-11-25' }));
    const { user, search } = renderCms(<VitalsPage />, '/admin/vitals');
    await screen.findByRole('table', { name: 'Sayfa ve cihaz türüne göre p75' });
    expect(queries).toEqual(['']);
    expect([field('Başlangıç').value, field('Bitiş').value]).toEqual(['2026-10-29', '2026-11-25']);
    expect(screen.getByRole('link', { name: 'Son 7 gün' }).getAttribute('href')).toBe('/admin/vitals?baslangic=2026-11-19&bitis=2026-11-25');
    expect(screen.getByRole('link', { name: 'Son 28 gün' }).getAttribute('href')).toBe('/admin/vitals?baslangic=2026-10-29&bitis=2026-11-25');

    fireEvent.change(field('Başlangıç'), { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    await waitFor(() => expect(search()).toBe('?baslangic=2026-11-20&bitis=2026-11-25'));
    await waitFor(() => expect(queries.at(-1)).toBe('?from=2026-11-20&to=2026-11-25'));
  });

  it('keeps the dates typed in the form when the API refuses them', async () => {
    mockReport(() => json(400, { error: 'bad_request', message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.' }));
    renderCms(<VitalsPage />, '/admin/vitals?baslangic=2026-11-26&bitis=2026-11-25');
    await screen.findByRole('alert');
    expect([field('Başlangıç').value, field('Bitiş').value]).toEqual(['2026-11-26', '2026-11-25']);
  });

  it('says so when the period has no measures', async () => {
    mockReport(() => json(200, empty));
    renderCms(<VitalsPage />, '/admin/vitals');
    expect((await screen.findByText('Bu dönemde ölçüm yok.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the API's Turkish reason for a period it refuses, and a retry", async () => {
    mockReport(() => json(400, { error: 'bad_request', message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.' }));
    renderCms(<VitalsPage />, '/admin/vitals?baslangic=2026-11-26&bitis=2026-11-25');
    expect((await screen.findByRole('alert')).textContent).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  });

  it('says in Turkish that the figures could not be loaded when the server fails', async () => {
    mockReport(() => json(500));
    renderCms(<VitalsPage />, '/admin/vitals');
    expect((await screen.findByRole('alert')).textContent).toBe('Hız ölçümleri yüklenemedi. Lütfen tekrar deneyin.');
  });

  it('opens from the sidebar for an admin, and tells an editor at its address that only admins may see it', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session), ...overviewApi, [`GET ${API}`]: () => json(200, report) });
    const { user } = renderAdmin('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
    await user.click(nav.getByRole('link', { name: 'Hız (saha verisi)' }));
    expect(await screen.findByRole('table', { name: 'Sayfa ve cihaz türüne göre p75' })).toBeVisible();
    expect(nav.getByRole('link', { name: 'Hız (saha verisi)' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks the API nothing for an editor who types its address', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/session': () => json(200, { ...session, username: 'yazar', role: 'editor' }) });
    renderAdmin('/admin/vitals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu sayfayı yalnızca yöneticiler görebilir.');
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).not.toContain(API);
  });
});
