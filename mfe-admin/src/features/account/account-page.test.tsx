import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary, TwoFactorStatus } from '../../../server/contract.ts';
import { SessionContext } from '../../lib/session-context.ts';
import { renderCms } from '../../cms-test-utils.tsx';
import { json, mockApi } from '../../test-utils.tsx';
import { AccountPage } from './account-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// 07:15 and 09:40 UTC on 1 March 2026 are 10:15 and 12:40 in Istanbul (UTC+3, no summer time).
const laptop: SessionSummary = {
  id: 'laptop-handle', startedAt: Date.UTC(2026, 2, 1, 7, 15), lastUsedAt: Date.UTC(2026, 2, 1, 9, 40),
  device: 'Firefox · Windows', address: '203.0.x.x', current: true,
};
const phone: SessionSummary = {
  id: 'phone-handle', startedAt: Date.UTC(2026, 1, 27, 18, 5), lastUsedAt: Date.UTC(2026, 1, 28, 21, 0),
  device: 'Chrome · Android · telefon', address: '198.51.x.x', current: false,
};
const tablet: SessionSummary = { ...phone, id: 'tablet-handle', device: 'Safari · iOS · tablet', address: '' };

const twoFactorOff: TwoFactorStatus = { available: true, enabled: false, enabledAt: null, backupCodesLeft: 0, required: false };
const twoFactorApi = {
  'GET /api/admin/account/two-factor': () => json(200, twoFactorOff),
  'GET /api/admin/account/passkeys': () => json(200, []),
};

function mockSessions(initial: SessionSummary[]) {
  const state = { items: initial };
  const fetchMock = mockApi({
    ...twoFactorApi,
    'GET /api/admin/sessions': () => json(200, { items: state.items }),
    'DELETE /api/admin/sessions/phone-handle': () => {
      state.items = state.items.filter((item) => item.id !== 'phone-handle');
      return new Response(null, { status: 204 });
    },
    'POST /api/admin/sessions/end-others': () => {
      const ended = state.items.filter((item) => !item.current).length;
      state.items = state.items.filter((item) => item.current);
      return json(200, { ended });
    },
  });
  return { state, fetchMock };
}

const table = () => screen.findByRole('table', { name: 'Açık oturumlar' });
/** A session's 'Oturumu kapat', described by its device. */
const endButton = (device: string) => screen.getByRole('button', { name: 'Oturumu kapat', description: device });
const findEndButton = (device: string) => screen.findByRole('button', { name: 'Oturumu kapat', description: device });
const rowTexts = async () => [...within(await table()).getAllByRole('row')].slice(1).map((row) => [...row.children].map((cell) => cell.textContent));

