export * from './vite.ts';
export { publicDir, contentDir, generatedDir } from './paths.ts';
