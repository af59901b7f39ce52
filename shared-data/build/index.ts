export * from './vite.ts';
export { publicDir, generatedDir } from './paths.ts';
