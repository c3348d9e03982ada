// The brand's OpenAPI document lists exactly the operations the brand serves: every operation of every contract is
// called by a super admin with path ids no record has ("0") and an empty body, and answers 404 exactly when the
// document leaves it out. (An operation of a feature the brand does not ship answers 404 before validation, which
// refuses the id of one it serves with 400.) Shared by one test file per brand, each swapping `~brand` as BRAND does
// for a build.
import { afterAll, beforeAll, expect, test } from "vitest";
import brand from "~brand";
import { seed, tenancySeed } from "../../../api/db/seed";
import { contracts } from "../../../api/contracts";
import { pathOf } from "../../../api/http/contract";
import { openApiPath } from "../../../api/openapi";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const SUPER = "ava.admin@provider.test";

export function documentListsWhatTheBrandServes(expectedBrand: string) {
  let database: TestDatabase;
  let api: ApiUnderTest;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db, [tenancySeed]);
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  test(`the ${expectedBrand} document lists exactly the operations that answer other than 404`, async () => {
    expect(brand.brand).toBe(expectedBrand);
    const document = (await (await api.fetch("/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const answers: { operation: string; documented: boolean; status: number }[] = [];
    for (const [feature, contract] of Object.entries(contracts)) {
      for (const [name, op] of Object.entries(contract)) {
        const params = Object.fromEntries([...op.path.matchAll(/:([A-Za-z_]+)/g)].map(([, key]) => [key, "0"]));
        const res = await api.fetch(pathOf(op.path, params), {
          method: op.method,
          as: SUPER,
          ...(op.method === "GET" || op.method === "DELETE" ? {} : { json: {} }),
        });
        await res.arrayBuffer();
        answers.push({
          operation: `${feature}.${name} ${op.method} ${op.path}`,
          documented: documented.has(`${op.method} ${openApiPath(op.path)}`),
          status: res.status,
        });
      }
    }
    expect(answers.length).toBeGreaterThan(200);
    expect(answers.some((a) => !a.documented) || expectedBrand === "hb").toBe(true);
    expect(answers.filter((a) => a.documented === (a.status === 404))).toEqual([]);
    // One request per operation, one after another: longer than the suite's default on a busy machine.
  }, 120_000);
}
