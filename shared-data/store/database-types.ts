/** The store's query builder as a type: what every read and write takes, whichever driver is behind it. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query builder both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
