import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The walls eslint.config.js keeps, each shown to refuse a deliberate violation. The probe files are real
 * files (import-x resolves imports against the disk), written under src/ for the run and removed after it.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const probeA = "src/client/features/lint-probe-a";
const probeB = "src/client/features/lint-probe-b";
const probeLib = "src/client/lib/lint-probe";
const probeComponents = "src/client/components/lint-probe";
const probeModuleM = "src/server/modules/lint-probe-m";
const probeModuleN = "src/server/modules/lint-probe-n";
const probeServerLib = "src/server/lib/lint-probe";

let eslint: ESLint;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

async function rulesBroken(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(() => {
  write(`${probeA}/a.ts`, `export const a = 1;\n`);
  write(`${probeB}/relative.ts`, `import { a } from "../lint-probe-a/a.ts";\nexport const b = a;\n`);
  write(`${probeB}/aliased.ts`, `import { a } from "#client/features/lint-probe-a/a.ts";\nexport const c = a;\n`);
  write(`${probeComponents}/widget.ts`, `import { a } from "#client/features/lint-probe-a/a.ts";\nexport const w = a;\n`);
  write(`${probeLib}/one.ts`, `import { two } from "./two.ts";\nexport const one = (): number => two() + 1;\n`);
  write(`${probeLib}/two.ts`, `import { one } from "./one.ts";\nexport const two = (): number => (one ? 1 : 0);\n`);
  write(`${probeLib}/endpoint.ts`, `export const path = "auth/v1/activity_company/company_activity_page";\nexport const t = \`/base-service/api/pub/v1/\${path}\`;\n`);
  write(`${probeLib}/clean.ts`, `import { ok } from "#shared/http/envelope.ts";\nexport const fine = ok;\n`);
  write(`${probeModuleM}/internal.ts`, `export const m = 1;\n`);
  write(`${probeModuleM}/index.ts`, `export { m } from "./internal.ts";\n`);
  write(`${probeModuleN}/internal.ts`, `import { m } from "../lint-probe-m/internal.ts";\nexport const n = m;\n`);
  write(`${probeModuleN}/public.ts`, `import { m } from "../lint-probe-m/index.ts";\nexport const n = m;\n`);
  write(`${probeServerLib}/aliased.ts`, `import { m } from "#server/modules/lint-probe-m/internal.ts";\nexport const l = m;\n`);
  // created after the probe folders exist: the config lists the feature folders when it loads
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  for (const dir of [probeA, probeB, probeLib, probeComponents, probeModuleM, probeModuleN, probeServerLib]) rmSync(path.join(root, dir), { recursive: true, force: true });
});

describe("the walls lint keeps", () => {
  it("refuses a feature importing another feature, relatively or by alias", async () => {
    expect(await rulesBroken(`${probeB}/relative.ts`)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken(`${probeB}/aliased.ts`)).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses a component importing a feature", async () => {
    expect(await rulesBroken(`${probeComponents}/widget.ts`)).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses a server module's internal file imported from outside it, relatively or by alias", async () => {
    expect(await rulesBroken(`${probeModuleN}/internal.ts`)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken(`${probeServerLib}/aliased.ts`)).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets a server module be imported through its public file", async () => {
    expect(await rulesBroken(`${probeModuleN}/public.ts`)).toEqual([]);
    expect(await rulesBroken(`${probeModuleM}/index.ts`)).toEqual([]);
  }, 60_000);

  it("refuses an import cycle", async () => {
    expect(await rulesBroken(`${probeLib}/one.ts`)).toContain("import-x/no-cycle");
  }, 60_000);

  it("refuses an endpoint path written in the client", async () => {
    const broken = await rulesBroken(`${probeLib}/endpoint.ts`);
    expect(broken.filter((r) => r === "no-restricted-syntax")).toHaveLength(2);
  }, 60_000);

  it("lets a clean file through", async () => {
    expect(await rulesBroken(`${probeLib}/clean.ts`)).toEqual([]);
  }, 60_000);
});
