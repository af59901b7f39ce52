/**
 * `/sw.js`: the service worker's code (bundled at build time into the server folder) under the deploy it serves,
 * computed per request: the pages that work offline (the calculators hub and each calculator, from the route table),
 * the shell's code and the calculators remote's as its manifest names them now, and a version hashed from all of it.
 * A deploy of the shell, a new `remotes.json` or a remote deployed on its own changes the version, so the browser,
 * which compares the worker's bytes on every visit, installs a worker with caches of its own.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculatorSlugs, paths, remoteBasePaths, SSR_FOLDER, webApp, type RemoteKey } from 'shared-data';
import type { WorkerDeploy } from '../../src/service-worker/deploy.ts';
import { preloadsOf, remoteBase, type Manifest } from '../plugins/remote-manifest.ts';

/** The worker's code in the built shell (`scripts/bundle-worker.mjs`). */
export const WORKER_FILE = 'service-worker.js';

/** How long one description of the deploy answers `/sw.js`: a deploy is picked up this much later at most. */
const DESCRIBED_FOR_MS = 5_000;

/** The remotes whose deploys the pages that work offline depend on. */
const PUBLIC_REMOTES: readonly RemoteKey[] = ['content', 'calculators'];

/** A manifest's files for the browser: its entry, and every script and style its exposed modules load. */
export function manifestFiles(manifest: Manifest, manifestUrl: string): string[] {
  const base = remoteBase(manifest, manifestUrl);
  const entries = Object.values(preloadsOf(manifest, manifestUrl)).flat();
  const assets = (manifest.exposes ?? []).flatMap(({ assets = {} }) =>
    [assets.js, assets.css].flatMap((files) => [...(files?.sync ?? []), ...(files?.async ?? [])]),
  );
  return [...new Set([...entries, ...assets.map((name) => (/^https?:\/\//.test(name) ? name : `${base}${name}`))])];
}

export interface WorkerOptions {
  /** Path prefixes of APIs mounted beside the pages (the admin's): never answered nor stored by the worker. */
  privatePrefixes: readonly string[];
}

export const serviceWorkerRoutes: FastifyPluginAsync<WorkerOptions> = async (app, { privatePrefixes }) => {
  const { shellDir, remoteDirs } = app.config;
  let code: string | null = null;
  try {
    code = readFileSync(join(shellDir, SSR_FOLDER, WORKER_FILE), 'utf8');
  } catch {
    app.log.warn('SafeBet: the built shell has no service worker; /sw.js answers 404');
  }
  const template = readFileSync(join(shellDir, 'index.html'), 'utf8');
  let shellFiles: string[] = [];
  try {
    shellFiles = readdirSync(join(shellDir, 'assets'))
      .filter((name) => /\.(?:js|css)$/.test(name))
      .map((name) => `/assets/${name}`);
  } catch {
    // A shell built without assets (a test's) has none to keep.
  }
  const pages = [paths.calculators, ...calculatorSlugs.map((slug) => paths.calculator(slug))];

  /** A remote's manifest, read from this server's folder when it is served here, else over HTTP. */
  async function manifestText(remote: RemoteKey, url: string): Promise<string> {
    const base = remoteBasePaths[remote];
    if (url.startsWith(base)) return readFile(join(remoteDirs[remote], url.slice(base.length)), 'utf8');
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  }

  async function deploy(): Promise<WorkerDeploy> {
    const urls = app.remoteUrls();
    const manifests = await Promise.all(PUBLIC_REMOTES.map(async (remote) => [remote, await manifestText(remote, urls[remote])] as const));
    const calculatorsText = manifests.find(([remote]) => remote === 'calculators')?.[1] ?? '{}';
    // Code on another origin (a remote on a CDN) is left to the network and that origin's caching.
    const calculatorFiles = manifestFiles(JSON.parse(calculatorsText) as Manifest, urls.calculators).filter((url) => url.startsWith('/'));
    const precache = [...pages, webApp.offlinePage, webApp.manifest, ...webApp.iconSizes.map(webApp.icon), webApp.pageIcon, '/remotes.json', ...shellFiles, ...calculatorFiles];
    if (urls.calculators.startsWith('/')) precache.push(urls.calculators);
    const version = createHash('sha256')
      .update(JSON.stringify([code, template, urls, manifests]))
      .digest('hex')
      .slice(0, 16);
    return { version, precache, offlinePages: pages, offlinePage: webApp.offlinePage, never: [paths.go(''), paths.admin, ...privatePrefixes] };
  }

  // One description for every request of a few seconds: reading the manifests (over HTTP for a remote on another
  // origin) once per visit of every reader would let anyone make this server fetch as often as they ask. A failed
  // read is not kept.
  let described: { at: number; deploy: Promise<WorkerDeploy> } | null = null;
  const describe = () => {
    if (described && Date.now() - described.at < DESCRIBED_FOR_MS) return described.deploy;
    const next = { at: Date.now(), deploy: deploy() };
    described = next;
    next.deploy.catch(() => {
      if (described === next) described = null;
    });
    return next.deploy;
  };

  app.get(webApp.worker, async (_request, reply) => {
    if (!code) return reply.callNotFound();
    let current: WorkerDeploy;
    try {
      current = await describe();
    } catch (error) {
      // Without the remotes' manifests there is no deploy to describe: the installed worker stays as it is.
      app.log.warn({ err: error }, 'SafeBet: the service worker could not describe the deploy');
      return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('');
    }
    return (
      reply
        // Checked on every visit: a new deploy is found on the next page the reader opens.
        .header('Cache-Control', 'no-cache')
        // The worker fetches this site's pages and files alone, and runs no other script.
        .header('Content-Security-Policy', "default-src 'none'; connect-src 'self'")
        .type('text/javascript; charset=utf-8')
        .send(`self.__SAFEBET_DEPLOY__ = ${JSON.stringify(current)};\n${code}`)
    );
  });
};
