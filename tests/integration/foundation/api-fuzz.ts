// Property-based requests generated from every contract (api/contracts.ts), sent over HTTP to the Main API on a
// fresh database with the demo data, as a super admin, a company owner and a company user (and now and then with no
// token). Each operation's params, query and body schemas become fast-check arbitraries: valid values, boundary
// values and hostile ones (2^31 and beyond, negatives, NaN text, NUL and control bytes, lone surrogates, very long
// text, wrong types, arrays for scalars), plus malformed JSON, wrong content types, duplicated query parameters and
// oversize bodies. Whatever arrives, the API must answer below 500: bad input is the client's problem (4xx with
// field paths), never the server's.
//
// The cases come from one seed, printed with the totals, so a failure reproduces: FUZZ_SEED=<seed> (and FUZZ_CASES to
// change the count). Every case is generated up front and sent with a small concurrency. One test file per brand
// (fuzz.test.ts, fuzz.coaching.test.ts) runs it, each swapping `~brand` as BRAND does for a build: a brand's API
// serves its own features and answers 404 for the others'.
import http from "node:http";
import * as fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { z } from "zod";
import brand from "~brand";
import { contracts } from "../../../api/contracts";
import { seed, tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { coachingSeed } from "../../../api/db/seed-coaching";
import { jobsSeed } from "../../../api/db/seed-jobs";
import { teamsSeed } from "../../../api/db/seed-teams";
import { servedBy, type OperationSpec } from "../../../api/http/contract";
import type { IdentityAdmin } from "../../../api/identity";
import { outboxMailer } from "../../../server/mail/index";
import { stopQueueFor } from "../../../api/queue/index";
import { createAccountService } from "../../../idp/accounts";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const CONCURRENCY = 6;

const CALLERS = ["ava.admin@provider.test", "owner@harbor-dental.test", "recruiter@harbor-dental.test"] as const;
/** Callers whose rows the fuzzing must not take away, or later cases would only see 401s (fresh data every run). */
const PROTECTED_EMAILS = new Set<string>(CALLERS);

let database: TestDatabase;
let api: ApiUnderTest;
const tokens = new Map<string, string>();

// ---------------------------------------------------------------------------------------------------------------
// Values

const LONG = "x".repeat(70_000);
/** Values no field should ever be trusted with. */
const HOSTILE: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  "2147483648",
  "99999999999999999999999",
  "-1",
  "0",
  "1.5",
  "1e999",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x1F",
  " 7 ",
  "٣",
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m\u007f",
  "\r\n\r\nX-Injected: 1",
  "\ud800",
  "a\udfffb",
  "\ufeff\u200b\u202e",
  "💥🧨",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-01T25:61:00Z",
  "not-an-email@",
  "00000000-0000-0000-0000-000000000000",
  LONG,
  "1".repeat(400),
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  ["a", "b"],
  [[[[[]]]]],
  { $gt: "" },
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
];
const hostile = fc.constantFrom(...HOSTILE);

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Small valid ids most of the time, so cases reach real rows (and other tenants' rows) as well as missing ones. */
const idLike = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53, 0, -1) },
);

