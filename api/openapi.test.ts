// Each brand's OpenAPI document: Redocly's recommended rule set finds no error in it (and no ambiguous path), every
// operation has a summary, a description and its feature's tag, it lists exactly the operations the brand serves,
// and every operation documents the statuses the HTTP layer can give it. (That the listed operations are exactly the
// ones answering other than 404 is proven against the running API: tests/integration/foundation/openapi-served.ts.)
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import coaching from "../brands/coaching/index";
import hb from "../brands/hb/index";
import { contracts } from "./contracts";
import { servedBy, type OperationSpec } from "./http/contract";
import { openApiDocument, openApiPath } from "./openapi";

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, unknown>;
};
type Document = { tags: { name: string; description: string }[]; paths: Record<string, Record<string, Operation>> };

const allOperations = Object.entries(contracts).flatMap(([feature, contract]) =>
  Object.entries(contract).map(([name, op]) => ({ feature, name, op: op as OperationSpec })),
);

describe.each([hb, coaching])("the $brand API's OpenAPI document", (brand) => {
  const document = openApiDocument(
    contracts,
    { title: "Main API", version: "v2" },
    brand.features,
  ) as unknown as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
  const find = (op: OperationSpec) => document.paths[openApiPath(op.path)]?.[op.method.toLowerCase()];

  // Redocly's lint of the whole document takes seconds on a busy two-core machine: a longer limit than 5 s.
  test("has no error and no ambiguous path under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    const report = (severity: string) =>
      problems
        .filter((p) => p.severity === severity || p.ruleId === "no-ambiguous-paths")
        .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(report("error")).toEqual([]);
  }, 30_000);

  test("lists exactly the operations of the features the brand ships", () => {
    const served = allOperations.filter(({ op }) => servedBy(op, brand.features));
    expect(served.length).toBeLessThan(allOperations.length);
    expect(operations.map(({ key }) => key).sort()).toEqual(
      served.map(({ op }) => `${op.method} ${openApiPath(op.path)}`).sort(),
    );
  });

  test("gives every operation a summary, a description and its feature's tag, described once", () => {
    for (const { feature, op } of allOperations.filter(({ op }) => servedBy(op, brand.features))) {
      const documented = find(op)!;
      expect(documented.summary, `${op.method} ${op.path}`).toMatch(/\S/);
      expect(documented.description, `${op.method} ${op.path}`).toMatch(/\S.*\S/);
      expect(op.description, `${op.method} ${op.path} has a description of its own`).toMatch(/\S/);
      expect(documented.tags).toEqual([feature]);
    }
    const tagNames = document.tags.map((t) => t.name);
    expect(new Set(operations.flatMap(({ op }) => op.tags ?? []))).toEqual(new Set(tagNames));
    for (const tag of document.tags) expect(tag.description, tag.name).not.toBe(tag.name);
  });

  test("documents the statuses the HTTP layer gives an operation", () => {
    for (const { op } of allOperations.filter(({ op }) => servedBy(op, brand.features))) {
      const statuses = Object.keys(find(op)!.responses).map(Number);
      const where = `${op.method} ${op.path}`;
      for (const status of [...op.errors, 400, 500]) expect(statuses, where).toContain(status);
      if (op.access !== "public") expect(statuses, where).toContain(401);
      if (op.access !== "public" && op.access !== "signed-in") expect(statuses, where).toContain(403);
      if (op.params) expect(statuses, where).toContain(404);
      if (op.body) expect(statuses, where).toEqual(expect.arrayContaining([413, 415]));
      if (op.publicForm) expect(statuses, where).toContain(429);
      if (op.method !== "GET") expect(statuses, where).toContain(409);
    }
  });
});
