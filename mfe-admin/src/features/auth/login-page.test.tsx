import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';

beforeEach(resetAuthMemory);
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(user: ReturnType<typeof renderAdmin>['user'], username: string, password: string) {
  await user.type(screen.getByLabelText('Kullanıcı Adı'), username);
  await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('LoginPage', () => {
  it('shows the title, the subtitle, two labelled fields and the submit button, and asks nothing of the server', () => {
    const fetchMock = mockApi({});
    renderAdmin('/safebetboss1');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Şifre')).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toBe('Admin Paneli | SafeBet');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the pair as JSON; a refusal shows the red alert above the form and keeps the operator there', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/login': () => json(401, { error: 'invalid_credentials', message: 'x' }),
    });
    const { user, history } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'yanlış-parola');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Geçersiz kullanıcı adı veya şifre.');
    // Above the form: the alert precedes the username field in document order.
    expect(alert.compareDocumentPosition(screen.getByLabelText('Kullanıcı Adı')) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(history.location.pathname).toBe('/safebetboss1');
    expect(screen.getByLabelText('Şifre')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveProperty('value', 'operator');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'operator', password: 'yanlış-parola' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('says in Turkish when to try again after too many attempts', async () => {
    mockApi({
      'POST /api/admin/login': () => json(429, { error: 'too_many_attempts', message: 'x', retryAfterSeconds: 840 }),
    });
    const { user } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 14 dakika sonra tekrar deneyin.',
    );
  });

  it('says in Turkish when the server cannot be reached', async () => {
    mockApi({
      'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    );
  });

  it('goes to /admin after a successful login and remembers it in auth-storage', async () => {
    mockApi({
      'POST /api/admin/login': () => json(200, session),
      'GET /api/admin/session': () => json(200, session),
      ...overviewApi,
    });
    const { user, history } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'doğru-parola');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}')).toEqual({ state: { isAuthenticated: true }, version: 0 });
  });

  it('with a remembered login, skips the form only when the server confirms the session', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      ...overviewApi,
    });
    const { history } = renderAdmin('/safebetboss1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
  });

  it('with a remembered login but no session on the server, shows the form and forgets the flag', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    mockApi({ 'GET /api/admin/session': () => json(401, { error: 'unauthenticated', message: 'x' }) });
    renderAdmin('/safebetboss1');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });

  it('asks an account with a second factor for its code after the password, and signs in with it', async () => {
    let sessionOpen = false;
    const fetchMock = mockApi({
      'POST /api/admin/login': () => json(200, { authenticated: false, secondFactor: 'totp' }),
      'POST /api/admin/login/second-factor': (init) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '123456') return json(401, { error: 'invalid_credentials', message: 'x' });
        sessionOpen = true;
        return json(200, session);
      },
      'GET /api/admin/session': () => (sessionOpen ? json(200, session) : json(401, { error: 'unauthenticated', message: 'x' })),
      ...overviewApi,
    });
    const { user, history } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'doğru-parola');
    const field = await screen.findByLabelText('Doğrulama kodu');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription('Kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da yedek kodlarınızdan birini girin.');
    // The password step granted nothing: the operator is still on the login page.
    expect(history.location.pathname).toBe('/safebetboss1');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Doğrulama kodu yanlış veya daha önce kullanılmış.');
    expect(screen.getByLabelText('Doğrulama kodu')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login/second-factor'))).toHaveLength(2);
  });

  it('goes back to the password when the second step has run out', async () => {
    mockApi({
      'POST /api/admin/login': () => json(200, { authenticated: false, secondFactor: 'totp' }),
      'POST /api/admin/login/second-factor': () =>
        json(401, { error: 'unauthenticated', message: 'Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.' }),
    });
    const { user } = renderAdmin('/safebetboss1');
    await fillAndSubmit(user, 'operator', 'doğru-parola');
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.');
    expect(screen.getByLabelText('Şifre')).toBeVisible();
  });
});
