/**
 * Compression: answers made per request are compressed on the way out (@fastify/compress, Brotli or gzip, 1 KB and
 * over); static files go as the `.br`/`.gz` written at build time (static-files.ts), and rendered pages as the copy
 * kept with them (`preferredEncoding`), both of which @fastify/compress leaves alone.
 */
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Encoding } from './page-renderer.ts';

/** Brotli where the browser takes it, else gzip, else none (q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...rest] = part.trim().toLowerCase().split(';');
    const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
};

export const compressionPlugin = fp(compression, { name: 'compression' });
