/** `@shared-data/build`: build-time helpers (Node only): the Vite configs every app builds with and the folders of the generated artwork. */
export { buildSettings, federationShared, hostConfig, remoteBasePaths, remoteConfig, remoteNames } from './vite.ts';
export { publicDir, generatedDir } from './paths.ts';
