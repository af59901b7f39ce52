/**
 * For server tests without a build: a fake `dist` of the shell and the remotes (an app page, hashed and unhashed
 * assets, manifests, build stats, precompressed copies), and a raw request line sent to a listening server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { testFolder } from './test-folders.ts';

/** A file with its build-time `.br` and `.gz` beside it, as the precompress plugin writes them. */
export function withPrecompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

export function fakeDist() {
  const root = testFolder('safebet-server-');
  const dir = (name: string) => {
    const d = join(root, name);
    mkdirSync(join(d, 'assets'), { recursive: true });
    return d;
  };
  const shellDir = dir('shell');
  // Without a store the server renders nothing itself: every page is the built app page.
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>SafeBet</title><div id="root"></div>');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  writeFileSync(join(shellDir, 'server', 'entry-server.js'), 'export const secret = 1;');
  writeFileSync(join(shellDir, 'assets', 'index-AbCdEf12.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const remoteDirs = { content: dir('content'), calculators: dir('calculators'), admin: dir('admin') };
  writeFileSync(join(remoteDirs.calculators, 'remoteEntry.js'), 'export const x = 1;');
  writeFileSync(join(remoteDirs.calculators, 'mf-manifest.json'), '{"id":"mfe_calculators"}');
  writeFileSync(join(remoteDirs.calculators, 'mf-stats.json'), '{"id":"mfe_calculators","build":"details"}');
  writeFileSync(join(shellDir, 'mf-stats.json'), '{"id":"shell"}');
  withPrecompressed(join(remoteDirs.content, 'a.js'), `export const text = ${JSON.stringify('içerik '.repeat(400))};`);
  withPrecompressed(join(remoteDirs.content, 'assets', 'page-AbCdEf12.js'), `export const page = ${JSON.stringify('sayfa '.repeat(400))};`);
  withPrecompressed(join(shellDir, 'assets', 'shell-AbCdEf12.css'), `.a{color:red}\n`.repeat(200));
  mkdirSync(join(shellDir, 'images'));
  writeFileSync(join(shellDir, 'images', 'logo.webp'), 'RIFF\0\0\0\0WEBPVP8 ');
  writeFileSync(join(shellDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  // A remote's standalone development page, published with its build.
  writeFileSync(join(remoteDirs.content, 'index.html'), '<!doctype html><title>content</title><div id="root"></div>');
  return { shellDir, remoteDirs };
}

/**
 * The status and Location a request line with exactly this target gets from a listening server, over a socket
 * (inject reads the target as a URL first, which turns a backslash into a slash).
 */
export async function rawAnswer(app: FastifyInstance, target: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = app.server.address() as AddressInfo;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
  });
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), location: /^location: (.*)\r$/im.exec(answer)?.[1] };
}

/**
 * The server over a fake dist, without a store: the content remote on a CDN, '/blog/yok' a slug that does not exist
 * and '/blog/kesinti' one the store cannot tell about; on '/blog/hata' the check itself has a bug (a TypeError).
 */
export function fakeDistServer({ shellDir, remoteDirs }: ReturnType<typeof fakeDist>): Promise<FastifyInstance> {
  return buildServer({
    shellDir,
    remoteDirs,
    remoteUrls: { content: 'https://cdn.example/content/mf-manifest.json' },
    pathExists: ({ pathname: p }) => {
      if (p === '/blog/kesinti') throw new Error('connection refused');
      if (p === '/blog/hata') return (undefined as unknown as { exists: () => boolean }).exists();
      return p !== '/blog/yok';
    },
  });
}
