import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { allContracts } from "#shared/api/index.ts";
import type { TContract } from "#shared/api/contract.ts";

function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "openapi-3.0" }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** Builds the OpenAPI document from the contracts in src/shared/api (the only source of the API's shape). */
export function buildOpenApiDocument(contracts: TContract[] = allContracts) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of contracts) {
    const envelope = {
      type: "object",
      properties: {
        code: { type: "integer", description: "200 ok, 400 refused with message, 401/300 not logged in, 403 暂无权限, 409 needs confirmation, 415 warning" },
        datas: { type: "array", items: schemaOf(c.datas) },
        message: { type: "string" },
      },
      required: ["code", "datas", "message"],
    };
    const operation: Record<string, unknown> = {
      summary: c.summary,
      tags: [c.tag],
      operationId: `${c.method.toLowerCase()}${c.path.replace(/[^A-Za-z0-9]+/g, "_")}`,
      responses: { 200: { description: "Envelope { code, datas, message }", content: { "application/json": { schema: envelope } } } },
    };
    if (c.access === "auth" || c.access === "ops") operation.security = [{ token: [] }];
    if (c.method === "GET") {
      operation.parameters = [];
    } else {
      const body = schemaOf(c.body);
      operation.requestBody = {
        content: { "application/x-www-form-urlencoded": { schema: body }, "application/json": { schema: body } },
      };
    }
    (paths[c.path] ??= {})[c.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "路演中心 API",
      version: "1.0.0",
      description:
        "POST with form-encoded bodies (arrays as repeated keys; indexed `importDto[0].field` for imports). Every answer is `{ code, datas, message }`; `datas` is always an array and a page is `datas[0] = { records, current, pages, total }`. Writes may carry an `Idempotency-Key` header: the first response is kept 24 hours and returned to replays.",
    },
    components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    paths,
  };
}

/** Serves the generated document at /docs/json and the interactive reference at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: "static", specification: { document: buildOpenApiDocument() as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
