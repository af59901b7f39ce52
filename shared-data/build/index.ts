export { buildSettings, federationShared, hostConfig, remoteBasePaths, remoteConfig, remoteNames } from './vite.ts';
export { publicDir, generatedDir } from './paths.ts';
