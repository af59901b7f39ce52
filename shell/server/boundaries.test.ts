/**
 * The server's import boundaries as lint enforces them (eslint.config.js), checked on probe files: a CMS write only
 * from the affiliate module, the admin API as the one remote entry, the environment only through the config module.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules a probe file at `filePath` breaks. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const cmsWrite = "import { saveEntry } from '@shared-data/store/cms';\nexport const probe = saveEntry;\n";

describe('lint boundaries of the server', () => {
  it('refuses a CMS write to the public server and allows it to the affiliate module', async () => {
    expect(await broken('shell/server/routes/probe.ts', cmsWrite)).toContain('no-restricted-imports');
    expect(await broken('shell/server/plugins/probe.ts', cmsWrite)).toContain('no-restricted-imports');
    expect(await broken('shell/server/affiliate/probe.ts', cmsWrite)).toEqual([]);
    expect(await broken('mfe-admin/server/probe.ts', cmsWrite)).toEqual([]);
    expect(await broken('shared-data/store/reads/probe.ts', "import { saveEntry } from '../cms/entries.ts';\nexport const probe = saveEntry;\n")).toContain('no-restricted-imports');
  }, 60_000);

  it("allows the admin API's entry and no other remote code", async () => {
    expect(await broken('shell/server/probe.ts', "import { adminApi } from 'mfe-admin/server';\nexport const probe = adminApi;\n")).toEqual([]);
    expect(await broken('shell/server/probe.ts', "import { x } from 'mfe-admin/src/app/admin-app.tsx';\nexport const probe = x;\n")).toContain('no-restricted-imports');
    expect(await broken('shell/src/probe.ts', "import { adminApi } from 'mfe-admin/server';\nexport const probe = adminApi;\n")).toContain('no-restricted-imports');
  }, 60_000);

  it('keeps the Node-only packages out of browser code and the testing entry out of runtime code', async () => {
    const store = "import { openStore } from '@shared-data/store';\nexport const probe = openStore;\n";
    const config = "import { readConfig } from '@shared-data/server';\nexport const probe = readConfig;\n";
    expect(await broken('shell/src/probe.ts', store)).toContain('import-x/no-restricted-paths');
    expect(await broken('mfe-admin/src/lib/probe.ts', config)).toContain('import-x/no-restricted-paths');
    expect(await broken('shell/server/probe.ts', store)).toEqual([]);
    const testing = "import { testDrivers } from '@shared-data/store/testing';\nexport const probe = testDrivers;\n";
    expect(await broken('shell/server/probe.ts', testing)).toContain('no-restricted-imports');
    expect(await broken('shell/server/probe.test.ts', testing)).toEqual([]);
  }, 60_000);

  it('reads the environment only through the config module', async () => {
    const reads = 'export const port = process.env.PORT;\n';
    expect(await broken('shell/server/probe.ts', reads)).toContain('no-restricted-properties');
    expect(await broken('mfe-admin/server/probe.ts', reads)).toContain('no-restricted-properties');
    expect(await broken('shared-data/server/config.ts', reads)).toEqual([]);
  }, 60_000);
});
