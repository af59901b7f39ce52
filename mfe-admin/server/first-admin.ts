/**
 * The first admin on a fresh machine. When no admin is configured in the environment and the
 * database holds no account, the server makes a random token at start and prints a one-time address,
 * `/kurulum/<token>`: a small Turkish page, served here without any script, where the operator creates the first
 * admin account. The token lives only in this process's memory as its SHA-256, for an hour, and is spent by the
 * first account made: after that, after an hour, after a restart, or for any other token the address answers 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { paths } from 'shared-data';
import type { AdminSecrets } from '@shared-data/server';
import type { Store } from '@shared-data/store';
import { createFirstAdmin, hasAccounts } from '@shared-data/store/cms';
import { hashPassword, passwordProblem, typedUsername, USERNAME_PATTERN, usernameMessages } from './credentials.ts';
import { isCrossSiteWrite } from './same-origin.ts';

/** Where the page is mounted, at the site's root: `/kurulum/<token>`. */
export const firstAdminPrefix = '/kurulum';

export const SETUP_LIFETIME_MS = 60 * 60_000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The one-time token: only its hash is kept. `open` until a request claims it to create the account, `spent` once
 * the account exists (or was found to exist). A claimed token answers 404 to everyone else, so of two POSTs at once
 * only one goes on to create an account.
 */
export class SetupGate {
  private state: 'open' | 'claimed' | 'spent' = 'open';
  private readonly hash: Buffer;
  readonly expiresAt: number;

  constructor(token: string, private readonly now: () => number, lifetimeMs = SETUP_LIFETIME_MS) {
    this.hash = digest(token);
    this.expiresAt = now() + lifetimeMs;
  }

  /** Whether `candidate` is the token, still unspent and unexpired; compared in constant time. */
  accepts(candidate: string): boolean {
    const matches = timingSafeEqual(digest(candidate), this.hash);
    return matches && this.state === 'open' && this.now() < this.expiresAt;
  }

  /** Takes the token for one account creation; false when another request holds it or it is no longer valid. */
  claim(candidate: string): boolean {
    if (!this.accepts(candidate)) return false;
    this.state = 'claimed';
    return true;
  }

  /** Gives a claimed token back (the creation failed for a reason that is not the operator's). */
  release(): void {
    if (this.state === 'claimed') this.state = 'open';
  }

  spend(): void {
    this.state = 'spent';
  }
}

export interface FirstAdminSetup {
  /** The random token (43 base64url characters): printed once, then kept only as its hash in `gate`. */
  token: string;
  gate: SetupGate;
}

/** Whether the environment names the first admin (a username with a password or a hash). */
function environmentAdmin(secrets: AdminSecrets): boolean {
  return Boolean(secrets.username?.trim() && (secrets.password || secrets.passwordHash?.trim()));
}

/**
 * A one-time setup token when nobody can sign in yet: no admin in the environment, a database, and no account in
 * it. Otherwise null, and the setup address answers 404.
 */
export async function prepareFirstAdminSetup(options: {
  store?: Store;
  admin: AdminSecrets;
  now?: () => number;
  lifetimeMs?: number;
}): Promise<FirstAdminSetup | null> {
  if (!options.store || environmentAdmin(options.admin)) return null;
  if (await hasAccounts(options.store.db)) return null;
  const token = randomBytes(32).toString('base64url');
  return { token, gate: new SetupGate(token, options.now ?? Date.now, options.lifetimeMs) };
}

/** The line the server prints at start, with the address the operator opens (`origin` like http://localhost:4173). */
export function setupAnnouncement(origin: string, token: string): string {
  return `SafeBet: no admin account yet. Create the first one within an hour at ${origin}${firstAdminPrefix}/${token}`;
}

export interface FirstAdminOptions {
  store?: Store;
  /** The token made at start, or null/undefined when there is nothing to set up (every address answers 404). */
  setup?: FirstAdminSetup | null;
}

const texts = {
  title: 'İlk yönetici hesabı',
  intro:
    'Bu sunucuda henüz yönetici hesabı yok. Aşağıdaki formla ilk yönetici hesabını oluşturun. Bu adres tek kullanımlıktır: hesap oluşturulunca, bir saat dolunca ya da sunucu yeniden başlatılınca geçersiz olur.',
  username: 'Kullanıcı adı',
  usernameHint: '3–40 karakter: küçük harf (a-z), rakam, nokta, alt çizgi ve tire.',
  password: 'Şifre',
  passwordHint: 'En az 12 karakter.',
  passwordAgain: 'Şifre (tekrar)',
  submit: 'Hesabı oluştur',
  invalid: 'Hesap oluşturulamadı. Lütfen işaretli alanları düzeltin.',
  mismatch: 'İki şifre aynı değil.',
  againMissing: 'Şifreyi tekrar yazın.',
  done: 'Yönetici hesabı oluşturuldu',
  doneText: (username: string) => `“${username}” hesabıyla giriş yapabilirsiniz. Bu kurulum adresi artık geçersiz.`,
  signIn: 'Giriş sayfasına git',
  crossSite: 'Bu istek başka bir siteden geldiği için reddedildi.',
} as const;

