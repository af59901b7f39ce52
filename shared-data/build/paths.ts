import { fileURLToPath } from 'node:url';

/** Folders of the content pipeline (Node only). */
export const packageDir = fileURLToPath(new URL('../', import.meta.url));
export const generatedDir = `${packageDir}generated`;
/** Static files the shell publishes at the site root (images). */
export const publicDir = `${packageDir}generated/public`;
