import type { SharedConfig } from 'shared-data';

/** The shared set as the build declares it (shared-data's `federationShared` with the installed versions). */
declare const __SHARED_SET__: SharedConfig | undefined;

/** The shared singletons this page provides: each one's version and the range it requires. */
export const sharedSet: SharedConfig = typeof __SHARED_SET__ === 'object' ? __SHARED_SET__ : {};

/** The version of each shared singleton this page provides, against which each remote's requirements are checked. */
export const providedVersions: Record<string, string> = Object.fromEntries(
  Object.entries(sharedSet).flatMap(([name, { version }]) => (version ? [[name, version]] : [])),
);
