/** For the store suites that read the built-in content (not part of the testing entry: they import it by path). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../content-source.ts';
import type { Store } from '../database.ts';
import type { TestDriver } from './test-stores.ts';

/** How many built-in Markdown files of a kind there are: the seed makes one row of each. */
export const markdownFiles = (kind: string) => readdirSync(join(contentDir, kind)).filter((f) => f.endsWith('.md')).length;

/**
 * A store of `driver` as the first start of an empty database leaves it: migrated and seeded (a copy of the run's
 * seeded template; store.test.ts checks that first start itself).
 */
export const openSeededStore = (driver: TestDriver): Promise<Store> => driver.open('seeded');
