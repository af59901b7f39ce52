import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClickStats } from 'shared-data/cms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { ClicksPage } from './clicks-page.tsx';
import { createDailyChart } from './daily-chart-uplot.ts';

// jsdom has no canvas: the uPlot module is replaced, and the test checks what the page hands it.
vi.mock('./daily-chart-uplot.ts', () => ({ createDailyChart: vi.fn(() => ({ destroy: vi.fn() })) }));

const stats: ClickStats = {
  days: [
    { day: '2026-11-24', humans: 41, bots: 2, conversions: 2 },
    { day: '2026-11-25', humans: 3, bots: 1, conversions: 1 },
  ],
  rows: [
    { casinoId: 1, casinoName: 'Lalezar Casino', placement: 'one-cikan', humans: 40, bots: 2, registrations: 1, firstDeposits: 1, depositAmount: 1250.5, currency: 'TL', conversionRate: 0.025 },
    { casinoId: 2, casinoName: 'Nebula Bet', placement: 'tablo', humans: 4, bots: 1, registrations: 0, firstDeposits: 0, depositAmount: 0, currency: 'USD', conversionRate: 0 },
    { casinoId: 9, casinoName: '#9', placement: 'bilinmiyor', humans: 0, bots: 0, registrations: 1, firstDeposits: 0, depositAmount: 0, currency: '', conversionRate: null },
  ],
  pages: [
    { pagePath: '/', humans: 40, bots: 2, registrations: 1 },
    { pagePath: '', humans: 4, bots: 1, registrations: 1 },
  ],
  refused: [
    { country: 'TR', rule: 'hide', humans: 1204, bots: 7 },
    { country: null, rule: 'info', humans: 3, bots: 0 },
    { country: 'DE', rule: 'info', humans: 0, bots: 2 },
  ],
};
const empty: ClickStats = { days: [{ day: '2026-11-25', humans: 0, bots: 0, conversions: 0 }], rows: [], pages: [], refused: [] };
const casinos = [
  { id: 1, name: 'Lalezar Casino' },
  { id: 2, name: 'Nebula Bet' },
];

/** Answers the casinos and, for every stats request, `answer`; records the stats queries asked for. */
function mockStats(answer: () => Response) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/casinos') return json(200, casinos);
      if (url.pathname !== '/api/admin/stats') throw new Error(`unexpected request: ${url.pathname}`);
      queries.push(url.search);
      return answer();
    }),
  );
  return queries;
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;
const csvHref = () => screen.getByRole('link', { name: 'CSV indir' }).getAttribute('href');

beforeEach(() => {
  // 21:00Z on the 24th: already the 25th in Istanbul.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T21:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(createDailyChart).mockClear();
});

