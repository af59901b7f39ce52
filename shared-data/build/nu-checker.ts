/**
 * The W3C Nu HTML checker (`vnu-jar`, run by the machine's Java) over documents the tests hold: its errors, each
 * with the name of its document. The server's pages, the setup form and the admin's screens are all checked with it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface NuError {
  /** The name the document was given. */
  document: string;
  message: string;
  /** The markup around the error, when the checker gives it. */
  extract?: string;
}

const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/**
 * One Java process for a batch of documents, which is short-lived, so:
 * - only the client compiler (`TieredStopAtLevel=1`): in a run this short the optimising one costs more than it
 *   saves (with the two options below, 2.8 s and 2.9 s of CPU for 18 pages on two cores, against 4.3 s and 7 s);
 * - a 4 MB thread stack, since the schema's evaluation recurses deeper with that compiler (it overflowed at 1 MB);
 * - no language detection, which only ever gives warnings, and errors are all that is asked for.
 * The errors found are the same (checked on planted ones).
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1'];
const CHECKER_OPTIONS = ['--errors-only', '--no-langdetect', '--format', 'json'];

/**
 * The checker's errors on `documents`, each a name and its HTML (as pairs, or as an object from name to HTML); none is
 * a pass. Throws if the checker itself did not run, so that a missing Java never passes for a clean page.
 */
export function nuErrors(documents: Record<string, string> | Array<readonly [name: string, html: string]>): NuError[] {
  const entries = Array.isArray(documents) ? documents : Object.entries(documents);
  const names = entries.map(([name]) => name);
  const dir = mkdtempSync(join(tmpdir(), 'safebet-vnu-'));
  try {
    const files = entries.map(([, html], i) => {
      const file = join(dir, `document-${i}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync('java', [...JAVA_OPTIONS, '-jar', jar, ...CHECKER_OPTIONS, ...files], { encoding: 'utf8' });
    let report: { messages?: Array<{ type: string; url?: string; message: string; extract?: string }> };
    try {
      report = JSON.parse(run.stderr) as typeof report;
    } catch {
      throw new Error(`The Nu checker did not run (exit ${run.status}): ${run.error?.message ?? run.stderr.slice(0, 500)}`);
    }
    return (report.messages ?? []).map((m) => ({
      document: names[Number(/document-(\d+)\.html/.exec(m.url ?? '')?.[1])] ?? m.url ?? '(the checker)',
      message: m.type === 'error' ? m.message : `${m.type}: ${m.message}`,
      ...(m.extract === undefined ? {} : { extract: m.extract }),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
