import { describe, expect, it } from "vitest";
import { createTestApp } from "./test-app.ts";

describe("graceful shutdown", () => {
  it("finishes a request in flight before closing", async () => {
    const t = await createTestApp();
    let release: () => void = () => {};
    t.app.post("/base-service/api/pub/v1/test/slow", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { code: 200, datas: ["done"], message: "ok" };
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${address.port}/base-service/api/pub/v1/test/slow`, { method: "POST" });
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 50));
    release();
    const res = await inFlight;
    expect(await res.json()).toMatchObject({ datas: ["done"] });
    await closing;
    await t.database.close();
  });
});
