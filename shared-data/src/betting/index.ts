/**
 * The betting calculators' rules: pure functions, imported by the apps that compute with them (`shared-data/betting`).
 * They are not part of the shared singleton set, so a page that computes nothing downloads none of them.
 */
export * from './matched-betting.ts';
export * from './hedge.ts';
export * from './dutching.ts';
export * from './bonus-wagering.ts';
export * from './odds-formats.ts';
export * from './fair-odds.ts';
export * from './value-bet.ts';
export * from './surebet.ts';
