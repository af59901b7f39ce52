import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { paths, siteConfig } from 'shared-data';
import { Link, Navigate, PageMeta, textFieldStyles, useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { startAuthentication } from '@simplewebauthn/browser';
import { ApiError, NetworkError, fetchSession, login, loginPasskey, loginSecondFactor } from '../../lib/api.ts';
import { passkeyFailure } from '../../lib/passkey-failure.ts';
import { useAuthStore } from '../../lib/auth-store.ts';

export const INVALID_CREDENTIALS = 'Geçersiz kullanıcı adı veya şifre.';
export const INVALID_CODE = 'Doğrulama kodu yanlış veya daha önce kullanılmış.';

function waitText(seconds = 60): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} saniye` : `${Math.ceil(seconds / 60)} dakika`;
}

/** The Turkish message for a failed login: wrong pair, too many attempts, no connection, anything else. */
export function loginErrorMessage(error: unknown, wrong = INVALID_CREDENTIALS): string {
  if (error instanceof ApiError) {
    // The second step's pass ran out: the server says so.
    if (error.status === 401 && error.body?.error === 'unauthenticated' && error.body.message) return error.body.message;
    if (error.status === 401 || error.status === 400) return wrong;
    if (error.status === 429) {
      return `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${waitText(error.retryAfterSeconds)} sonra tekrar deneyin.`;
    }
  }
  if (error instanceof NetworkError) return 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';
  return 'Giriş şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.';
}

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; text-align: center; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.colors.textMuted}; text-align: center; }
`;

const Brand = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: 600; }
  input { ${textFieldStyles} }
`;

const BackLink = styled(Link)`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * /safebetboss1: the operator's login. The server checks the pair; a remembered `auth-storage` flag
 * only makes this page first ask the server whether a session is still open, to skip the form.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const remembered = useAuthStore((s) => s.isAuthenticated);
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);
  const [checking, setChecking] = useState(remembered);
  const [sessionOpen, setSessionOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // After the password, for an account with a second factor: the code's step.
  const [secondStep, setSecondStep] = useState(false);
  const [code, setCode] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!checking) return;
    let current = true;
    fetchSession().then(
      (session) => {
        if (!current) return;
        setAuthenticated(session !== null);
        setSessionOpen(session !== null);
        setChecking(false);
      },
      () => {
        if (current) setChecking(false);
      },
    );
    return () => {
      current = false;
    };
  }, [checking, setAuthenticated]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await login({ username, password });
      setPassword('');
      if (!answer.authenticated) {
        setSecondStep(true);
        setPending(false);
        return;
      }
      setAuthenticated(true);
      navigate(paths.admin);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setPassword('');
      setPending(false);
      passwordRef.current?.focus();
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await loginSecondFactor(code);
      setAuthenticated(true);
      navigate(paths.admin);
    } catch (failure) {
      const message = loginErrorMessage(failure, INVALID_CODE);
      setError(message);
      setCode('');
      setPending(false);
      // The pass ran out: back to the password.
      if (failure instanceof ApiError && failure.body?.error === 'unauthenticated') setSecondStep(false);
      else codeRef.current?.focus();
    }
  };

  useEffect(() => {
    if (secondStep) codeRef.current?.focus();
  }, [secondStep]);

  const withPasskey = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await loginPasskey((optionsJSON: Parameters<typeof startAuthentication>[0]['optionsJSON']) => startAuthentication({ optionsJSON }));
      setAuthenticated(true);
      navigate(paths.admin);
    } catch (failure) {
      setError(failure instanceof ApiError ? loginErrorMessage(failure, failure.body?.message ?? INVALID_CREDENTIALS) : passkeyFailure(failure, 'Geçiş anahtarıyla giriş yapılamadı.'));
      setPending(false);
    }
  };

  const meta = <PageMeta title="Admin Paneli" description="SafeBet yönetim paneline giriş." noindex />;
  if (sessionOpen) return <Navigate to={paths.admin} replace />;
  if (checking) {
    return (
      <StatusScreen>
        {meta}
        <p role="status">Oturum kontrol ediliyor…</p>
      </StatusScreen>
    );
  }
  return (
    <Main id="admin-main">
      {meta}
      <Card>
        <Brand>{siteConfig.adminBrand}</Brand>
        <h1>Admin Paneli</h1>
        <h2 id={`${id}-title`}>Giriş Yap</h2>
        {error && <AlertBox role="alert">{error}</AlertBox>}
        {secondStep ? (
          <Form aria-labelledby={`${id}-title`} onSubmit={(event) => void submitCode(event)} noValidate>
            <p id={`${id}-code-hint`}>
              Kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da yedek kodlarınızdan birini girin.
            </p>
            <Field>
              <label htmlFor={`${id}-code`}>Doğrulama kodu</label>
              <input
                id={`${id}-code`}
                ref={codeRef}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                aria-describedby={`${id}-code-hint`}
                aria-invalid={error === INVALID_CODE || undefined}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
              Doğrula
            </PrimaryButton>
          </Form>
        ) : (
          <Form aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
            <Field>
              <label htmlFor={`${id}-username`}>Kullanıcı Adı</label>
              <input
                id={`${id}-username`}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                aria-invalid={error === INVALID_CREDENTIALS || undefined}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-password`}>Şifre</label>
              <input
                id={`${id}-password`}
                ref={passwordRef}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={error === INVALID_CREDENTIALS || undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
              Giriş Yap
            </PrimaryButton>
            <SecondaryButton type="button" disabled={pending} onClick={() => void withPasskey()}>
              Geçiş anahtarı kullan
            </SecondaryButton>
          </Form>
        )}
        <BackLink to={paths.home}>← Siteye dön</BackLink>
      </Card>
    </Main>
  );
}
