import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./images-memory-run.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../', import.meta.url));

describe('memory of image conversions', () => {
  it('returns to within 100 MB of where it was after nine 24-megapixel uploads', async () => {
    // A process of its own, with the C library's setting the serve scripts start the server with; nothing else.
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
      cwd: packageDir,
      env: { MALLOC_ARENA_MAX: '2' },
    });
    const { before, after } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { before: number; after: number };
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(100);
  }, 120_000);
});
