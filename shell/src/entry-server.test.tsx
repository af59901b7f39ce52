// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths, type ContentReader } from 'shared-data';
import { useSubmittedForm } from 'shared-data/react';
import { renderPage } from './entry-server.tsx';
import type { PageModule, RemoteModuleLoader } from './features/remotes/load-remote.ts';

const reader: ContentReader = {
  read: () => Promise.reject(new Error('no content in this test')),
  readOptional: () => Promise.resolve(null),
  forget: () => undefined,
};

/** Every remote page renders its name, so the test sees which route rendered. */
const pages: PageModule = new Proxy(
  {},
  { get: (_, page) => (typeof page === 'string' && page !== 'then' ? () => <h1>{`remote:${page}`}</h1> : undefined) },
);
/** One settled answer, as the server's loader keeps its modules: React's `use()` reads it without waiting again. */
const loaded = Promise.resolve(pages);
const loadRemote: RemoteModuleLoader = () => loaded;

const siteOrigin = 'https://safebet.example';
const render = (url: string) => renderPage({ url, reader, loadRemote, siteOrigin });

describe('renderPage', () => {
  it('renders the route of the path, with its query', async () => {
    const page = await render('/blog?sayfa=2');
    expect(page.body).toContain('remote:BlogPage');
    expect(page.errors).toEqual([]);
  });

  it('renders the route of a path with parameters, and the admin outside the layout', async () => {
    expect((await render('/oyunlar/pragmatic-play/sweet-bonanza')).body).toContain('remote:GamePage');
    const admin = await render('/admin/bonuslar');
    expect(admin.body).toContain('remote:AdminApp');
  });

  it('renders the not-found page at a path no route of the site matches', async () => {
    const page = await render('/boyle-bir-sayfa-yok');
    expect(page.body).not.toContain('remote:');
    expect(page.body).toContain('Sayfa Bulunamadı');
    expect(page.head).toContain('<title>');
  });

  it('gives the fields of a posted form to the page, and none to a page rendered for a GET', async () => {
    /** The posted first answer, as the self-test reads it. */
    function FirstAnswer() {
      const form = useSubmittedForm();
      return <p>{form === null ? 'no form' : `soru1=${form.get('soru1') ?? ''}`}</p>;
    }
    const withForm: RemoteModuleLoader = () => Promise.resolve({ SelfTestPage: FirstAnswer });
    const posted = await renderPage({ url: paths.selfTest, reader, loadRemote: withForm, form: new URLSearchParams('soru1=2'), siteOrigin });
    expect(posted.body).toContain('soru1=2');
    expect((await renderPage({ url: paths.selfTest, reader, loadRemote: withForm, siteOrigin })).body).toContain('no form');
  });
});
