/** For the store suites that read the built-in content (not part of the testing entry: they import it by path). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { contentDir } from '../content-source.ts';
import type { Store } from '../database.ts';
import { prepareStore } from '../migrate.ts';
import type { TestDriver } from './test-stores.ts';

/** How many built-in Markdown files of a kind there are: the seed makes one row of each. */
export const markdownFiles = (kind: string) => readdirSync(join(contentDir, kind)).filter((f) => f.endsWith('.md')).length;

/** A store of `driver`, migrated and seeded: the first start of an empty database seeds it. */
export async function openSeededStore(driver: TestDriver): Promise<Store> {
  const store = await driver.open();
  const first = await prepareStore(store);
  expect(first.seeded).toBe(true);
  return store;
}