describe('AccountPage', () => {
  it("lists the account's sessions with Istanbul times, marks this one, and offers to end only the others", async () => {
    mockSessions([laptop, phone, tablet]);
    renderCms(<AccountPage />, '/admin/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Oturumlar' })).toBeVisible();
    expect(await rowTexts()).toEqual([
      ['01.03.2026 10:15', '01.03.2026 12:40', 'Firefox · Windows (bu oturum)', '203.0.x.x', '—'],
      ['27.02.2026 21:05', '01.03.2026 00:00', 'Chrome · Android · telefon', '198.51.x.x', 'Oturumu kapat'],
      ['27.02.2026 21:05', '01.03.2026 00:00', 'Safari · iOS · tablet', '—', 'Oturumu kapat'],
    ]);
    expect(endButton('Chrome · Android · telefon')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Diğer tüm oturumları kapat' })).toBeEnabled();
  });

  it('ends one session and lists what is left', async () => {
    const { fetchMock } = mockSessions([laptop, phone, tablet]);
    const { user } = renderCms(<AccountPage />, '/admin/account');
    await user.click(await findEndButton('Chrome · Android · telefon'));
    expect(await screen.findByText('Chrome · Android · telefon oturumu kapatıldı.')).toBeVisible();
    await vi.waitFor(async () => expect((await rowTexts()).map((cells) => cells[2])).toEqual(['Firefox · Windows (bu oturum)', 'Safari · iOS · tablet']));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/sessions/phone-handle') && init?.method === 'DELETE')).toBe(true);
  });

  it('ends every other session at once, and says how many', async () => {
    mockSessions([laptop, phone, tablet]);
    const { user } = renderCms(<AccountPage />, '/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Diğer tüm oturumları kapat' }));
    expect(await screen.findByText('2 oturum kapatıldı; yalnızca bu oturum açık.')).toBeVisible();
    await vi.waitFor(async () => expect(await rowTexts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Diğer tüm oturumları kapat' })).toBeDisabled();
  });

  it('says in Turkish when ending a session fails, and keeps the list', async () => {
    mockApi({
      ...twoFactorApi,
      'GET /api/admin/sessions': () => json(200, { items: [laptop, phone] }),
      'DELETE /api/admin/sessions/phone-handle': () => json(503, { error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.' }),
    });
    const { user } = renderCms(<AccountPage />, '/admin/account');
    await user.click(await findEndButton('Chrome · Android · telefon'));
    expect(await screen.findByRole('alert')).toHaveTextContent('İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.');
    expect(await rowTexts()).toHaveLength(2);
  });

  describe('Şifre değiştir', () => {
    const form = () => within(screen.getByRole('form', { name: 'Şifre değiştir' }));

    it('sends the current and the new password, clears the fields, says the other sessions ended and lists what is left', async () => {
      const state = { items: [laptop, phone] };
      const put = vi.fn((_init?: RequestInit) => {
        state.items = [laptop];
        return json(200, { endedSessions: 1 });
      });
      mockApi({
        ...twoFactorApi,
        'GET /api/admin/sessions': () => json(200, { items: state.items }),
        'PUT /api/admin/account/password': (init) => put(init),
      });
      const { user } = renderCms(<AccountPage />, '/admin/account');
      await table();
      expect([form().getByLabelText('Mevcut şifre').getAttribute('autocomplete'), form().getByLabelText('Yeni şifre').getAttribute('autocomplete')]).toEqual([
        'current-password',
        'new-password',
      ]);
      await user.type(form().getByLabelText('Mevcut şifre'), 'eski-uzun-şifre');
      await user.type(form().getByLabelText('Yeni şifre'), 'yeni-uzun-şifre-1');
      await user.type(form().getByLabelText('Yeni şifre (tekrar)'), 'yeni-uzun-şifre-1');
      await user.click(form().getByRole('button', { name: 'Şifreyi değiştir' }));
      expect(await screen.findByText('Şifreniz değiştirildi; diğer 1 oturumunuz kapatıldı.')).toBeVisible();
      expect(JSON.parse(String(put.mock.calls[0]?.[0]?.body))).toEqual({ currentPassword: 'eski-uzun-şifre', newPassword: 'yeni-uzun-şifre-1' });
      expect(form().getByLabelText('Mevcut şifre')).toHaveProperty('value', '');
      await vi.waitFor(async () => expect(await rowTexts()).toHaveLength(1));
    });

    it('refuses a repeat that differs before sending anything, and shows the server\'s refusal beside its field', async () => {
      const put = vi.fn(() =>
        json(400, { error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors: { currentPassword: 'Mevcut şifre yanlış.' } }),
      );
      mockApi({ ...twoFactorApi, 'GET /api/admin/sessions': () => json(200, { items: [laptop] }), 'PUT /api/admin/account/password': () => put() });
      const { user } = renderCms(<AccountPage />, '/admin/account');
      await table();
      await user.type(form().getByLabelText('Mevcut şifre'), 'yanlış-şifre-uzun');
      await user.type(form().getByLabelText('Yeni şifre'), 'yeni-uzun-şifre-1');
      await user.type(form().getByLabelText('Yeni şifre (tekrar)'), 'yeni-uzun-şifre-2');
      await user.click(form().getByRole('button', { name: 'Şifreyi değiştir' }));
      expect(form().getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Yeni şifre ile tekrarı aynı değil.');
      expect(form().getByLabelText('Yeni şifre (tekrar)')).toHaveFocus();
      expect(put).not.toHaveBeenCalled();
      await user.clear(form().getByLabelText('Yeni şifre (tekrar)'));
      await user.type(form().getByLabelText('Yeni şifre (tekrar)'), 'yeni-uzun-şifre-1');
      await user.click(form().getByRole('button', { name: 'Şifreyi değiştir' }));
      await vi.waitFor(() => expect(form().getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış.'));
      expect(form().getByLabelText('Mevcut şifre')).toHaveFocus();
      expect(put).toHaveBeenCalledTimes(1);
    });
  });

  describe('İki adımlı doğrulama', () => {
    const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/SafeBet:elif?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
    const codes = ['ABCDE-FGHJK', 'MNPQR-STVWX', '01234-56789'];

    it('enrols: the QR code and the key, a first code, then the backup codes once', async () => {
      const state = { status: twoFactorOff };
      const confirm = vi.fn((init?: RequestInit) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '123456') return json(400, { error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors: { code: 'Kod doğrulanamadı. Uygulamadaki güncel 6 haneli kodu girin.' } });
        state.status = { ...twoFactorOff, enabled: true, enabledAt: '2026-03-01T07:15:00Z', backupCodesLeft: 3 };
        return json(200, { backupCodes: codes });
      });
      mockApi({
        ...twoFactorApi,
        'GET /api/admin/account/two-factor': () => json(200, state.status),
        'POST /api/admin/account/two-factor/setup': () => json(200, setup),
        'POST /api/admin/account/two-factor/confirm': (init) => confirm(init),
        'GET /api/admin/sessions': () => json(200, { items: [laptop] }),
      });
      const { user } = renderCms(<AccountPage />, '/admin/account');
      expect(screen.getByRole('heading', { level: 2, name: 'İki adımlı doğrulama' })).toBeVisible();
      await user.click(await screen.findByRole('button', { name: 'Kurulumu başlat' }));
      expect(await screen.findByRole('img', { name: 'İki adımlı doğrulama kurulumunun QR kodu' })).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`);
      expect(screen.getByLabelText('Kurulum anahtarı')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
      await user.type(screen.getByLabelText('Uygulamadaki kod'), '000000');
      await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
      await vi.waitFor(() => expect(screen.getByLabelText('Uygulamadaki kod')).toHaveAccessibleDescription('Kod doğrulanamadı. Uygulamadaki güncel 6 haneli kodu girin.'));
      await user.clear(screen.getByLabelText('Uygulamadaki kod'));
      await user.type(screen.getByLabelText('Uygulamadaki kod'), '123456');
      await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
      const list = await screen.findByRole('list', { name: 'Yedek kodlar' });
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
      expect(await screen.findByText(/Kalan yedek kod: 3/)).toBeVisible();
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('says why nobody can enrol when the server has no key', async () => {
      mockApi({
        ...twoFactorApi,
        'GET /api/admin/account/two-factor': () => json(200, { ...twoFactorOff, available: false }),
        'GET /api/admin/sessions': () => json(200, { items: [laptop] }),
      });
      renderCms(<AccountPage />, '/admin/account');
      expect(await screen.findByText(/TWO_FACTOR_KEY ayarlı değil/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Kurulumu başlat' })).toBeNull();
    });

    it('shows only the enrolment to an account its role sends here, then the way on', async () => {
      mockApi({
        'GET /api/admin/account/two-factor': () => json(200, { ...twoFactorOff, required: true }),
        'POST /api/admin/account/two-factor/setup': () => json(200, setup),
        'POST /api/admin/account/two-factor/confirm': () => json(200, { backupCodes: codes }),
      });
      const session = { authenticated: true as const, username: 'elif', role: 'editor' as const, expiresAt: Date.now() + 3_600_000, mustEnrol: true };
      const { user } = renderCms(
        <SessionContext.Provider value={{ session, sessionEnded: () => undefined }}>
          <AccountPage />
        </SessionContext.Provider>,
        '/admin/account',
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Rolünüz için iki adımlı doğrulama zorunlu.');
      expect(screen.queryByRole('heading', { name: 'Oturumlar' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Şifre değiştir' })).toBeNull();
      await user.click(await screen.findByRole('button', { name: 'Kurulumu başlat' }));
      await user.type(await screen.findByLabelText('Uygulamadaki kod'), '123456');
      await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
      expect(await screen.findByRole('link', { name: 'Yönetim paneline devam et' })).toHaveAttribute('href', '/admin');
    });
  });

  describe('Geçiş anahtarları', () => {
    const laptopKey = { id: 'cred-1', name: 'İş bilgisayarı', createdAt: '2026-03-01T07:15:00Z', lastUsedAt: null };

    it('lists the passkeys and removes one', async () => {
      const state = { passkeys: [laptopKey] };
      mockApi({
        ...twoFactorApi,
        'GET /api/admin/account/passkeys': () => json(200, state.passkeys),
        'DELETE /api/admin/account/passkeys/cred-1': () => {
          state.passkeys = [];
          return new Response(null, { status: 204 });
        },
        'GET /api/admin/sessions': () => json(200, { items: [laptop] }),
      });
      const { user } = renderCms(<AccountPage />, '/admin/account');
      const list = await screen.findByRole('table', { name: 'Geçiş anahtarlarınız' });
      expect(within(list).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ['Ad', 'Eklenme', 'Son kullanım', 'İşlem'],
        ['İş bilgisayarı', '01.03.2026 10:15', '—', 'Kaldır'],
      ]);
      await user.click(within(list).getByRole('button', { name: 'Kaldır', description: 'İş bilgisayarı' }));
      expect(await screen.findByText('İş bilgisayarı kaldırıldı.')).toBeVisible();
      expect(await screen.findByText('Henüz geçiş anahtarı yok.')).toBeVisible();
    });

    it('says so in Turkish when the browser cannot make a passkey', async () => {
      mockApi({
        ...twoFactorApi,
        'POST /api/admin/account/passkeys/options': () =>
          json(200, { challenge: 'Y2hhbGxlbmdl', rp: { name: 'SafeBet Yönetim', id: 'localhost' }, user: { id: 'ZWxpZg', name: 'elif', displayName: '' }, pubKeyCredParams: [{ alg: -7, type: 'public-key' }] }),
        'GET /api/admin/sessions': () => json(200, { items: [laptop] }),
      });
      const { user } = renderCms(<AccountPage />, '/admin/account');
      await user.click(await screen.findByRole('button', { name: 'Geçiş anahtarı ekle' }));
      // jsdom has no WebAuthn, as an old browser would not.
      expect(await screen.findByRole('alert')).toHaveTextContent('Bu tarayıcı geçiş anahtarlarını desteklemiyor.');
    });
  });
});
