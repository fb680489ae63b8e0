import { defineConfig } from "drizzle-kit";

// Migrations are generated offline from shared/schema and applied by server/db/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
