/**
 * Where each remote's manifest is, at run time: this server's own paths by default, the `REMOTE_*_URL` variables
 * over those, and over both a JSON file (`REMOTES_FILE`) that an operator may edit while the server runs. The file is
 * read again when it changes (checked at most every `checkEveryMs`), so moving a remote to another origin needs no
 * restart. A file that cannot be read or holds a bad value keeps the last good locations, and the log says so once.
 */
import { readFileSync, statSync } from 'node:fs';
import { defaultRemoteUrls, remoteNames, type RemoteKey } from 'shared-data';

export type RemoteUrls = Record<RemoteKey, string>;

export interface RemoteLocations {
  /** Each remote's manifest URL now: a path of this site or an absolute http(s) URL. */
  current(): RemoteUrls;
}

export interface RemoteLocationsOptions {
  /** The locations given at start (the variables), over the defaults. */
  fixed?: Partial<RemoteUrls>;
  /** A JSON file of locations, e.g. { "calculators": "https://cdn.example/calculators/mf-manifest.json" }. */
  file?: string;
  checkEveryMs?: number;
  log?: (message: string) => void;
}

const isLocation = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2000 && (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value));

/** The remotes' locations a file names; throws with the reason on anything else. */
export function parseRemoteLocations(text: string): Partial<RemoteUrls> {
  const data = JSON.parse(text) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not a JSON object');
  const urls: Partial<RemoteUrls> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!(key in remoteNames)) throw new Error(`unknown remote '${key}' (known: ${Object.keys(remoteNames).join(', ')})`);
    if (!isLocation(value)) throw new Error(`${key}: not a path of this site or an http(s) URL`);
    urls[key as RemoteKey] = value;
  }
  return urls;
}

export function remoteLocations({ fixed = {}, file, checkEveryMs = 2000, log = console.warn }: RemoteLocationsOptions = {}): RemoteLocations {
  const base: RemoteUrls = { ...defaultRemoteUrls, ...fixed };
  let current: RemoteUrls = base;
  let checkedAt = -Infinity;
  let seen: number | null = null;
  let lastProblem = '';

  const check = () => {
    if (!file) return;
    let mtime: number | null;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      mtime = null;
    }
    if (mtime === seen) return;
    seen = mtime;
    if (mtime === null) {
      current = base;
      return;
    }
    try {
      const next = { ...base, ...parseRemoteLocations(readFileSync(file, 'utf8')) };
      if (JSON.stringify(next) !== JSON.stringify(current)) log(`SafeBet: remote locations from ${file}: ${JSON.stringify(next)}`);
      current = next;
      lastProblem = '';
    } catch (error) {
      const problem = `SafeBet: ${file} is not used (${error instanceof Error ? error.message : String(error)}); the remotes stay where they were`;
      if (problem !== lastProblem) log(problem);
      lastProblem = problem;
    }
  };

  return {
    current() {
      const now = Date.now();
      if (now - checkedAt >= checkEveryMs) {
        checkedAt = now;
        check();
      }
      return current;
    },
  };
}
