/**
 * Temporary folders for the server tests, removed after each test file (test-folders-setup.ts, a setup file of the
 * server project): a fake build or a remotes file left behind by every run piled up in the system's temporary folder.
 * Node's modules only, so that the setup file loads nothing a test file may mock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new folder under the system's temporary folder, named `prefix` and a random suffix, removed after the file. */
export function testFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `testFolder` made so far. */
export function removeTestFolders() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