/** An arbitrary of values the schema accepts (mostly: refinements are not read), boundaries included. */
function valid(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  const inner = (key: string) => valid(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case "string": {
      let min = 0;
      let max = 40;
      let format = def.format as string | undefined;
      let pattern: RegExp | undefined;
      for (const c of checksOf(def)) {
        if (c.check === "min_length") min = c.minimum as number;
        if (c.check === "max_length") max = c.maximum as number;
        if (c.check === "string_format") {
          format = c.format as string;
          if (c.pattern instanceof RegExp) pattern = c.pattern;
        }
      }
      if (format === "email") return fc.emailAddress();
      if (format === "uuid" || format === "guid") return fc.uuid();
      if (format === "date")
        return fc
          .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (format === "datetime")
        return fc
          .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
      const text = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) });
      // The longest the field allows, now and then: the boundary.
      return fc.oneof({ weight: 9, arbitrary: text }, { weight: 1, arbitrary: fc.constant("y".repeat(max)) });
    }
    case "number": {
      let min = -(2 ** 31);
      let max = 2 ** 31 - 1;
      let int = false;
      for (const c of checksOf(def)) {
        if (c.check === "number_format") int = true;
        if (c.check === "greater_than") min = (c.value as number) + (c.inclusive ? 0 : int ? 1 : 1e-9);
        if (c.check === "less_than") max = (c.value as number) - (c.inclusive ? 0 : int ? 1 : 1e-9);
      }
      if (int && min >= 1)
        return fc.oneof(
          idLike.filter((n) => n >= min && n <= max),
          fc.constantFrom(min, max),
        );
      const n = int
        ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return def.coerce ? fc.oneof(n, n.map(String)) : n;
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as object));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "null":
      return fc.constant(null);
    case "optional":
    case "default":
    case "prefault":
      return fc.option(inner("innerType"), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner("innerType"), { nil: null, freq: 4 });
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      // The input side: what a client sends (a transform's output is the server's business).
      return defOf(def.in as z.ZodType).type === "transform" ? inner("out") : inner("in");
    case "lazy":
      return valid((def.getter as () => z.ZodType)(), depth + 1);
    case "array": {
      let min = 0;
      let max = 4;
      for (const c of checksOf(def)) {
        if (c.check === "min_length") min = c.minimum as number;
        if (c.check === "max_length") max = Math.min(c.maximum as number, 6);
      }
      return fc.array(valid(def.element as z.ZodType, depth + 1), { minLength: min, maxLength: Math.max(min, max) });
    }
    case "record":
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.uuid()),
        valid(def.valueType as z.ZodType, depth + 1),
        { maxKeys: 4 },
      );
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valid(v, depth + 1)])));
    }
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => valid(o, depth + 1)));
    case "intersection":
      return fc
        .tuple(inner("left"), inner("right"))
        .map(([l, r]) => (l && r && typeof l === "object" ? { ...l, ...(r as object) } : r));
    case "tuple":
      return fc.tuple(...(def.items as z.ZodType[]).map((i) => valid(i, depth + 1)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid value with some of its leaves (or the whole of it) replaced by hostile ones. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  const leaves: string[][] = [];
  const walk = (v: unknown, at: string[]) => {
    leaves.push(at);
    if (v && typeof v === "object") for (const [k, inner] of Object.entries(v)) walk(inner, [...at, k]);
  };
  walk(value, []);
  return fc
    .tuple(
      fc.array(fc.nat(leaves.length - 1), { minLength: 1, maxLength: 3 }),
      fc.array(hostile, { minLength: 3, maxLength: 3 }),
    )
    .map(([picks, values]) => {
      let out: unknown = structuredClone(value);
      picks.forEach((pick, i) => {
        const at = leaves[pick];
        // A copy: the constants are shared by every case, and a later pick may write into this one.
        const replacement = structuredClone(values[i]);
        if (at.length === 0) out = replacement;
        else {
          let parent = out as Record<string, unknown>;
          for (const key of at.slice(0, -1)) {
            if (!parent || typeof parent !== "object") return;
            parent = parent[key] as Record<string, unknown>;
          }
          if (parent && typeof parent === "object") parent[at[at.length - 1]] = replacement;
        }
      });
      return out;
    });
}

/** Valid (weight 3) or mutated (weight 5) values of a schema. */
const inputOf = (schema: z.ZodType | undefined) =>
  schema
    ? valid(schema).chain((v) =>
        fc.oneof({ weight: 3, arbitrary: fc.constant(v) }, { weight: 5, arbitrary: mutated(v) }),
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 }) },
      );

// ---------------------------------------------------------------------------------------------------------------
// Requests

interface Case {
  op: string;
  method: string;
  path: string;
  as: string | null;
  headers: Record<string, string>;
  body?: string | Buffer;
}

