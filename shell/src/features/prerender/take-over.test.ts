import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_READY_FLAG } from './ready.ts';
import { mountApp } from './take-over.ts';

const flag = () => (window as unknown as Record<string, unknown>)[PRERENDER_READY_FLAG];
// Two turns of the task queue: one for the mutation observer's check, one for the swap it schedules.
const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[PRERENDER_READY_FLAG];
});

describe('mountApp', () => {
  it('renders straight into a page that was not prerendered and flags it ready once its main has content', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    mountApp(root, (target) => {
      target.innerHTML = '<main><h1>Blog</h1></main>';
    });
    await settle();
    expect(document.querySelector('#root h1')?.textContent).toBe('Blog');
    expect(flag()).toBe(true);
  });

  it('keeps the saved page on screen until the live page has nothing pending, then swaps them', async () => {
    document.head.innerHTML = '<title data-prerendered-head>Kayıtlı</title><style data-prerendered-css>main{}</style>';
    document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Kayıtlı sayfa</h1></main></div>';
    const saved = document.getElementById('root') as HTMLElement;
    let live: HTMLElement | null = null;
    mountApp(saved, (target) => {
      live = target;
      target.innerHTML = '<main><p data-pending>Yükleniyor…</p></main>';
    });
    await settle();
    // Still loading: the reader sees the saved page, the live one waits out of sight.
    expect(document.getElementById('root')).toBe(saved);
    expect(live!.hidden).toBe(true);
    expect(flag()).toBeUndefined();

    live!.innerHTML = '<main><h1>Canlı sayfa</h1></main>';
    await settle();
    expect(document.getElementById('root')).toBe(live);
    expect(live!.hidden).toBe(false);
    expect(document.body.contains(saved)).toBe(false);
    expect(document.querySelector('[data-prerendered-head], style[data-prerendered-css]')).toBeNull();
    expect(flag()).toBe(true);
  });

  it('keeps the saved page while the live one only has a failure to show, and swaps once its content arrives', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Kayıtlı sayfa</h1></main></div>';
    const saved = document.getElementById('root') as HTMLElement;
    let live: HTMLElement | null = null;
    mountApp(saved, (target) => {
      live = target;
      target.innerHTML = '<main><div role="alert" data-load-failed>İçerik şu anda yüklenemiyor.</div></main>';
    });
    await settle();
    expect(document.getElementById('root')).toBe(saved);
    expect(flag()).toBeUndefined();

    live!.innerHTML = '<main><h1>Canlı sayfa</h1></main>';
    await settle();
    expect(document.getElementById('root')).toBe(live);
    expect(flag()).toBe(true);
  });

  it('keeps the focus of a reader who had tabbed into the saved page', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered><main><a href="/a">A</a><a href="/b">B</a></main></div>';
    const saved = document.getElementById('root') as HTMLElement;
    (saved.querySelectorAll('a')[1] as HTMLElement).focus();
    mountApp(saved, (target) => {
      target.innerHTML = '<main><a href="/a">A</a><a href="/b">B</a></main>';
    });
    await settle();
    expect(document.activeElement?.getAttribute('href')).toBe('/b');
    expect(document.getElementById('root')?.contains(document.activeElement)).toBe(true);
  });
});
