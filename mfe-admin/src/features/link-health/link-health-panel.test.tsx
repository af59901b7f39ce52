import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrySummary, json, mockApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import type { LinkCheck, LinkHealthLink, LinkHealthReport } from './link-health-api.ts';
import { LinkHealthPanel } from './link-health-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// 09:00 UTC is 12:00 in Istanbul.
const CHECKED_AT = '2026-11-25T09:00:00.000Z';

let nextId = 1;
function link(name: string, check: Partial<LinkCheck> | null, overrides: Partial<LinkHealthLink> = {}): LinkHealthLink {
  const id = nextId++;
  const affiliateUrl = overrides.affiliateUrl ?? `https://partner.example/${id}?sub={clickId}`;
  return {
    id,
    name,
    slug: `casino-${id}`,
    status: 'published',
    affiliateUrl,
    usable: true,
    stale: false,
    check: check && {
      checkedAt: CHECKED_AT,
      url: affiliateUrl,
      status: 'ok',
      httpStatus: 200,
      method: 'HEAD',
      finalUrl: affiliateUrl,
      redirects: 0,
      durationMs: 120,
      message: 'Bağlantı çalışıyor.',
      ...check,
    },
    ...overrides,
  };
}

const links: LinkHealthLink[] = [
  link('Lale Casino', {}),
  link('Bozuk Bet', { status: 'broken', httpStatus: 404, method: 'GET', message: 'Sunucu 404 döndü.' }),
  link('Döngü Casino', { status: 'redirects', httpStatus: 302, redirects: 5, message: '5 yönlendirmeden fazlası var.' }),
  link('Yavaş Casino', { status: 'timeout', httpStatus: null, message: 'Zaman aşımı (8 sn).' }),
  link('Kapalı Casino', { status: 'unreachable', httpStatus: null, message: 'Sunucuya ulaşılamadı (alan adı bulunamadı).' }),
  link('Boş Casino', null, { affiliateUrl: '', usable: false }),
  link('Eski Casino', { status: 'broken', httpStatus: 500, message: 'Sunucu 500 döndü.' }, { stale: true }),
  link('Yeni Casino', null),
];
const report: LinkHealthReport = { checkedAt: CHECKED_AT, links };

