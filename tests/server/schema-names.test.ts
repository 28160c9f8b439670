import { describe, expect, it } from "vitest";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "#server/db/schema/index.ts";

/**
 * One name for the creation column (docs/data-model.md): a column that records when its row was made is
 * `created_at`, timestamptz, not null, default now(). A creation column is recognised by its database name or
 * its drizzle property (crt_time, ctr_time, gmt_create, create_time, added_at, insert_time…, crtTime, addedAt…).
 */
const CREATION_NAME = /^(crt|ctr|gmt_?create|create|created|creation|insert|inserted|add|added)([_]?(time|at|date|on))?$/i;

const tables = Object.entries(schema as Record<string, unknown>)
  .filter((entry): entry is [string, PgTable] => entry[1] instanceof PgTable)
  .map(([key, table]) => ({ key, config: getTableConfig(table), table }));

describe("the schema's creation columns", () => {
  it("finds the tables", () => {
    expect(tables.length).toBeGreaterThan(40);
  });

  it.each(tables.map((t) => [t.config.name, t] as const))("%s names its creation column created_at", (_name, { config, table }) => {
    const columns = Object.entries(table as unknown as Record<string, unknown>);
    for (const column of config.columns) {
      const property = columns.find(([, value]) => value === column)?.[0] ?? "";
      const marksCreation = CREATION_NAME.test(column.name) || CREATION_NAME.test(property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      if (!marksCreation && column.name !== "created_at") continue;
      expect(column.name, `${config.name}.${column.name} (${property})`).toBe("created_at");
      expect(column.getSQLType(), `${config.name}.created_at`).toBe("timestamp with time zone");
      expect(column.notNull, `${config.name}.created_at is not null`).toBe(true);
      expect(column.hasDefault, `${config.name}.created_at defaults to now()`).toBe(true);
    }
  });
});
