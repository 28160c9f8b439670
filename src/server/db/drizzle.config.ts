import { defineConfig } from "drizzle-kit";

// One migration set for PGlite and PostgreSQL 15: keep to PostgreSQL 15 features.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});
