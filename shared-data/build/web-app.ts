/**
 * The installable web app's files, written into the shell's build: `manifest.webmanifest` and its PNG icons, drawn
 * with sharp from the shell's `public/favicon.svg`, so the icons never drift from the favicon and no binary is kept
 * in the repository; and the Turkish page the service worker shows offline. The manifest's start page is the
 * calculators hub: the part of the site that works offline.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { paths, siteConfig, theme, webApp } from 'shared-data';


/** The manifest's JSON: Turkish names, the hub as start page, the theme's colours. */
export function webAppManifest(): string {
  return JSON.stringify({
    name: `${siteConfig.name} Bahis Hesaplayıcıları`,
    short_name: siteConfig.name,
    description: 'Bağlantı olmadan da çalışan bahis hesaplayıcıları: surebet, value bet, oran çevirici ve dahası.',
    lang: 'tr',
    dir: 'ltr',
    id: paths.calculators,
    start_url: paths.calculators,
    scope: '/',
    display: 'standalone',
    background_color: theme.colors.background,
    theme_color: theme.colors.background,
    icons: webApp.iconSizes.map((size) => ({ src: webApp.icon(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  });
}

/** The offline page: small and self-contained (its style inline), since it is shown with no network at all. */
export function offlinePage(): string {
  const { colors } = theme;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Çevrimdışısınız | ${siteConfig.name}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${colors.background};color:${colors.text};font:16px/1.6 system-ui,sans-serif}
main{max-width:32rem;padding:2rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
p{color:${colors.textMuted}}
a{color:${colors.link}}
</style>
</head>
<body>
<main>
<h1>İnternet bağlantısı yok</h1>
<p>Bu sayfa çevrimdışıyken açılamıyor. Bağlantınız geri geldiğinde sayfayı yenileyin.</p>
<p>Bahis hesaplayıcıları bağlantı olmadan da çalışır: <a href="${paths.calculators}">Bahis hesaplayıcılarına git</a>.</p>
</main>
</body>
</html>
`;
}

/** The page's icon as the source page names it; the build swaps it for `PAGE_ICON_LINK`. */
const SOURCE_ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * The page's icon: the favicon drawn as a small PNG, linked. Not an SVG (written in or linked): the browser builds an
 * SVG document for it on the page's main thread just after the load, laying out its text with a system font, a task
 * of 20-35 ms on this machine and several times that on a phone, in the moment a reader's first tap comes. A PNG of
 * this size is decoded in well under a millisecond. Not written into the page either: as a data URL it was about a
 * kilobyte of every page's compressed HTML, read before anything is painted, where the browser fetches a linked icon
 * after the load, once.
 */
const PAGE_ICON_LINK = `<link rel="icon" href="${webApp.pageIcon}" type="image/png" sizes="${webApp.pageIconSize}x${webApp.pageIconSize}" />`;

function pageIconPng(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: Math.ceil((72 * webApp.pageIconSize) / 64) })
    .resize(webApp.pageIconSize, webApp.pageIconSize)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

export function webAppFiles(): Plugin {
  let publicDir = '';
  return {
    name: 'safebet-web-app',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(SOURCE_ICON)) throw new Error(`shell/index.html: expected the icon link ${SOURCE_ICON}`);
        return html.replace(SOURCE_ICON, () => PAGE_ICON_LINK);
      },
    },
    async generateBundle() {
      const svg = readFileSync(join(publicDir, 'favicon.svg'));
      for (const size of webApp.iconSizes) {
        const png = await sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: webApp.icon(size).slice(1), source: png });
      }
      this.emitFile({ type: 'asset', fileName: webApp.pageIcon.slice(1), source: await pageIconPng(svg) });
      this.emitFile({ type: 'asset', fileName: webApp.manifest.slice(1), source: webAppManifest() });
      this.emitFile({ type: 'asset', fileName: webApp.offlinePage.slice(1), source: offlinePage() });
    },
  };
}
