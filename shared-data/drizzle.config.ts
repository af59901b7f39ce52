import { defineConfig } from 'drizzle-kit';

// Migrations are generated from store/schema.ts by `pnpm --filter shared-data run db:generate` and committed;
// the server applies them at start-up (store/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './store/schema.ts',
  out: './store/migrations',
});
