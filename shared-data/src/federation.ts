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

export type SharedConfig = Record<string, { singleton: true; requiredVersion: false | string; import?: false }>;

/**
 * The shared set as the federation plugin takes it. `consumeOnly` (a remote's production build) bundles no copy of
 * its own: the host provides every shared module, so a page downloads each of them once.
 */
export function federationShared({ consumeOnly = false }: { consumeOnly?: boolean } = {}): SharedConfig {
  return Object.fromEntries(
    sharedSingletons.map((name) => [name, { singleton: true, requiredVersion: false, ...(consumeOnly ? { import: false as const } : {}) }]),
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
