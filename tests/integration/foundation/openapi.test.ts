// The Main API describes itself: GET /api/v2/openapi.json is a valid OpenAPI 3.1 document, generated from the
// contracts, and every route the API mounts has its operation in it, except those of features the brand does not
// ship (mounted to answer 404; tests/integration/foundation/openapi-served.ts proves they do). (That every answer the integration suite
// receives matches its operation's schema is checked by the API itself while API_CHECK_RESPONSES=1, which
// vitest.config.ts sets for this suite: a mismatch answers 500 and fails the test that received it.)
import { compileErrors, validate } from "@readme/openapi-parser";
import type { Router } from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../../api/index";
import brand from "~brand";
import { contracts } from "../../../api/contracts";
import { servedBy } from "../../../api/http/contract";
import { openApiPath } from "../../../api/openapi";
import { loadEnv } from "../../../server/env";
import { createLogger } from "../../../server/logger";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
let api: ApiUnderTest;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  api = await startApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every `METHOD /path` an Express router answers, through nested routers. */
function mountedRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

test("GET /openapi.json answers a valid OpenAPI 3.1 document", async () => {
  const res = await api.fetch("/openapi.json");
  expect(res.status).toBe(200);
  const document = await res.json();
  expect(document.openapi).toBe("3.1.0");
  const result = await validate(structuredClone(document));
  expect(result.valid ? "" : compileErrors(result)).toBe("");
});

test("every route the API mounts has its operation in the document", async () => {
  const document = (await (await api.fetch("/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = new Set(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  const env = loadEnv({ STAGE: "local" });
  const router = createApi({ db: database.db, env, logger: createLogger("silent"), identity: null });
  const notServed = new Set(
    Object.values(contracts).flatMap((contract) =>
      Object.values(contract)
        .filter((op) => !servedBy(op, brand.features))
        .map((op) => `${op.method} ${openApiPath(op.path)}`),
    ),
  );
  const mounted = mountedRoutes(router)
    .map((route) => {
      const [method, path] = route.split(" ");
      return `${method} ${openApiPath(path)}`;
    })
    .filter((route) => !notServed.has(route));
  expect(mounted.length).toBeGreaterThan(5);
  expect(mounted.filter((route) => !documented.has(route))).toEqual([]);
  // …and the document describes nothing the API does not mount.
  expect([...documented].filter((route) => !mounted.includes(route))).toEqual([]);
});
