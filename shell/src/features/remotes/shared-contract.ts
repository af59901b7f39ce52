import { remoteNames, unmetShares, type RemoteKey, type Satisfy } from 'shared-data';

/** A remote's requirements of the shared modules, as pairs of a module's name and the range it requires. */
export type Requirements = Iterable<readonly [name: string | undefined, range: unknown]>;

const remoteKeyOf = (federationName: string) => (Object.keys(remoteNames) as RemoteKey[]).find((key) => remoteNames[key] === federationName) ?? federationName;

/**
 * The refusal of a remote that fails shared-data's `unmetShares` contract against what this page `provided`, for its
 * first requirement not met, e.g. 'the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused';
 * null when it meets them all. `remote` is the remote's key or its federation name.
 */
export function contractRefusal(remote: string, required: Requirements, provided: Record<string, string>, satisfy: Satisfy): Error | null {
  const [first] = unmetShares(required, provided, satisfy);
  return first ? new Error(`the ${remoteKeyOf(remote)} remote needs ${first.name} ${first.required}; this site provides ${first.provided}: refused`) : null;
}
