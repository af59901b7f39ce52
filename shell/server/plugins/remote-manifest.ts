/**
 * What a remote's federation manifest (`mf-manifest.json`) says, read for the server: where its files are, the
 * scripts a browser needs for each exposed module, its browser entry, and the shared singletons it requires.
 */
import { satisfy } from '@module-federation/runtime';
import { unmetShares, type UnmetShare } from 'shared-data';
import type { RemoteEntry } from '../../src/lib/page-data.ts';

interface ManifestAsset {
  name?: string;
  path?: string;
  type?: string;
}

/** A module the remote shares, as its manifest lists it: the range it requires of the provider. */
export interface ManifestShared {
  name?: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** The files an exposed module loads at once (`sync`) and later (`async`), named under the remote's base. */
interface ManifestFiles {
  sync?: string[];
  async?: string[];
}

export interface Manifest {
  metaData?: { ssrRemoteEntry?: ManifestAsset; remoteEntry?: ManifestAsset; publicPath?: string };
  exposes?: Array<{ name?: string; assets?: { js?: ManifestFiles; css?: ManifestFiles } }>;
  shared?: ManifestShared[];
}

/**
 * Where the files a manifest names are: its `publicPath` when it is a site path or an absolute URL, else ('auto', or
 * none) the manifest's own folder, on the manifest's origin when it is on another one. E.g. '/mfe/content/', or
 * 'https://cdn.example/calc/' for 'https://cdn.example/calc/mf-manifest.json' with publicPath 'auto'.
 */
export function remoteBase(manifest: Manifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && /^(https?:\/\/|\/)/.test(publicPath)) return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const absolute = /^https?:\/\//.test(manifestUrl);
  const folder = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', new URL(manifestUrl, 'http://host'));
  return absolute ? folder.href : folder.pathname;
}

/** A file a manifest names, as a URL: one it names absolutely as it is, any other under `base`. */
const assetUrl = (base: string, name: string) => (/^https?:\/\//.test(name) ? name : `${base}${name}`);

/** A manifest asset's file name with its folder, as the federation runtime joins them ('' or '.' is none). */
function assetName({ path = '', name = '' }: ManifestAsset): string {
  const folder = path.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  return folder && folder !== '.' ? `${folder}/${name}` : name;
}

/** The scripts a browser loads for each exposed module before it can run, as URLs beside the manifest. */
export function preloadsOf(manifest: Manifest, manifestUrl: string): Record<string, string[]> {
  const base = remoteBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryUrl = entry?.name ? [assetUrl(base, assetName(entry))] : [];
  return Object.fromEntries(
    (manifest.exposes ?? []).map((exposed) => [exposed.name ?? '', [...entryUrl, ...(exposed.assets?.js?.sync ?? []).map((name) => assetUrl(base, name))]]),
  );
}

/**
 * What a browser needs to load the remote without its manifest: its entry's URL (a site path, or an absolute URL on
 * another origin), the entry's type and the range it requires of each shared module, so the browser can refuse it
 * before any of its code runs. Null when the manifest names no entry the browser can import as an ES module.
 */
export function browserEntryOf(manifest: Manifest, manifestUrl: string): RemoteEntry | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name || (entry.type !== undefined && entry.type !== 'module')) return null;
  const shared = Object.fromEntries(
    (manifest.shared ?? []).flatMap(({ name, requiredVersion }) => (name !== undefined && typeof requiredVersion === 'string' ? [[name, requiredVersion]] : [])),
  );
  return { url: assetUrl(remoteBase(manifest, manifestUrl), assetName(entry)), type: 'module', shared };
}

/**
 * The singletons a remote's manifest requires in a version the host does not provide, as 'shared-data ^2.0.0'
 * against '1.0.0'. A range of `false` or '*' asks for none; a module the host does not provide is left to linking.
 */
export function incompatibleShares(manifest: { shared?: ManifestShared[] }, provided: Record<string, string>): UnmetShare[] {
  const singletons = (manifest.shared ?? []).filter(({ singleton }) => singleton);
  return unmetShares(singletons.map(({ name, requiredVersion }) => [name, requiredVersion] as const), provided, satisfy);
}
