import { isInaccessible } from '@testing-library/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION } from '../../components/unsaved-changes.tsx';
import {
  descriptionOf,
  entryDocument,
  entrySummary,
  json,
  mockApi,
  renderAdmin,
  resetAuthMemory,
  sentBody,
  session,
} from '../../test-utils.tsx';

const gameValues = {
  name: 'Kızılay Sultanı',
  slug: 'kizilay-sultani',
  status: 'published',
  publishAt: '2024-07-01T12:00',
  providerId: '3',
  type: 'slot',
  rtp: '96,5',
  volatility: 'Yüksek',
  features: 'Bedava Dönüş\nÇarpan',
  theme: 'Osmanlı',
  year: '2024',
  maxWin: '5.000x',
  coverUrl: '/images/games/kizilay_cover.webp',
  bodyMd: '## Oynanış\n\nMetin.',
};
const game = entryDocument(5, gameValues, { publicPath: '/oyunlar/pragmatic-play/kizilay-sultani' });
const providers = [entrySummary(3, 'Pragmatic Play'), entrySummary(4, 'NetEnt')];
const preview = () => json(200, { html: '<h2>Oynanış</h2>', warnings: [] });

let fetchMock: ReturnType<typeof mockApi>;
const routes = (extra: Record<string, Parameters<typeof mockApi>[0][string]>) => {
  fetchMock = mockApi({
    'GET /api/admin/session': () => json(200, session),
    'GET /api/admin/content/games/5': () => json(200, game),
    'GET /api/admin/content/providers': () => json(200, providers),
    'POST /api/admin/preview': preview,
    ...extra,
  });
};
/** Saves only: the Markdown preview's POSTs are left out. */
const writes = () => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') !== 'GET' && !String(url).endsWith('/preview'));

beforeEach(() => {
  resetAuthMemory();
  routes({});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EntryFormPage: checks before saving', () => {
  it('shows the shared schema’s messages by the fields, focuses the first, and calls no API', async () => {
    const { user } = renderAdmin('/admin/blog/yeni');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeni blog yazısı' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByRole('alert').textContent).toBe('Formda düzeltilmesi gereken alanlar var.');
    expect(field('Başlık').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Başlık'))).toContain('Başlık boş bırakılamaz.');
    expect(descriptionOf(field('Yazı tarihi'))).toContain('Yazı tarihi boş bırakılamaz.');
    expect(descriptionOf(field('Yazı metni'))).toContain('Yazı metni boş bırakılamaz.');
    // The author starts filled in, so it has no message.
    expect(field('Yazar').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Başlık'));
    expect(writes()).toEqual([]);
  });

  it('shows the slug the title makes while the slug field is empty', async () => {
    const { user } = renderAdmin('/admin/blog/yeni');
    await user.type(await screen.findByLabelText('Başlık'), 'Çevrim Şartı Nedir?');
    expect(descriptionOf(field('Kısa ad'))).toContain('Kullanılacak kısa ad: cevrim-sarti-nedir');
    await user.type(field('Kısa ad'), 'cevrim');
    expect(screen.queryByText(/Kullanılacak kısa ad/)).toBeNull();
  });

  it('reads numbers typed with a decimal comma in plain text fields', async () => {
    const { user } = renderAdmin('/admin/games/5');
    const rtp = await screen.findByLabelText('RTP');
    expect([rtp.getAttribute('type'), rtp.getAttribute('inputmode')]).toEqual(['text', 'decimal']);
    await user.clear(rtp);
    await user.type(rtp, '100,01');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(descriptionOf(rtp)).toContain('RTP en fazla 100 olabilir.');
    expect(document.activeElement).toBe(rtp);
    expect(writes()).toEqual([]);
  });
});

describe('EntryFormPage: saving', () => {
  it('creates an entry, says so, links the public page and moves to the entry’s address', async () => {
    routes({
      // As the server answers: what was sent, with the slug it made from the title.
      'POST /api/admin/content/blog': (init) => {
        const { values } = sentBody(init) as { values: Record<string, string> };
        const entry = entryDocument(42, { ...values, slug: 'cevrim-sarti-nedir' }, { version: 1, publicPath: '/blog/cevrim-sarti-nedir' });
        return json(201, { entry, warnings: ['İç bağlantı bulunamadı: /blog/yok'] });
      },
    });
    const { user, history } = renderAdmin('/admin/blog/yeni');
    await user.type(await screen.findByLabelText('Başlık'), 'Çevrim Şartı Nedir?');
    await user.type(field('Özet'), 'Kısa özet.');
    await user.type(field('Kapak görseli'), '/images/blog/cevrim.webp');
    fireEvent.change(field('Yazı tarihi'), { target: { value: '2024-08-01' } });
    await user.type(field('Yazı metni'), 'Metin.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Kaydedildi.')).toBeInTheDocument();
    const [[, init]] = writes() as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      values: expect.objectContaining({ title: 'Çevrim Şartı Nedir?', slug: '', postedOn: '2024-08-01', status: 'draft', publishAt: '' }),
    });
    expect(screen.getByRole('link', { name: 'Sitede görüntüle' }).getAttribute('href')).toBe('/blog/cevrim-sarti-nedir');
    expect(isInaccessible(screen.getByText('İç bağlantı bulunamadı: /blog/yok'))).toBe(false);
    await waitFor(() => expect(history.location.pathname).toBe('/admin/blog/42'));
    expect(history.action).toBe('REPLACE');
    // Announced to a screen reader as well as shown.
    expect(screen.getByText('Kaydedildi.').getAttribute('role')).toBe('status');
    expect(field('Kısa ad').value).toBe('cevrim-sarti-nedir');
    expect(field('Başlık').value).toBe('Çevrim Şartı Nedir?');
    // The saved entry is the form's entry now: no second load, and nothing unsaved.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/content/blog/42')).toBe(false);
  });

  it('puts the server’s 400 messages by their fields', async () => {
    routes({
      'PUT /api/admin/content/games/5': () =>
        json(400, { error: 'invalid', message: 'Geçersiz.', fieldErrors: { slug: 'Bu kısa ad başka bir oyunda kullanılıyor.' } }),
    });
    const { user } = renderAdmin('/admin/games/5');
    await user.click(await screen.findByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(descriptionOf(field('Kısa ad'))).toContain('Bu kısa ad başka bir oyunda kullanılıyor.'));
    expect(field('Kısa ad').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Kısa ad'));
    expect(screen.getByRole('alert').textContent).toBe('Formda düzeltilmesi gereken alanlar var.');
    const [[, init]] = writes() as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ version: 3, values: gameValues });
  });
});

