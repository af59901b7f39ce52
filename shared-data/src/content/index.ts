/**
 * The light content index: casinos, bonus entries, and every game, provider, blog post and tactic without their
 * bodies. List pages and the search use only this; bodies come from `shared-data/bodies`.
 */
export { casinos, bonusEntries } from './casinos.ts';
export { games, providerSummaries, providers, blogPosts, tactics } from '../../generated/catalog.ts';
export { imageSizes } from './image-sizes.ts';
export * from './queries.ts';
