/**
 * shared-data's modules form no import cycle, type-only imports included. Lint's `import-x/no-cycle` follows value
 * imports only; a type cycle still ties two modules together (neither can move or be read alone), so this test walks
 * every import and re-export, `import type` too, with TypeScript's own pre-processor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files a module imports or re-exports by a relative path, with `import type` and `export type` included. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .flatMap((path) => [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((candidate) => known.has(candidate)) ?? []);
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan's algorithm). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.map((path) => relative(root, path)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("shared-data's imports", () => {
  it('form no cycle, type-only imports included', () => {
    const files = sources(root);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle through a type-only import', () => {
    const a = join(root, 'a.ts');
    const b = join(root, 'b.ts');
    const c = join(root, 'c.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]], [c, [a]]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
