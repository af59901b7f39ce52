/** For the store suites that read the built-in content (not part of the testing entry: they import it by path). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../content-source.ts';

/** How many built-in Markdown files of a kind there are: the seed makes one row of each. */
export const markdownFiles = (kind: string) => readdirSync(join(contentDir, kind)).filter((f) => f.endsWith('.md')).length;
