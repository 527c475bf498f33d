import { defineConfig } from 'drizzle-kit';

// Each server module owns its tables in `*.tables.ts`; one migration history serves them all.
// Generate a migration after changing a table: `npx drizzle-kit generate --name <what-changed>`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/server/*/src/**/*.tables.ts',
  out: './libs/server/db/migrations',
});