describe('ClicksPage', () => {
  it('shows the last 30 Istanbul days by default, with the totals, the table by casino and placement and the top pages', async () => {
    const queries = mockStats(() => json(200, stats));
    renderCms(<ClicksPage />, '/admin/clicks');
    expect(screen.getByRole('heading', { level: 1, name: 'Tıklamalar' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Casino ve yerleşime göre' });
    expect(queries).toEqual(['?from=2026-10-27&to=2026-11-25']);
    expect([field('Başlangıç').value, field('Bitiş').value, field('Casino').value]).toEqual(['2026-10-27', '2026-11-25', '']);

    const summary = [...document.querySelectorAll('dl div')].map((figure) => figure.textContent);
    expect(summary).toEqual(['Tıklama (insan)44', 'Tıklama (bot)3', 'Kayıt2', 'İlk yatırım1']);
    expect(cells(table)).toEqual([
      ['Casino', 'Yerleşim', 'Tıklama (insan)', 'Tıklama (bot)', 'Kayıt', 'İlk yatırım', 'Yatırım tutarı', 'Para birimi', 'Dönüşüm oranı (%)'],
      ['Lalezar Casino', 'Ana sayfa: öne çıkan casino', '40', '2', '1', '1', '1.250,50', 'TL', '%2,5'],
      ['Nebula Bet', 'İçerik: tablo veya metin içi bağlantı', '4', '1', '0', '0', '0,00', 'USD', '%0,0'],
      ['#9', 'Bilinmiyor', '0', '0', '1', '0', '0,00', '–', '–'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'En çok tıklanan sayfalar' }))).toEqual([
      ['Sayfa', 'Tıklama (insan)', 'Tıklama (bot)', 'Kayıt'],
      ['/', '40', '2', '1'],
      ['Bilinmeyen sayfa', '4', '1', '1'],
    ]);
    expect(csvHref()).toBe('/api/admin/stats.csv?from=2026-10-27&to=2026-11-25');
    expect(screen.getByRole('link', { name: 'CSV indir' }).hasAttribute('download')).toBe(true);
  });

  it('draws the days as a chart named by its gist, and lists them in a table too', async () => {
    mockStats(() => json(200, stats));
    renderCms(<ClicksPage />, '/admin/clicks?baslangic=2026-11-24&bitis=2026-11-25');
    const chart = await screen.findByRole('img', {
      name: 'Günlük tıklamalar, 24.11.2026 – 25.11.2026: 44 insan ve 3 bot tıklaması; en çok insan tıklaması 24.11.2026 günü (41).',
    });
    await waitFor(() => expect(createDailyChart).toHaveBeenCalledWith(chart, stats.days, expect.anything(), expect.any(Function)));
    expect(cells(screen.getByRole('table', { name: 'Günlük tıklamalar ve dönüşümler', hidden: true }))).toEqual([
      ['Gün', 'Tıklama (insan)', 'Tıklama (bot)', 'Dönüşüm'],
      ['24.11.2026', '41', '2', '2'],
      ['25.11.2026', '3', '1', '1'],
    ]);
  });

  it('keeps the chosen range and casino in the URL, and asks for them and downloads them', async () => {
    const queries = mockStats(() => json(200, stats));
    const { user, search } = renderCms(<ClicksPage />, '/admin/clicks?baslangic=2026-11-01&bitis=2026-11-20');
    await screen.findByRole('table', { name: 'Casino ve yerleşime göre' });
    await screen.findByRole('option', { name: 'Nebula Bet' });
    fireEvent.change(field('Başlangıç'), { target: { value: '2026-11-05' } });
    await user.selectOptions(field('Casino'), 'Nebula Bet');
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    await waitFor(() => expect(search()).toBe('?baslangic=2026-11-05&bitis=2026-11-20&casino=2'));
    await waitFor(() => expect(queries).toEqual(['?from=2026-11-01&to=2026-11-20', '?from=2026-11-05&to=2026-11-20&casino=2']));
    expect(csvHref()).toBe('/api/admin/stats.csv?from=2026-11-05&to=2026-11-20&casino=2');
    expect([field('Başlangıç').value, field('Casino').value]).toEqual(['2026-11-05', '2']);
  });

  it('offers the last 7 and 30 days of the same casino as links', async () => {
    const queries = mockStats(() => json(200, stats));
    const { user, search } = renderCms(<ClicksPage />, '/admin/clicks?baslangic=2026-01-01&bitis=2026-01-31&casino=2');
    const week = screen.getByRole('link', { name: 'Son 7 gün' });
    expect(week.getAttribute('href')).toBe('/admin/clicks?baslangic=2026-11-19&bitis=2026-11-25&casino=2');
    expect(screen.getByRole('link', { name: 'Son 30 gün' }).getAttribute('href')).toBe('/admin/clicks?baslangic=2026-10-27&bitis=2026-11-25&casino=2');
    await user.click(week);
    await waitFor(() => expect(search()).toBe('?baslangic=2026-11-19&bitis=2026-11-25&casino=2'));
    await waitFor(() => expect(queries.at(-1)).toBe('?from=2026-11-19&to=2026-11-25&casino=2'));
    expect(field('Başlangıç').value).toBe('2026-11-19');
  });

  it('lists the clicks refused per country: the code with its Turkish name, the rule, humans and bots', async () => {
    mockStats(() => json(200, stats));
    renderCms(<ClicksPage />, '/admin/clicks');
    const section = await screen.findByRole('region', { name: 'Ülkeye göre engellenen tıklamalar' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Ülkeye göre engellenen tıklamalar');
    expect(cells(within(section).getByRole('table', { name: 'Ülke ve kurala göre' }))).toEqual([
      ['Ülke', 'Kural', 'Tıklama', 'Bot'],
      ['TR (Türkiye)', 'gizle', '1.204', '7'],
      ['Bilinmiyor', 'yalnızca bilgi', '3', '0'],
      ['DE (Almanya)', 'yalnızca bilgi', '0', '2'],
    ]);
    // Refused clicks are not in the figures of the clicks sent on.
    const summary = [...document.querySelectorAll('dl div')].map((figure) => figure.textContent);
    expect(summary).toEqual(['Tıklama (insan)44', 'Tıklama (bot)3', 'Kayıt2', 'İlk yatırım1']);
  });

  it('says so when the range has clicks but none refused', async () => {
    mockStats(() => json(200, { ...stats, refused: [] }));
    renderCms(<ClicksPage />, '/admin/clicks');
    const section = await screen.findByRole('region', { name: 'Ülkeye göre engellenen tıklamalar' });
    expect(within(section).getByText('Bu dönemde engellenen tıklama yok.')).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(screen.getByRole('table', { name: 'Casino ve yerleşime göre' })).toBeVisible();
  });

  it('shows the refused clicks of a range whose every click was refused', async () => {
    mockStats(() => json(200, { ...empty, refused: [{ country: 'TR', rule: 'info', humans: 5, bots: 1 }] }));
    renderCms(<ClicksPage />, '/admin/clicks');
    expect((await screen.findByText('Bu aralıkta casinoya yönlendirilen tıklama yok.')).getAttribute('role')).toBe('status');
    expect(cells(screen.getByRole('table', { name: 'Ülke ve kurala göre' }))).toEqual([
      ['Ülke', 'Kural', 'Tıklama', 'Bot'],
      ['TR (Türkiye)', 'yalnızca bilgi', '5', '1'],
    ]);
    expect(screen.queryByRole('table', { name: 'Casino ve yerleşime göre' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the range has no clicks', async () => {
    mockStats(() => json(200, empty));
    renderCms(<ClicksPage />, '/admin/clicks');
    // Announced as a status, once the loading line has given way to it.
    expect((await screen.findByText('Bu aralıkta tıklama yok.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the API's Turkish reason for a range it refuses", async () => {
    mockStats(() => json(400, { error: 'bad_request', message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.' }));
    renderCms(<ClicksPage />, '/admin/clicks?baslangic=2026-11-26&bitis=2026-11-25');
    expect((await screen.findByRole('alert')).textContent).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' }).textContent).toBe('Tekrar Dene');
  });
});