export const firstAdminMessages = {
  usernameFormat: usernameMessages.format,
  mismatch: texts.mismatch,
  againMissing: texts.againMissing,
  invalid: texts.invalid,
} as const;

type Field = 'username' | 'password' | 'passwordAgain';
type FieldErrors = Partial<Record<Field, string>>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1d23;line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin-top:0}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #6b7280;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{margin:.25rem 0 0;font-size:.9rem;color:#4b5563}
.error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;cursor:pointer}
a{color:#1d4ed8}`;

/**
 * The page's referrer policy is `strict-origin`: the address holds the token, and a request the page starts (its link
 * to the login page) names only the origin. Not `no-referrer`, which would make the form's Origin `null`, a
 * cross-site write to the same-origin check.
 */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)} – SafeBet</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function field(name: Field, label: string, input: string, hint: string | null, error: string | undefined): string {
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ');
  const attributes = `id="${name}" name="${name}" required${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return [
    `<label for="${name}">${escapeHtml(label)}</label>`,
    `<input ${attributes} ${input}>`,
    hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : '',
    error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '',
  ].filter(Boolean).join('\n');
}

/** The form, with the username typed kept and the passwords never written back. */
function formPage(username: string, errors: FieldErrors): string {
  const summary = Object.keys(errors).length > 0 ? `<p class="error" role="alert">${escapeHtml(texts.invalid)}</p>\n` : '';
  return page(
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${summary}<form method="post">
${field('username', texts.username, `type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="40" value="${escapeHtml(username)}"`, texts.usernameHint, errors.username)}
${field('password', texts.password, 'type="password" autocomplete="new-password" minlength="12" maxlength="1024"', texts.passwordHint, errors.password)}
${field('passwordAgain', texts.passwordAgain, 'type="password" autocomplete="new-password" maxlength="1024"', null, errors.passwordAgain)}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`,
  );
}

function donePage(username: string): string {
  return page(
    texts.done,
    `<h1>${escapeHtml(texts.done)}</h1>
<p>${escapeHtml(texts.doneText(username))}</p>
<p><a href="${paths.adminLogin}">${escapeHtml(texts.signIn)}</a></p>`,
  );
}

/** What the form's fields say is wrong, in Turkish, by field; empty when the account can be made. */
export function setupFieldErrors(fields: { username: string; password: string; passwordAgain: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!USERNAME_PATTERN.test(fields.username)) errors.username = usernameMessages.format;
  const passwordMessage = passwordProblem(fields.password);
  if (passwordMessage) errors.password = passwordMessage;
  else if (fields.passwordAgain === '') errors.passwordAgain = texts.againMissing;
  else if (fields.passwordAgain !== fields.password) errors.passwordAgain = texts.mismatch;
  return errors;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

export const firstAdminSetup: FastifyPluginAsync<FirstAdminOptions> = async (app, options) => {
  const setup = options.setup ?? null;
  const store = options.store;

  if (!app.hasContentTypeParser(FORM_TYPE)) {
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
      done(null, new URLSearchParams(String(body)));
    });
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    // Over the site's strict-origin-when-cross-origin (set by the parent's hook, which runs first): see page().
    reply.header('Referrer-Policy', 'strict-origin');
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  /** The site's own 404 (the page of any unknown address), for a wrong, spent or expired token. */
  const notFound = (reply: FastifyReply) => reply.callNotFound();

  /** The token of the address when it still opens the page, with no account made meanwhile (another process). */
  async function live(request: FastifyRequest<{ Params: { token: string } }>): Promise<boolean> {
    if (!setup || !store || !setup.gate.accepts(request.params.token)) return false;
    if (await hasAccounts(store.db)) {
      setup.gate.spend();
      return false;
    }
    return true;
  }

  app.get<{ Params: { token: string } }>('/:token', async (request, reply) => {
    if (!(await live(request))) return notFound(reply);
    return html(reply, 200, formPage('', {}));
  });

  app.post<{ Params: { token: string } }>('/:token', async (request, reply) => {
    if (!(await live(request)) || !setup || !store) return notFound(reply);
    if (isCrossSiteWrite(request)) {
      request.log.warn('first admin setup: cross-site form refused');
      return html(reply, 403, page(texts.title, `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(texts.crossSite)}</p>`));
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const fields = {
      username: typedUsername(form.get('username')),
      password: form.get('password') ?? '',
      passwordAgain: form.get('passwordAgain') ?? '',
    };
    const errors = setupFieldErrors(fields);
    // What was typed goes back as typed (trimmed), the passwords never.
    if (Object.keys(errors).length > 0) return html(reply, 400, formPage((form.get('username') ?? '').trim(), errors));
    // Taken before the first await: a second POST racing this one finds it claimed and gets 404.
    if (!setup.gate.claim(request.params.token)) return notFound(reply);
    try {
      const account = await createFirstAdmin(store.db, { username: fields.username, passwordHash: await hashPassword(fields.password) });
      setup.gate.spend();
      if (!account) return notFound(reply);
      request.log.info({ account: account.username }, 'first admin setup: admin account created; the setup address is spent');
      return html(reply, 200, donePage(account.username));
    } catch (error) {
      setup.gate.release();
      throw error;
    }
  });
};
