import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";

/**
 * The audit log is append-only for the app's own database user (issue 21): the trigger of migration 0027
 * refuses UPDATE, DELETE and TRUNCATE, and migration 0033 takes those privileges away from the user that
 * ran the migrations (the table's owner), so disabling the trigger is not enough to rewrite history.
 * PostgreSQL only: the app connects there as an ordinary role, made here for the purpose.
 */
describe("audit_log on PostgreSQL, as the app's own (non-superuser) role", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("refuses UPDATE, DELETE and TRUNCATE of past rows, even with the trigger disabled", async () => {
    const { default: pg } = await import("pg");
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const suffix = randomBytes(4).toString("hex");
    const role = `roadshow_app_${suffix}`;
    const name = `roadshow_audit_${suffix}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'app-${suffix}' NOSUPERUSER`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${role}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    url.username = role;
    url.password = `app-${suffix}`;
    try {
      // the app's role runs the migrations itself, as in production, and so owns audit_log
      const database = await openDatabase({ databaseUrl: url.toString() });
      await database.close();
      const app = new pg.Client({ connectionString: url.toString() });
      await app.connect();
      try {
        await app.query(`INSERT INTO audit_log (action, entity, entity_id, after) VALUES ('company.create', 'companies', '1', '{"fullName":"原始记录"}')`);
        const refused = async (sql: string) => (await app.query(sql).then(() => null, (e: { code?: string }) => e.code ?? "error"));
        expect(await refused(`UPDATE audit_log SET after = '{"fullName":"篡改"}'`)).toBe("42501");
        expect(await refused(`DELETE FROM audit_log`)).toBe("42501");
        expect(await refused(`TRUNCATE audit_log`)).toBe("42501");
        // the owner may disable its own trigger; the missing privilege still refuses the change
        await app.query(`ALTER TABLE audit_log DISABLE TRIGGER USER`);
        expect(await refused(`UPDATE audit_log SET after = '{"fullName":"篡改"}'`)).toBe("42501");
        expect(await refused(`DELETE FROM audit_log`)).toBe("42501");
        await app.query(`ALTER TABLE audit_log ENABLE TRIGGER USER`);
        // appending still works, and the row is as written
        await app.query(`INSERT INTO audit_log (action, entity) VALUES ('account.lock', 'users')`);
        const rows = await app.query(`SELECT action, after FROM audit_log ORDER BY id`);
        expect(rows.rows).toEqual([{ action: "company.create", after: { fullName: "原始记录" } }, { action: "account.lock", after: null }]);
      } finally {
        await app.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
// On PGlite (a superuser only) the trigger is the guard: tests/server/ops-capacity.test.ts checks it.
