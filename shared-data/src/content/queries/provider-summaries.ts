import { providerSummaries } from '../../../generated/catalog/provider-summaries.ts';
import type { ProviderSummary } from '../../types.ts';

const summariesById = new Map(providerSummaries.map((p) => [p.id, p]));

/** A provider's name, logo and kinds, for game lists and game pages (no description to download). */
export const findProviderSummary = (id: string): ProviderSummary | undefined => summariesById.get(id);
