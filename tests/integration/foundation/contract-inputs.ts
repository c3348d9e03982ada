// Inputs generated from the contracts: every operation, called by a super admin with an id beyond the database's
// integer range in each path parameter and a NUL character in its text, answers a 4xx — never a 500 — and a NUL is
// refused before any handler runs (so nothing is written). An operation of a feature the brand does not ship answers
// 404 before anything else. Run once per brand (contract-inputs.*.test.ts).
import { afterAll, beforeAll, expect, test } from "vitest";
import brand from "~brand";
import { contracts } from "../../../api/contracts";
import { pathOf, type OperationSpec } from "../../../api/http/contract";
import { SUPER_ADMIN, startStaffApi, type StaffApi } from "../assessment/staff-api";

export function testContractInputs() {
  let staff: StaffApi;
  beforeAll(async () => {
    staff = await startStaffApi();
  });
  afterAll(async () => {
    await staff?.close();
  });

  // Their bodies are raw bytes checked by signature or a signed URL first: not JSON text to fuzz.
  const RAW = new Set(["hubspot.createCompany", "files.put", "files.get"]);
  const operations = Object.entries(contracts)
    .flatMap(([feature, contract]) =>
      Object.entries(contract as Record<string, OperationSpec>).map(([name, op]) => ({ id: `${feature}.${name}`, op })),
    )
    .filter(({ id }) => !RAW.has(id));
  const shipped = ({ op }: (typeof operations)[number]) => !op.feature || brand.features[op.feature];
  const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);

  test("an id of 2^31 in any path parameter answers 4xx, not 500", async () => {
    const answers: string[] = [];
    for (const { id, op } of operations.filter(({ op }) => paramNames(op.path).length > 0)) {
      const params = Object.fromEntries(paramNames(op.path).map((name) => [name, "2147483648"]));
      const { status } = await staff.call(
        SUPER_ADMIN,
        op.method,
        pathOf(op.path, params),
        op.method === "GET" ? undefined : {},
      );
      answers.push(`${status} ${id}`);
    }
    expect(answers.filter((a) => !/^4\d\d /.test(a))).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
  });

  test("a NUL character in the query or body answers 400 naming the field", async () => {
    const wrong: string[] = [];
    for (const { id, op } of operations.filter(shipped)) {
      const params = Object.fromEntries(paramNames(op.path).map((name) => [name, "1"]));
      const path = pathOf(op.path, params);
      const res =
        op.method === "GET" || op.method === "DELETE"
          ? await staff.call(SUPER_ADMIN, op.method, `${path}?search=a%00b`)
          : await staff.call(SUPER_ADMIN, op.method, path, { name: "a\u0000b" });
      const named = res.body?.errors?.some(
        (e: { message: string }) => e.message === "must not contain a NUL character",
      );
      if (res.status !== 400 || !named) wrong.push(`${res.status} ${id}`);
    }
    expect(wrong).toEqual([]);
  });

  test("an operation of a feature the brand does not ship answers 404", async () => {
    const wrong: string[] = [];
    const absent = operations.filter((o) => !shipped(o));
    for (const { id, op } of absent) {
      const params = Object.fromEntries(paramNames(op.path).map((name) => [name, "1"]));
      const res = await staff.call(
        SUPER_ADMIN,
        op.method,
        pathOf(op.path, params),
        op.method === "GET" ? undefined : {},
      );
      if (res.status !== 404) wrong.push(`${res.status} ${id}`);
    }
    expect(wrong).toEqual([]);
    expect(absent.length).toBeGreaterThan(0);
  });
}