// The OpenAPI document takes no input and is a large answer checked against its schema: openapi.test.ts covers it.
const SKIPPED = new Set(["meta.openApi"]);
const operations = Object.entries(contracts)
  .flatMap(([feature, contract]) =>
    Object.entries(contract as Record<string, OperationSpec>).map(([name, op]) => ({ id: `${feature}.${name}`, op })),
  )
  // The brand's own operations: another brand's answer 404 before reading anything (openapi-served.ts proves it).
  .filter(({ id, op }) => !SKIPPED.has(id) && servedBy(op, brand.features));
/** Each operation's inputs, built once (building arbitraries per case would cost more than sending it). */
const inputArbs = operations.map(({ op }) =>
  fc.record({ params: inputOf(op.params), query: inputOf(op.query), body: inputOf(op.body) }),
);

/** A path parameter's text: a value of its schema, a hostile value, or raw bytes the URL parser must cope with. */
function pathSegment(value: unknown): string {
  if (typeof value === "string" && /^%|%$/.test(value)) return value; // malformed escapes, sent raw
  return escape(typeof value === "object" ? JSON.stringify(value) : String(value));
}

/** encodeURIComponent, but a lone surrogate (which it refuses) goes as the invalid UTF-8 a careless client sends. */
const escape = (text: string) =>
  text
    .split(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
    .map(encodeURIComponent)
    .join("%ED%A0%80");

function queryString(value: unknown, duplicate: boolean): string {
  if (!value || typeof value !== "object") return value === undefined ? "" : `?${escape(String(value))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item])
      search.append(key, typeof one === "object" && one !== null ? JSON.stringify(one) : String(one));
    // The same parameter twice, with different values: express reads an array.
    if (duplicate) search.append(key, "2147483648");
  }
  // Bracket syntax, which express's query parser turns into objects and arrays.
  if (duplicate) search.append(`${Object.keys(value)[0] ?? "q"}[a][b]`, "1");
  const text = search.toString();
  return text ? `?${text}` : "";
}

const RAW_BODIES = [
  '{"a":',
  '{"a":1}}',
  "nul",
  "[",
  "'single'",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  "\u0000",
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(2000) + "1" + "}".repeat(2000),
  "1e999",
  '"' + "z".repeat(1000) + '"',
];
const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/xml",
  "image/png",
  "application/octet-stream",
  "application/json; charset=utf-8",
];

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    which: fc.nat(operations.length - 1),
    as: fc.oneof(
      { weight: 5, arbitrary: fc.constant(CALLERS[0]) },
      { weight: 3, arbitrary: fc.constant(CALLERS[1]) },
      { weight: 3, arbitrary: fc.constant(CALLERS[2]) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    kind: fc.oneof(
      { weight: 100, arbitrary: fc.constant("json" as const) },
      { weight: 12, arbitrary: fc.constant("raw" as const) },
      { weight: 12, arbitrary: fc.constant("content-type" as const) },
      { weight: 12, arbitrary: fc.constant("duplicate-query" as const) },
      { weight: 6, arbitrary: fc.constant("encoding" as const) },
      // A few: each is a megabyte on the wire.
      { weight: 1, arbitrary: fc.constant("oversize" as const) },
    ),
    extra: fc.nat(1000),
  })
  .chain(({ which, as, kind, extra }) => {
    const { id, op } = operations[which];
    return inputArbs[which].map(({ params, query, body }): Case => {
      const path = op.path.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, (_, name: string) => {
        const value = params && typeof params === "object" ? (params as Record<string, unknown>)[name] : params;
        return pathSegment(value ?? "1");
      });
      const headers: Record<string, string> = {};
      let sent: string | Buffer | undefined;
      const hasBody = op.method !== "GET";
      if (hasBody) {
        headers["Content-Type"] = "application/json";
        sent = body === undefined ? undefined : JSON.stringify(body);
      }
      if (kind === "raw" && hasBody) sent = RAW_BODIES[extra % RAW_BODIES.length];
      if (kind === "content-type") {
        headers["Content-Type"] = CONTENT_TYPES[extra % CONTENT_TYPES.length];
        sent = extra % 2 ? JSON.stringify(body ?? {}) : "a=1&b=%00&c[d]=2";
        if (op.method === "GET" && extra % 3) sent = undefined;
      }
      if (kind === "encoding" && hasBody) {
        headers["Content-Encoding"] = ["gzip", "deflate", "br", "x-unknown", "identity, gzip"][extra % 5];
        sent = JSON.stringify(body ?? {});
      }
      if (kind === "oversize") {
        headers["Content-Type"] = "application/json";
        sent = JSON.stringify({ text: "o".repeat(1_100_000 + extra) });
      }
      const search = queryString(query, kind === "duplicate-query");
      return { op: id, method: op.method, path: `${path}${search}`, as, headers, body: sent };
    });
  });

/** A body that must not reach the protected callers' accounts (deactivating the super admin ends the run early). */
function harmless(c: Case, ids: Set<string>): boolean {
  if (!/^users\.(deactivate|update|changePassword)$|^impersonation\.start$/.test(c.op)) return true;
  const idInPath = c.path.match(/^\/users\/(\d+)/)?.[1];
  return !(idInPath && ids.has(idInPath)) && c.op !== "users.changePassword" && c.op !== "impersonation.start";
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * Sends one case with node:http rather than fetch: fetch refuses a GET with a body and normalises paths, and both
 * are part of what a hostile client sends.
 */
async function send(c: Case): Promise<number> {
  try {
    return await sendOnce(c, agent);
  } catch (error) {
    // A kept-alive connection the server closed as it was reused (its idle time-out): once more on a fresh one, as
    // the page fuzz does.
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return sendOnce(c, false);
  }
}

function sendOnce(c: Case, via: http.Agent | false): Promise<number> {
  const url = new URL(api.url);
  const headers: Record<string, string> = { ...c.headers };
  if (c.as) headers.Authorization = `Bearer ${tokens.get(c.as)}`;
  if (c.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(c.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: via, host: url.hostname, port: url.port, method: c.method, path: `${url.pathname}${c.path}`, headers },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", (error) => {
      // The server may answer an oversize body and close the connection before reading all of it: a refusal.
      if (c.body && c.body.length > 1_000_000) resolve(413);
      else reject(new Error(`${c.method} ${c.path.slice(0, 200)}: ${error.message}`));
    });
    req.end(c.body);
  });
}

/** Registers the fuzzing of the brand's API in the calling test file (which has set `~brand` to `expectedBrand`). */
export function fuzzTheApi(expectedBrand: string) {
  test("runs against the brand's build", () => expect(brand.brand).toBe(expectedBrand));

  beforeAll(async () => {
    database = await createTestDatabase();
    // The data of the brand's own features: another brand's operations answer 404 before reaching any.
    await seed(database.db, [
      tenancySeed,
      assessmentsSeed,
      benchmarksSeed,
      ...(brand.features.coaching ? [coachingSeed] : []),
      ...(brand.features.comparison ? [teamsSeed] : []),
      ...(brand.features.jobs ? [jobsSeed] : []),
    ]);
    const accounts = createAccountService({
      db: database.db,
      mailer: outboxMailer(database.db),
      publicUrl: "http://app.example.test",
    });
    const identity: IdentityAdmin = { accounts, revokeAll: async () => {} };
    api = await startApi(database.db, {
      identity,
      env: {
        PUBLIC_URL: "http://app.example.test",
        // Configured, so the signed webhook is fuzzed past its 503 ("not configured") to its signature check.
        HUBSPOT_WEBHOOK_SECRET: "fuzz-hubspot-secret",
      },
    });
    for (const email of CALLERS) tokens.set(email, await api.token(email, { expiresIn: "30m" }));
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await api?.close();
    if (database) {
      await stopQueueFor(database.db);
      await database.close();
    }
  });

  test("every contract operation answers fuzzed requests below 500", { timeout: 600_000 }, async () => {
    const { users } = await import("../../../server/db/schema/index");
    const protectedIds = new Set(
      (await database.db.select({ id: users.id, email: users.email }).from(users))
        .filter((u) => PROTECTED_EMAILS.has(u.email))
        .map((u) => String(u.id)),
    );
    // A few more than asked for, as the harmful ones are left out.
    const cases = fc
      .sample(caseArb, { seed: SEED, numRuns: Math.ceil(CASES * 1.03) })
      .filter((c) => harmless(c, protectedIds))
      .slice(0, CASES);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const slow = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const c = cases[next++];
          const t0 = performance.now();
          const status = await send(c);
          slow.set(c.op, (slow.get(c.op) ?? 0) + performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) {
            const body = typeof c.body === "string" ? c.body.slice(0, 200) : "";
            failures.push(
              `${status} ${c.op} as ${c.as ?? "anonymous"}: ${c.method} ${c.path.slice(0, 300)} ${JSON.stringify(c.headers)} ${body}`,
            );
          }
        }
      }),
    );
    const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, count]) => n + count, 0);
    console.log(
      `fuzz: ${cases.length} cases, ${fivexx} × 5xx (seed ${SEED}, ${operations.length} operations, ${Math.round((Date.now() - started) / 1000)} s; ` +
        `statuses ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")})`,
    );
    if (process.env.FUZZ_PROFILE)
      console.log(
        [...slow]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 25)
          .map(([op, ms]) => `${op} ${Math.round(ms)} ms`)
          .join("\n"),
      );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(cases.length).toBe(CASES);
    // Enough of the cases were not refused outright, so the handlers ran too.
    expect([...statuses].filter(([s]) => s < 300).reduce((n, [, count]) => n + count, 0)).toBeGreaterThan(
      cases.length / 20,
    );
  });

  // The classes of input the fuzzing found answering 500, each fixed at its root; one example of each, named.
  test("what the fuzzing found: malformed escapes, unsupported charsets and encodings, lone surrogates answer 4xx", async () => {
    const owner = CALLERS[1];
    const json = { "Content-Type": "application/json" };
    const cases: [Case, number][] = [
      // Express's own refusals keep their status (api/http/errors.ts).
      [{ op: "-", method: "GET", path: "/role-benchmarks/%E0%A4%A", as: owner, headers: {} }, 400],
      [{ op: "-", method: "GET", path: "/companies/%ED%A0%80", as: owner, headers: {} }, 400],
      [
        {
          op: "-",
          method: "PUT",
          path: "/survey-results/update-role",
          as: owner,
          headers: { "Content-Type": "application/json; charset=latin1" },
          body: "{}",
        },
        415,
      ],
      [
        {
          op: "-",
          method: "POST",
          path: "/candidate-notes",
          as: owner,
          headers: { ...json, "Content-Encoding": "br" },
          body: "{}",
        },
        415,
      ],
      [
        {
          op: "-",
          method: "POST",
          path: "/candidate-notes",
          as: owner,
          headers: { ...json, "Content-Encoding": "gzip" },
          body: "{}",
        },
        400,
      ],
    ];
    const answers = [];
    for (const [c] of cases) answers.push(await send(c));
    expect(answers).toEqual(cases.map(([, status]) => status));

    // A lone surrogate is no text: refused like a NUL, naming the field (api/http/contract.ts), never PostgreSQL's
    // jsonb error.
    const res = await api.fetch("/companies/events/create-bulk", {
      as: owner,
      method: "POST",
      json: {
        company_events: [
          { company_id: 1, description: "Visited", timestamp: new Date().toISOString(), metadata: { page: "\ud800" } },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { path: "company_events.0.metadata.page", message: "must not contain a lone surrogate (invalid Unicode)" },
    ]);
  });
}
