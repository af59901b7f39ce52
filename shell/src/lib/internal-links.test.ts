import { describe, expect, it } from 'vitest';
import { formNavigation, linkNavigation, sitePath } from './internal-links.ts';

const here = new URL('https://safebet.example/blog/sorumlu-oyun-rehberi');
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('sitePath', () => {
  it.each([
    ['/oyunlar?q=bonanza', '/oyunlar?q=bonanza'],
    ['https://safebet.example/blog', '/blog'],
    ['../kazanma-taktikleri/martingale-sistemi', '/kazanma-taktikleri/martingale-sistemi'],
    ['/blog/sorumlu-oyun-rehberi?x=1#giris', '/blog/sorumlu-oyun-rehberi?x=1#giris'],
  ])('%s is the page %s', (href, path) => {
    expect(sitePath(href, here)).toBe(path);
  });

  it.each([
    ['another site', 'https://casino.example/oyunlar'],
    ['the affiliate redirect', '/git/lalezar-casino?yer=siralama'],
    ['the API', '/api/content/blog'],
    ['a file', '/images/og-default.webp'],
    ['an anchor of this page', '#giris'],
  ])('leaves %s to the browser', (_, href) => {
    expect(sitePath(href, here)).toBeNull();
  });
});

describe('linkNavigation', () => {
  it('takes a plain left click on a site link', () => {
    expect(linkNavigation(anchor({ href: '/oyunlar' }), click, here)).toBe('/oyunlar');
  });

  it.each([
    ['a modified click', { ...click, ctrlKey: true }, {}],
    ['a middle click', { ...click, button: 1 }, {}],
    ['a click already handled', { ...click, defaultPrevented: true }, {}],
    ['a link to a new tab', click, { target: '_blank' }],
    ['a download', click, { download: '' }],
  ])('leaves %s to the browser', (_, event, attributes) => {
    expect(linkNavigation(anchor({ href: '/oyunlar', ...attributes }), event, here)).toBeNull();
  });
});

describe('formNavigation', () => {
  function form(html: string): HTMLFormElement {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container.querySelector('form')!;
  }

  it('turns a GET form into its results page with the fields as the query', () => {
    const games = form('<form action="/oyunlar" method="get"><input name="q" value="book of"><select name="saglayici"><option value="netent" selected>NetEnt</option></select></form>');
    expect(formNavigation(games, null, here)).toBe('/oyunlar?q=book+of&saglayici=netent');
  });

  it('submits to the page itself without an action', () => {
    expect(formNavigation(form('<form method="get"><input name="sayfa" value="2"></form>'), null, here)).toBe('/blog/sorumlu-oyun-rehberi?sayfa=2');
  });

  it.each([
    ['a POST form', '<form action="/oyunlar" method="post"><input name="q" value="x"></form>'],
    ['a form for a new tab', '<form action="/oyunlar" target="_blank"><input name="q" value="x"></form>'],
    ['a form to another site', '<form action="https://casino.example/ara"><input name="q" value="x"></form>'],
  ])('leaves %s to the browser', (_, html) => {
    expect(formNavigation(form(html), null, here)).toBeNull();
  });
});
