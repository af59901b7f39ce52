/**
 * Each page's floor: the server's own HTML of that page with every script taken out, the fastest first load this
 * content could have. It is served from a local server of its own that forwards every other request (CSS, images,
 * fonts, the favicon) to the real server, so the floor loads the same files over the same compression as the page.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * Scripts go, except structured data (it is content, not code); module preloads go as they only fetch scripts.
 * The page-data JSON goes with the scripts: it is there only for them to read.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g, '');
}

/**
 * The machine's own floor: a valid document with a heading and a sentence, and no CSS, image or script. What a load
 * of it costs (above all the navigation's commit task, the browser's and Lighthouse's own work) no page can go below,
 * so a page's figures are read beside it: on a slow machine that task alone is over Lighthouse's 10 ms cut.
 */
export const EMPTY_DOCUMENT =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Boş sayfa</title></head><body><main><h1>Boş sayfa</h1><p>Bu sayfada stil, görsel ya da betik yok.</p></main></body></html>';
const EMPTY_DOCUMENT_PATH = '/__bench/empty-document';

export interface FloorServer {
  /** Fetches the page's HTML from the real server (with `cookie`, if any), strips it and returns the floor's URL. */
  floorUrlOf(path: string, cookie?: string): Promise<string>;
  /** The URL of {@link EMPTY_DOCUMENT}, served as a floor is. */
  emptyDocumentUrl: string;
  close(): Promise<void>;
}

/** The stripped HTML compressed as the real server would send it: Brotli or gzip when the browser accepts them. */
function sendHtml(req: IncomingMessage, res: ServerResponse, html: string) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = accepted.includes('br')
    ? ['br', brotliCompressSync(html)]
    : accepted.includes('gzip')
      ? ['gzip', gzipSync(html)]
      : ['identity', Buffer.from(html)];
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding, vary: 'Accept-Encoding', 'cache-control': 'no-cache' })
    .end(body);
}

/** Forwards the request to the real server unchanged (its Host header aside) and streams the answer back. */
function forward(req: IncomingMessage, res: ServerResponse, origin: URL) {
  const headers = { ...req.headers };
  delete headers.host;
  const upstream = request({ hostname: origin.hostname, port: origin.port, path: req.url, method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => res.writeHead(502).end(String(error)));
  req.pipe(upstream);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('The floor server has no port'));
    });
  });
}

export async function startFloorServer(baseUrl: string): Promise<FloorServer> {
  const origin = new URL(baseUrl);
  const floors = new Map<string, string>([[EMPTY_DOCUMENT_PATH, EMPTY_DOCUMENT]]);
  const server = createServer((req, res) => {
    const floor = req.method === 'GET' ? floors.get(new URL(req.url ?? '/', 'http://floor').pathname) : undefined;
    if (floor === undefined) forward(req, res, origin);
    else sendHtml(req, res, floor);
  });
  const port = await listen(server);
  return {
    emptyDocumentUrl: `http://127.0.0.1:${port}${EMPTY_DOCUMENT_PATH}`,
    async floorUrlOf(path, cookie) {
      const response = await fetch(new URL(path, origin), cookie ? { headers: { cookie } } : {});
      if (!response.ok) throw new Error(`The server answered ${response.status} for ${path}`);
      floors.set(path, stripScripts(await response.text()));
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
