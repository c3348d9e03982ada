// Inputs generated from the contracts: every operation, called by a super admin with an id beyond the database's
// integer range in each path parameter and a NUL character in its text — in every string field its query and body
// schemas declare — answers a 4xx, never a 500, and a NUL is refused naming each field before any handler runs (so
// nothing is written). An operation of a feature the brand does not ship answers 404 before anything else: this is
// where every brand-only feature's absence from the other brand is proven. Run once per brand
// (contract-inputs.*.test.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { z } from "zod";
import brand from "~brand";
import { contracts } from "../../../api/contracts";
import * as schema from "../../../server/db/schema/index";
import { pathOf, type OperationSpec } from "../../../api/http/contract";
import { SUPER_ADMIN, startStaffApi, type StaffApi } from "../assessment/staff-api";

export function testContractInputs() {
  let staff: StaffApi;
  beforeAll(async () => {
    staff = await startStaffApi();
    // The caller may use every operation, so each input reaches its checks: self-identification data ("eeo:read")
    // is read only by users granted it, whatever their role.
    await staff.database.db.update(schema.users).set({ canViewEeo: true }).where(eq(schema.users.email, SUPER_ADMIN));
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

  test("a NUL character in every string field of every query and body schema is refused naming that field", async () => {
    const wrong: string[] = [];
    let fields = 0;
    for (const { id, op } of operations.filter(shipped)) {
      const params = Object.fromEntries(paramNames(op.path).map((name) => [name, "1"]));
      const path = pathOf(op.path, params);
      const query = op.query ? withNulEverywhere(op.query) : { value: {}, paths: [] };
      const body = op.body && op.method !== "GET" ? withNulEverywhere(op.body) : { value: undefined, paths: [] };
      // Twenty fields a request: the API names at most twenty problems in one answer.
      const chunks = (paths: string[]) =>
        Array.from({ length: Math.ceil(paths.length / 20) }, (_, i) => paths.slice(i * 20, i * 20 + 20));
      for (const chunk of chunks(query.paths)) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(nulOnlyAt(query.value, new Set(chunk)) as object)) {
          for (const item of [value].flat()) if (item !== undefined) search.append(key, String(item));
        }
        const res = await staff.call(SUPER_ADMIN, op.method, `${path}?${search}`, op.method === "GET" ? undefined : {});
        wrong.push(
          ...unnamed(
            `${id} query`,
            res,
            chunk.map((p) => p.split(".")[0]),
          ),
        );
      }
      for (const chunk of chunks(body.paths)) {
        const res = await staff.call(SUPER_ADMIN, op.method, path, nulOnlyAt(body.value, new Set(chunk)));
        wrong.push(...unnamed(`${id} body`, res, chunk));
      }
      fields += query.paths.length + body.paths.length;
    }
    expect(wrong).toEqual([]);
    expect(fields).toBeGreaterThan(100);
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

const NUL_TEXT = "a\u0000b";

/**
 * A value for a contract's schema with a NUL in every string it declares (one item of each list, the first option of
 * a union), and the dotted paths of those strings ("(body)" for a schema that is one string).
 */
export function withNulEverywhere(schema: z.ZodType, at: string[] = []): { value: unknown; paths: string[] } {
  // zod's definitions, read structurally: only what builds a sample is looked at.
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const inner = (key: string) => withNulEverywhere(def[key] as z.ZodType, at);
  switch (def.type) {
    case "string":
      return { value: NUL_TEXT, paths: [at.join(".") || "(body)"] };
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      return inner("in");
    case "lazy":
      return withNulEverywhere((def.getter as () => z.ZodType)(), at);
    case "object": {
      const value: Record<string, unknown> = {};
      const paths: string[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const sample = withNulEverywhere(field, [...at, key]);
        value[key] = sample.value;
        paths.push(...sample.paths);
      }
      return { value, paths };
    }
    case "array": {
      const sample = withNulEverywhere(def.element as z.ZodType, [...at, "0"]);
      return { value: [sample.value], paths: sample.paths };
    }
    case "union":
      return withNulEverywhere((def.options as z.ZodType[])[0], at);
    case "intersection": {
      const left = inner("left");
      const right = inner("right");
      return {
        value: { ...(left.value as object), ...(right.value as object) },
        paths: [...left.paths, ...right.paths],
      };
    }
    case "literal":
      return { value: (def.values as unknown[])[0], paths: [] };
    case "enum":
      return { value: Object.values(def.entries as object)[0], paths: [] };
    case "number":
    case "int":
      return { value: 1, paths: [] };
    case "boolean":
      return { value: true, paths: [] };
    default:
      return { value: undefined, paths: [] };
  }
}

/** The sample with its NUL only in the strings at `paths` (the others read "ab"). */
function nulOnlyAt(value: unknown, paths: Set<string>, at: string[] = []): unknown {
  if (value === NUL_TEXT) return paths.has(at.join(".") || "(body)") ? NUL_TEXT : "ab";
  if (Array.isArray(value)) return value.map((item, i) => nulOnlyAt(item, paths, [...at, String(i)]));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nulOnlyAt(v, paths, [...at, k])]));
  return value;
}

/** The fields a 400 did not name with the NUL message (or the whole answer, when it was no 400). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function unnamed(what: string, res: { status: number; body: any }, paths: string[]): string[] {
  if (res.status !== 400) return [`${res.status} ${what}`];
  const named = new Set(
    (res.body?.errors ?? [])
      .filter((e: { message: string }) => e.message === "must not contain a NUL character")
      .map((e: { path: string }) => e.path),
  );
  return paths.filter((p) => !named.has(p)).map((p) => `${what}: ${p} not named`);
}