describe('EntryFormPage: someone else saved meanwhile (409)', () => {
  const message = 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.';
  const theirs = entryDocument(5, { ...gameValues, rtp: '95,8', theme: 'Mısır' }, { version: 4 });
  const conflict = () => json(409, { error: 'conflict', message, current: theirs, changedFields: ['rtp', 'theme'] });

  it('keeps the typed values, marks what changed, and saves mine over the new version', async () => {
    const puts: unknown[] = [];
    routes({
      'PUT /api/admin/content/games/5': (init) => {
        puts.push(sentBody(init));
        return puts.length === 1 ? conflict() : json(200, { entry: { ...theirs, version: 5, values: { ...gameValues, rtp: '97' } }, warnings: [] });
      },
    });
    const { user } = renderAdmin('/admin/games/5');
    const rtp = await screen.findByLabelText('RTP');
    await user.clear(rtp);
    await user.type(rtp, '97');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field('RTP').value).toBe('97');
    expect(descriptionOf(field('RTP'))).toContain('Bu alan başka biri tarafından değiştirildi: "95,8"');
    expect(descriptionOf(field('Tema'))).toContain('Bu alan başka biri tarafından değiştirildi: "Mısır"');
    expect(descriptionOf(field('Oyun adı'))).not.toContain('değiştirildi');

    await user.click(screen.getByRole('button', { name: 'Benimkini yine de kaydet' }));
    expect(await screen.findByText('Kaydedildi.')).toBeInTheDocument();
    expect(puts).toEqual([
      { version: 3, values: { ...gameValues, rtp: '97' } },
      { version: 4, values: { ...gameValues, rtp: '97' } },
    ]);
    expect(screen.queryByText(/başka biri tarafından değiştirildi:/)).toBeNull();
  });

  it('loads their version instead, dropping the typed values', async () => {
    routes({ 'PUT /api/admin/content/games/5': conflict, 'GET /api/admin/content/games': () => json(200, []) });
    const { user, history } = renderAdmin('/admin/games/5');
    const rtp = await screen.findByLabelText('RTP');
    await user.clear(rtp);
    await user.type(rtp, '97');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await user.click(await screen.findByRole('button', { name: 'Onların sürümünü yükle' }));
    expect(field('RTP').value).toBe('95,8');
    expect(field('Tema').value).toBe('Mısır');
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing is unsaved any more, so leaving does not ask.
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(history.location.pathname).toBe('/admin/games');
  });
});

describe('EntryFormPage: unsaved changes', () => {
  it('asks before in-app navigation drops them, and the browser asks before unloading', async () => {
    routes({ 'GET /api/admin/content/blog': () => json(200, []) });
    const { user, history } = renderAdmin('/admin/games/5');
    await user.type(await screen.findByLabelText('Tema'), ' dönemi');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const nav = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    await user.click(nav.getByRole('link', { name: 'Blog' }));
    const dialog = within(screen.getByRole('dialog', { name: LEAVE_QUESTION }));
    expect(screen.getByRole('dialog', { name: LEAVE_QUESTION }).textContent).toContain('Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?');
    await user.click(dialog.getByRole('button', { name: 'Kal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.pathname).toBe('/admin/games/5');
    expect(field('Tema').value).toBe('Osmanlı dönemi');

    await user.click(nav.getByRole('link', { name: 'Blog' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ayrıl' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/blog');
  });

  it('leaves at once when nothing changed', async () => {
    routes({ 'GET /api/admin/content/games': () => json(200, []) });
    const { user, history } = renderAdmin('/admin/games/5');
    await user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.pathname).toBe('/admin/games');
  });
});
