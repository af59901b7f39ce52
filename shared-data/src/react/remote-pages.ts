import type { ComponentType } from 'react';
import type { RemoteKey } from '../federation.ts';
import type { ExposedModule, ExposedPage } from '../routes.ts';

/** What an exposed module of a remote must export: a component for each page the route table names in it. */
export type RemotePages<R extends RemoteKey, M extends ExposedModule<R>> = Record<ExposedPage<R, M>, ComponentType>;

/**
 * `T` when it exports every page of `R`'s module `M` as a component, else a type error: an exposed module states
 * `export type Contract = SatisfiesPages<typeof self, 'content', 'ContentPages'>` about its own exports.
 */
export type SatisfiesPages<T extends RemotePages<R, M>, R extends RemoteKey, M extends ExposedModule<R>> = T;
