import { providers } from '../../../generated/catalog/providers.ts';
import { compareTurkish } from '../../text.ts';
import type { Provider } from '../../types.ts';

const providersById = new Map(providers.map((p) => [p.id, p]));

/** A provider with its description, for the provider pages. */
export const findProvider = (id: string): Provider | undefined => providersById.get(id);

/** Providers sorted by name with the Turkish collator. */
export function providersByName(): Provider[] {
  return [...providers].sort((a, b) => compareTurkish(a.name, b.name));
}
