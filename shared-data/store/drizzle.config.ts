import { defineConfig } from 'drizzle-kit';

// Migrations are generated from schema.ts by `pnpm --filter @shared-data/store run db:generate` and committed;
// the server applies them at start-up (migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './schema.ts',
  out: './migrations',
});
