import { afterAll } from 'vitest';
import { removeTestFolders } from './test-folders.ts';

afterAll(removeTestFolders);
