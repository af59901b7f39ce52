/**
 * The Module Federation shared singletons, declared once and used by the host and every remote config.
 * Identical versions come from the pnpm catalog; `singleton` keeps one React and styled-components instance on the
 * page so context works across remotes (`shared-data/react` holds the contexts the shell fills: navigation and the
 * content reader). The router is the shell's own: remotes navigate through `shared-data/react`'s
 * navigation context.
 */
export const sharedSingletons = ['react', 'react-dom', 'styled-components', 'shared-data', 'shared-data/react'] as const;

/** The folder of an app's build that holds its server build, beside the browser build. */
export const SSR_FOLDER = 'server';

export type SharedSingleton = (typeof sharedSingletons)[number];

/**
 * The singletons whose provider must satisfy a consumer's range (`strictVersion`): the federation runtime refuses a
 * remote built against another major version of `shared-data` instead of warning and letting it fail at run time.
 */
export const strictSingletons: readonly SharedSingleton[] = ['shared-data', 'shared-data/react'];

/**
 * Each shared singleton's version and the semver range a build requires of it: the installed version of React,
 * react-dom and styled-components, and shared-data's own version (as `^<version>`) for `shared-data` and
 * `shared-data/react`. Read from the package.json files by `shared-data/src/shared-versions.ts` (Node only).
 */
export type SharedVersions = Record<SharedSingleton, { version: string; requiredVersion: string }>;

export interface SharedConfigItem {
  singleton: true;
  /** The version this build provides (or was built against), for the runtime and the manifest. */
  version?: string;
  requiredVersion: false | string;
  strictVersion?: boolean;
  import?: false;
}

export type SharedConfig = Record<string, SharedConfigItem>;

/**
 * The shared set as the federation plugin takes it. `consumeOnly` (a remote's production build) bundles no copy of
 * its own: the host provides every shared module, so a page downloads each of them once. `versions` (from
 * `sharedVersions()`, build side) declares the contract: each singleton's version and required range, strict for
 * `shared-data`; without them the set is unversioned (`requiredVersion: false`: any provider is taken).
 */
export function federationShared({ consumeOnly = false, versions }: { consumeOnly?: boolean; versions?: SharedVersions } = {}): SharedConfig {
  return Object.fromEntries(
    sharedSingletons.map((name): [string, SharedConfigItem] => [
      name,
      {
        singleton: true,
        ...(versions
          ? { version: versions[name].version, requiredVersion: versions[name].requiredVersion, strictVersion: strictSingletons.includes(name) }
          : { requiredVersion: false }),
        ...(consumeOnly ? { import: false as const } : {}),
      },
    ]),
  );
}

/** Names of the remotes and the modules each exposes; the shell and the remotes both read these. */
export const remoteNames = {
  content: 'mfe_content',
  calculators: 'mfe_calculators',
  admin: 'mfe_admin',
} as const;

export type RemoteKey = keyof typeof remoteNames;

/** The default location of each remote's manifest when served as `npm start` serves them. */
export const defaultRemoteUrls: Record<RemoteKey, string> = {
  content: '/mfe/content/mf-manifest.json',
  calculators: '/mfe/calculators/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
};

/** Base path each remote is built for and served under. */
export const remoteBasePaths: Record<RemoteKey, string> = {
  content: '/mfe/content/',
  calculators: '/mfe/calculators/',
  admin: '/mfe/admin/',
};

/** Whether `version` satisfies the semver `range` (the federation runtime's `satisfy`, given by the caller). */
export type Satisfy = (version: string, range: string) => boolean;

/** A shared module a remote requires in a range the version its host provides does not satisfy. */
export interface UnmetShare {
  name: string;
  required: string;
  provided: string;
}

/**
 * The remotes' contract, on the server and in the browser alike: every shared module a remote requires (its name
 * and range) must be satisfied by the version the host provides (a remote built against shared-data 3.x is refused
 * on a 2.x site). A module the host does not provide, or a range that is not a string (`false`: any version), asks
 * for nothing. Returns the requirements not met, in their order.
 */
export function unmetShares(required: Iterable<readonly [name: string | undefined, range: unknown]>, provided: Record<string, string>, satisfy: Satisfy): UnmetShare[] {
  const unmet: UnmetShare[] = [];
  for (const [name, range] of required) {
    const version = name === undefined ? undefined : provided[name];
    if (name !== undefined && version !== undefined && typeof range === 'string' && !satisfy(version, range)) unmet.push({ name, required: range, provided: version });
  }
  return unmet;
}