const panel = () => screen.getByRole('region', { name: 'Bağlantı durumu' });
const rows = () =>
  within(screen.getByRole('table', { name: 'Ortaklık bağlantılarının son kontrolü' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('LinkHealthPanel', () => {
  it('shows each casino link with its status in Turkish, the HTTP status, the Istanbul time and why', async () => {
    mockApi({ 'GET /api/admin/link-health': () => json(200, report) });
    renderCms(<LinkHealthPanel />);
    await screen.findByRole('table', { name: 'Ortaklık bağlantılarının son kontrolü' });
    expect(rows()).toEqual([
      ['Casino', 'Durum', 'HTTP', 'Son kontrol', 'Açıklama'],
      ['Lale Casino', 'Çalışıyor', '200', '25.11.2026 12:00', 'Bağlantı çalışıyor.'],
      ['Bozuk Bet', 'Bozuk', '404', '25.11.2026 12:00', 'Sunucu 404 döndü.'],
      ['Döngü Casino', 'Çok fazla yönlendirme', '302', '25.11.2026 12:00', '5 yönlendirmeden fazlası var.'],
      ['Yavaş Casino', 'Zaman aşımı', '—', '25.11.2026 12:00', 'Zaman aşımı (8 sn).'],
      ['Kapalı Casino', 'Ulaşılamıyor', '—', '25.11.2026 12:00', 'Sunucuya ulaşılamadı (alan adı bulunamadı).'],
      ['Boş Casino', 'Bağlantı yok / geçersiz', '—', '—', 'Ortaklık bağlantısı girilmemiş veya http(s) adresi değil: /git/ bağlantıları 404 döner.'],
      // The last check was of an earlier URL: its result says nothing about the current one.
      ['Eski Casino', 'Adres değişti, yeniden kontrol edin', '—', '25.11.2026 12:00', 'Son kontrolden sonra bağlantı değişti.'],
      ['Yeni Casino', 'Kontrol edilmedi', '—', '—', 'Bu bağlantı henüz kontrol edilmedi.'],
    ]);
    expect(screen.getByRole('link', { name: 'Bozuk Bet' }).getAttribute('href')).toBe(`/admin/casinos/${links[1]?.id}`);
    expect(within(panel()).getByText(/^Son kontrol: 25\.11\.2026 12:00\./).textContent).toBe(
      'Son kontrol: 25.11.2026 12:00. Bağlantılar her gün kendiliğinden de kontrol edilir.',
    );
  });

  it('warns about every casino whose /git/ link leads nowhere, naming it', async () => {
    const ftp = link('Ftp Casino', { status: 'invalid', httpStatus: null, message: 'Ortaklık bağlantısı http:// veya https:// ile başlamıyor.' }, {
      affiliateUrl: 'ftp://files.example/x',
      usable: false,
    });
    mockApi({ 'GET /api/admin/link-health': () => json(200, { checkedAt: CHECKED_AT, links: [...links, ftp] }) });
    renderCms(<LinkHealthPanel />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Boş Casino: ortaklık bağlantısı yok; ziyaretçiler /git/ bağlantısında "Sayfa bulunamadı" görür.',
      'Ftp Casino: ortaklık bağlantısı geçersiz; ziyaretçiler /git/ bağlantısında "Sayfa bulunamadı" görür.',
    ]);
  });

  it('shows no warning when every casino has a usable link, and says when nothing was checked yet', async () => {
    mockApi({ 'GET /api/admin/link-health': () => json(200, { checkedAt: null, links: [link('Yeni Casino', null)] }) });
    renderCms(<LinkHealthPanel />);
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(panel()).getByText(/kendiliğinden/).textContent).toBe('Bağlantılar her gün kendiliğinden kontrol edilir.');
  });

  it('checks every link on the button, showing progress, then the fresh results and a summary', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /api/admin/link-health': () => json(200, { checkedAt: null, links: [link('Lale Casino', null, { id: 41 })] }),
      'POST /api/admin/link-health': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderCms(<LinkHealthPanel />);
    await screen.findByRole('table');
    expect(rows()[1]).toEqual(['Lale Casino', 'Kontrol edilmedi', '—', '—', 'Bu bağlantı henüz kontrol edilmedi.']);

    await user.click(screen.getByRole('button', { name: 'Bağlantıları şimdi kontrol et' }));
    const busy = screen.getByRole('button', { name: 'Kontrol ediliyor…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(panel().getAttribute('aria-busy')).toBe('true');
    expect(within(panel()).getByRole('status').textContent).toBe('Bağlantılar kontrol ediliyor…');
    // A second press while the check runs sends nothing more.
    await user.click(busy);

    answer(json(200, { checkedAt: CHECKED_AT, links: [link('Lale Casino', {}, { id: 41 }), link('Bozuk Bet', { status: 'broken', httpStatus: 404, message: 'Sunucu 404 döndü.' })] }));
    await screen.findByText('Kontrol tamamlandı: 2 bağlantı, 1 çalışıyor, 1 sorunlu.');
    expect(rows().slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['Lale Casino', 'Çalışıyor', '200'],
      ['Bozuk Bet', 'Bozuk', '404'],
    ]);
    expect(panel().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bağlantıları şimdi kontrol et' })).not.toHaveAttribute('aria-disabled');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/admin/link-health',
      'POST /api/admin/link-health',
    ]);
  });

  it('says in Turkish when the check fails, keeping the results shown', async () => {
    mockApi({
      'GET /api/admin/link-health': () => json(200, report),
      'POST /api/admin/link-health': () => json(503, { error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor.' }),
    });
    const { user } = renderCms(<LinkHealthPanel />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Bağlantıları şimdi kontrol et' }));
    await screen.findByText('İçerik veritabanına şu anda ulaşılamıyor.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('İçerik veritabanına şu anda ulaşılamıyor.');
    expect(rows()).toHaveLength(links.length + 1);
  });

  it('says when the status cannot be loaded, and loads it again on request', async () => {
    let calls = 0;
    mockApi({
      'GET /api/admin/link-health': () => ((calls += 1) === 1 ? json(500, { error: 'server_error', message: '' }) : json(200, report)),
    });
    const { user } = renderCms(<LinkHealthPanel />);
    await screen.findByText('Bağlantı durumu yüklenemedi.');
    await user.click(screen.getByRole('button', { name: 'Bağlantı durumunu yeniden yükle' }));
    await screen.findByRole('table');
    expect(screen.queryByText('Bağlantı durumu yüklenemedi.')).toBeNull();
  });

  describe('on the casino list and its own screen', () => {
    const mockLists = (health: LinkHealthReport) =>
      mockApi({
        'GET /api/admin/session': () => json(200, session),
        'GET /api/admin/content/casinos': () => json(200, [entrySummary(1, 'Lale Casino', { position: 1 })]),
        'GET /api/admin/content/games': () => json(200, [entrySummary(2, 'Sweet Bonanza')]),
        'GET /api/admin/link-health': () => json(200, health),
      });
    const captions = () => screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent);

    it('warns above the casino list about a casino without a usable link, and leads to the link screen', async () => {
      resetAuthMemory();
      mockLists(report);
      renderAdmin('/admin/casinos');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Boş Casino: ortaklık bağlantısı yok; ziyaretçiler /git/ bağlantısında "Sayfa bulunamadı" görür.',
      ]);
      expect(within(alert).getByRole('link', { name: 'Bağlantı durumunu aç' }).getAttribute('href')).toBe('/admin/links');
      // The list is the only table there: the checks themselves are on their own screen.
      await screen.findByRole('table', { name: 'Casino Siteleri listesi' });
      expect(captions()).toEqual(['Casino Siteleri listesi']);
    });

    it('says nothing above the casino list while every link is usable', async () => {
      resetAuthMemory();
      const fetchMock = mockLists({ checkedAt: CHECKED_AT, links: [link('Lale Casino', {})] });
      renderAdmin('/admin/casinos');
      await screen.findByRole('table', { name: 'Casino Siteleri listesi' });
      await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/link-health'));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('is not asked for on the other lists', async () => {
      resetAuthMemory();
      const fetchMock = mockLists(report);
      renderAdmin('/admin/games');
      await screen.findByRole('table', { name: 'Oyunlar listesi' });
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/link-health');
    });

    it('has its own screen, Bağlantı Durumu, with the table of checks', async () => {
      resetAuthMemory();
      mockLists(report);
      renderAdmin('/admin/links');
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bağlantı Durumu');
      await screen.findByRole('table', { name: 'Ortaklık bağlantılarının son kontrolü' });
      expect(screen.getByRole('button', { name: 'Bağlantıları şimdi kontrol et' }).getAttribute('type')).toBe('button');
    });
  });
});
