import { remoteNames, type RemoteKey } from 'shared-data';

/** Whether `version` satisfies the semver `range` (the federation runtime's `satisfy`). */
export type Satisfy = (version: string, range: string) => boolean;

/** A remote's requirements of the shared modules, as pairs of a module's name and the range it requires. */
export type Requirements = Iterable<readonly [name: string | undefined, range: unknown]>;

const remoteKeyOf = (federationName: string) => (Object.keys(remoteNames) as RemoteKey[]).find((key) => remoteNames[key] === federationName) ?? federationName;

/**
 * The remotes' contract: every shared module a remote requires must be satisfied by the version this page provides
 * (a remote built against shared-data 3.x is refused on a 2.x site). A module the page does not provide, or a range
 * that is not a string (`false`: any version), asks for nothing. Returns the refusal of the first requirement not
 * met, e.g. 'the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused', or null.
 * `remote` is the remote's key or its federation name.
 */
export function contractRefusal(remote: string, required: Requirements, provided: Record<string, string>, satisfy: Satisfy): Error | null {
  for (const [name, range] of required) {
    const version = name ? provided[name] : undefined;
    if (version && typeof range === 'string' && !satisfy(version, range)) {
      return new Error(`the ${remoteKeyOf(remote)} remote needs ${name} ${range}; this site provides ${version}: refused`);
    }
  }
  return null;
}
