/**
 * The layers inside each app's `src` as lint enforces them (eslint.config.js, `layers`), checked on probe files:
 * app/ and expose/ compose the features, a feature imports no other feature and no app/, and the shared folders
 * (components/, hooks/, lib/) import no feature.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules a probe file at `filePath` importing `specifier` breaks. */
async function broken(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const probe = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint layers of the apps', () => {
  it('refuses a feature importing another feature, in its code and its tests alike', async () => {
    expect(await broken('mfe-content/src/features/home/probe.ts', '../casinos/casino-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('mfe-calculators/src/features/hedge/probe.tsx', '../fair-odds/fair-odds-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('mfe-admin/src/features/accounts/probe.test.tsx', '../auth/login-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('shell/src/features/search/probe.ts', '../remotes/remote-page.tsx')).toContain('no-restricted-imports');
  }, 60_000);

  it('lets a feature import its own files and the shared folders', async () => {
    expect(await broken('mfe-content/src/features/home/probe.ts', './home-page.tsx')).toEqual([]);
    expect(await broken('mfe-content/src/features/home/probe.ts', '../../components/casino-facts.tsx')).toEqual([]);
    expect(await broken('mfe-content/src/features/casinos/probe.ts', '../../lib/value-wording.ts')).toEqual([]);
    expect(await broken('mfe-calculators/src/features/hedge/probe.tsx', '../../components/read-number.ts')).toEqual([]);
    expect(await broken('shell/src/features/remotes/probe.ts', '../../lib/page-data.ts')).toEqual([]);
  }, 60_000);

  it('refuses a feature or a shared folder importing app/ or expose/', async () => {
    expect(await broken('shell/src/features/remotes/probe.ts', '../../app/router.tsx')).toContain('no-restricted-imports');
    expect(await broken('shell/src/lib/probe.ts', '../app/app.tsx')).toContain('no-restricted-imports');
    expect(await broken('mfe-calculators/src/components/probe.ts', '../expose/calculator-pages.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses a shared folder importing a feature', async () => {
    expect(await broken('mfe-admin/src/lib/probe.ts', '../features/auth/login-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('mfe-calculators/src/components/probe.ts', '../features/hedge/hedge-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('mfe-content/src/hooks/probe.ts', '../features/games/games-page.tsx')).toContain('no-restricted-imports');
    expect(await broken('shell/src/components/dialog/probe.ts', '../../features/search/search-store.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('lets app/ and expose/ compose the features', async () => {
    expect(await broken('mfe-calculators/src/app/probe.tsx', '../features/hedge/hedge-page.tsx')).toEqual([]);
    expect(await broken('mfe-admin/src/app/probe.tsx', '../features/link-health/link-health-panel.tsx')).toEqual([]);
    expect(await broken('mfe-content/src/expose/probe.ts', '../features/home/home-page.tsx')).toEqual([]);
    expect(await broken('shell/src/app/probe.tsx', '../features/search/search-overlay.tsx')).toEqual([]);
  }, 60_000);
});
