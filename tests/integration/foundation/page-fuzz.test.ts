// Property-based requests to every route of each brand's build (its Remix route manifest), sent over HTTP to the
// built server on a fresh data directory with the demo data, signed in (a super admin, a company user) and
// anonymous: every method, hostile bodies (JSON, cut-off and foreign multipart, plain text, binary, a megabyte of
// form), hostile ids and parameters (2^31 and beyond, -1, NaN, long digits, Unicode, malformed escapes), Remix's
// own data and manifest requests, and odd headers. Whatever arrives, a page answers below 500: bad input is the
// client's problem (4xx, or the page's own answer), never the server's. No 5xx is allowed here at all (the one
// documented 503, of an unconfigured webhook, is an API operation: api-fuzz.ts).
//
// The cases come from one seed, printed with the totals, so a failure reproduces: PAGE_FUZZ_SEED=<seed> (and
// PAGE_FUZZ_CASES to change the count per brand, PAGE_FUZZ_BRANDS to run one brand). Every case is generated up front and sent with a small
// concurrency. Each server's log is checked too: a refusal (4xx) is never an error-level line.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BrandKey } from "../../../brands/types";
import { freePort, startServer, waitForReady } from "../../../scripts/lib/servers.mjs";
import { useBuiltArtefacts } from "../../support/build";

const SEED = Number(process.env.PAGE_FUZZ_SEED ?? 20_261_125);
const CASES = Number(process.env.PAGE_FUZZ_CASES ?? 5_000);
const CONCURRENCY = 6;
const PASSWORD = "demo-password-2026";
/** Who the signed-in cases are: the widest view, and a company's everyday user. */
const STAFF = ["ava.admin@provider.test", "recruiter@harbor-dental.test"] as const;
/** Both brands by default; PAGE_FUZZ_BRANDS=coaching reproduces one brand's run alone. */
const BRANDS = (process.env.PAGE_FUZZ_BRANDS ?? "hb,coaching").split(",").map((b) => b.trim()) as BrandKey[];

type Server = ReturnType<typeof startServer>;
interface Running {
  server: Server;
  base: string;
  dataDir: string;
  routes: Route[];
  cookies: Map<string, string>;
}

const artefacts = useBuiltArtefacts(...BRANDS);
const running = new Map<BrandKey, Running>();

beforeAll(async () => {
  // Both brands start at once: a first start migrates, seeds and hashes every demo password.
  await Promise.all(
    BRANDS.map(async (brand) => {
      const dir = artefacts(brand);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `page-fuzz-${brand}-`));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startServer({
        dir,
        env: {
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: "127.0.0.1",
          STAGE: "local",
          PUBLIC_URL: base,
          DEMO_PASSWORD: PASSWORD,
          // The public forms' handlers must run, not the per-address limit in front of them.
          PUBLIC_FORM_LIMIT: "1000000",
          LOG_LEVEL: "info",
        },
      });
      running.set(brand, { server, base, dataDir, routes: routesOf(dir), cookies: new Map() });
      await waitForReady(base, { exited: server.exited, timeoutMs: 400_000 });
      const cookies = running.get(brand)!.cookies;
      for (const email of STAFF) cookies.set(email, await signIn(base, email));
    }),
  );
}, 600_000);

afterAll(async () => {
  agent.destroy();
  for (const { server, dataDir } of running.values()) {
    await server.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Routes: the build's own manifest, so a route of the other brand (left out of this build) is never guessed at.

interface Route {
  id: string;
  /** The URL pattern, e.g. "/survey-results/:id/data.pdf". */
  pattern: string;
  index: boolean;
  hasAction: boolean;
}

interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  hasAction: boolean;
}

function routesOf(dir: string): Route[] {
  const assets = path.join(dir, "client", "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  const all = manifest.routes;
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? patternOf(all[route.parentId]) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
  };
  const hasChildren = new Set(Object.values(all).map((r) => r.parentId));
  return Object.values(all)
    .filter((route) => route.path !== undefined || route.index || !hasChildren.has(route.id))
    .map((route) => ({
      id: route.id,
      pattern: patternOf(route) || "/",
      index: Boolean(route.index),
      hasAction: route.hasAction,
    }));
}

// ---------------------------------------------------------------------------------------------------------------
// Values

/** Ids and other path parameters no page should trust: the database's range and beyond, and text of every kind. */
const HOSTILE_SEGMENTS = [
  "2147483647",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999",
  "0",
  "-1",
  "-2147483649",
  "1.5",
  "1e3",
  "NaN",
  "Infinity",
  "0x1F",
  "%207%20",
  "%D9%A3",
  "%F0%9F%92%A5",
  "%E0%A4%A",
  "%ED%A0%80",
  "%00",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%3B%20DROP%20TABLE%20users%3B--",
  "00000000-0000-0000-0000-000000000000",
  "1".repeat(400),
  "a".repeat(3000),
  "__proto__",
  "constructor",
  "",
];
const segment = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
);

/** Query parameters pages read (ids, lists' shape, sign-in's redirect), and any other. */
const QUERY_KEYS = [
  "id",
  "page",
  "limit",
  "sort_by",
  "order_by",
  "search",
  "with",
  "a",
  "b",
  "team",
  "benchmark",
  "redirect_to",
  "uid",
  "status",
  "tab",
  "company_id",
  "token",
  "index",
  "_data",
  "x",
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), segment), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

const FORM_FIELDS = ["intent", "id", "name", "email", "password", "uid", "company_id", "role", "title", "status"];
const INTENT_WORDS = ["create", "update", "delete", "archive", "rename", "save", "send", "undo", "explode", ""];
const formFields = fc.array(
  fc.tuple(
    fc.constantFrom(...FORM_FIELDS),
    fc.oneof(fc.constantFrom(...INTENT_WORDS), fc.constantFrom(...HOSTILE_SEGMENTS.map(decodeLeniently))),
  ),
  { maxLength: 5 },
);

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const BOUNDARY = "----pagefuzz";
const multipartOf = (fields: [string, string][], cut: boolean) => {
  const parts = fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n1,2\r\n`;
  const whole = `${parts.join("")}${file}--${BOUNDARY}--\r\n`;
  return cut ? whole.slice(0, Math.max(10, Math.floor(whole.length / 2))) : whole;
};

type BodyKind =
  | "none"
  | "form"
  | "multipart"
  | "multipart-cut"
  | "multipart-no-boundary"
  | "json"
  | "json-broken"
  | "text"
  | "binary"
  | "huge-form"
  | "gzip-claimed";

const bodyKind = fc.oneof(
  { weight: 4, arbitrary: fc.constant<BodyKind>("none") },
  { weight: 5, arbitrary: fc.constant<BodyKind>("form") },
  { weight: 2, arbitrary: fc.constant<BodyKind>("multipart") },
  { weight: 3, arbitrary: fc.constant<BodyKind>("multipart-cut") },
  { weight: 1, arbitrary: fc.constant<BodyKind>("multipart-no-boundary") },
  { weight: 4, arbitrary: fc.constant<BodyKind>("json") },
  { weight: 1, arbitrary: fc.constant<BodyKind>("json-broken") },
  { weight: 2, arbitrary: fc.constant<BodyKind>("text") },
  { weight: 2, arbitrary: fc.constant<BodyKind>("binary") },
  // A few: each is a megabyte on the wire.
  { weight: 1, arbitrary: fc.constant<BodyKind>("huge-form") },
  { weight: 1, arbitrary: fc.constant<BodyKind>("gzip-claimed") },
);

function bodyOf(
  kind: BodyKind,
  fields: [string, string][],
  bytes: Uint8Array,
): { headers: Record<string, string>; body?: string | Buffer } {
  const form = () => new URLSearchParams(fields).toString();
  switch (kind) {
    case "none":
      return { headers: {}, body: undefined };
    case "form":
      return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form() };
    case "multipart":
    case "multipart-cut":
      return {
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartOf(fields, kind === "multipart-cut"),
      };
    case "multipart-no-boundary":
      return { headers: { "Content-Type": "multipart/form-data" }, body: multipartOf(fields, false) };
    case "json":
      return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.fromEntries(fields)) };
    case "json-broken":
      return { headers: { "Content-Type": "application/json; charset=utf-16" }, body: '{"answers":[' };
    case "text":
      return { headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: form() };
    case "binary":
      return { headers: { "Content-Type": "application/octet-stream" }, body: Buffer.from(bytes) };
    case "huge-form":
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `intent=save&name=${"h".repeat(1_100_000)}`,
      };
    case "gzip-claimed":
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Encoding": "gzip" },
        body: Buffer.from(bytes),
      };
  }
}

/** Headers a careless or hostile client sends with a page request. */
const ODD_HEADERS: Record<string, string>[] = [
  {},
  { Accept: "application/json" },
  { Accept: "*/*;q=abc", "Accept-Language": "xx-ÿÿ;q=2, *;q=-1" },
  { "If-None-Match": '"zzz"', "If-Modified-Since": "yesterday" },
  { Range: "bytes=999999999-" },
  { "X-Forwarded-For": "not-an-address", "X-Forwarded-Proto": "gopher" },
  { "X-Remix-Revalidate": "yes", "X-Remix-Response": "yes" },
  { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  { Cookie: "__session=%E0%A4%A; hb_toast=garbage; sidebar=%00" },
  { Referer: "javascript:alert(1)" },
];

// ---------------------------------------------------------------------------------------------------------------
// Cases

interface Case {
  method: string;
  path: string;
  /** A staff member's e-mail (their session's cookie is sent), or null for anonymous. */
  as: string | null;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Routes a signed-in case must not post to: ending or swapping its own session would end its caller's run. */
const SESSION_ROUTES = /^\/(logout|impersonation\/(start|end))$/;

function caseArb(routes: Route[]): fc.Arbitrary<Case> {
  return fc
    .record({
      which: fc.nat(routes.length - 1),
      as: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string | null>(STAFF[0]) },
        { weight: 2, arbitrary: fc.constant<string | null>(STAFF[1]) },
        { weight: 3, arbitrary: fc.constant<string | null>(null) },
      ),
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant("GET") },
        { weight: 6, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "HEAD", "OPTIONS") },
      ),
      segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
      query,
      // Remix's own requests of a page: its data (single fetch's ".data") and, now and then, the route manifest.
      flavour: fc.oneof(
        { weight: 8, arbitrary: fc.constant("document" as const) },
        { weight: 2, arbitrary: fc.constant("data" as const) },
        { weight: 1, arbitrary: fc.constant("manifest" as const) },
      ),
      body: bodyKind,
      fields: formFields,
      bytes: fc.uint8Array({ maxLength: 300 }),
      headers: fc.constantFrom(...ODD_HEADERS),
      sameOrigin: fc.boolean(),
    })
    .map((c): Case => {
      const route = routes[c.which];
      let i = 0;
      let pathname = route.pattern.replace(/:[A-Za-z_]+|\*/g, () => c.segments[i++ % c.segments.length] || "x");
      let search = c.query;
      if (route.index && c.method !== "GET") search = search ? `${search}&index` : "?index";
      if (c.flavour === "data") pathname = `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data`;
      if (c.flavour === "manifest") {
        pathname = "/__manifest";
        search = `?p=${encodeURIComponent(route.pattern)}&p=${c.segments[0]}&version=${c.segments[1]}`;
      }
      const as = c.method !== "GET" && SESSION_ROUTES.test(pathname) ? null : c.as;
      const sent =
        c.method === "GET" || c.method === "HEAD" ? bodyOf("none", [], c.bytes) : bodyOf(c.body, c.fields, c.bytes);
      return {
        method: c.method,
        path: `${pathname}${search}`,
        as,
        headers: { ...c.headers, ...sent.headers, ...(c.sameOrigin ? { Origin: "{base}" } : {}) },
        body: sent.body,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * Sends one case with node:http rather than fetch: fetch refuses a GET with a body, normalises paths and decodes
 * escapes, and all of those are part of what a hostile client sends.
 */
async function send(base: string, cookie: string | undefined, c: Case): Promise<number> {
  try {
    return await sendOnce(base, cookie, c, agent);
  } catch (error) {
    // A kept-alive connection the server closed as it was reused (its idle time-out): once more on a fresh one.
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return sendOnce(base, cookie, c, false);
  }
}

function sendOnce(base: string, cookie: string | undefined, c: Case, via: http.Agent | false): Promise<number> {
  const url = new URL(base);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.headers)) headers[name] = value.replace("{base}", base);
  if (cookie) headers.Cookie = headers.Cookie ? `${headers.Cookie}; ${cookie}` : cookie;
  if (c.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(c.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: via, host: url.hostname, port: url.port, method: c.method, path: c.path, headers, timeout: 60_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
    req.on("error", (error) => {
      // The server may answer a huge body and close the connection before reading all of it: a refusal.
      if (c.body && c.body.length > 1_000_000) resolve(413);
      else reject(new Error(`${c.method} ${c.path.slice(0, 200)}: ${error.message}`));
    });
    req.end(c.body);
  });
}

/** A browser's sign-in through the pages and the embedded provider; answers the session's cookie header. */
async function signIn(base: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(new URL(url, base), {
      method: form ? "POST" : "GET",
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: base } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (!value || /max-age=0/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const follow = async (url: string, form?: Record<string, string>) => {
    let at = new URL(url, base);
    let res = await request(at.toString(), form);
    for (let hop = 0; hop < 12 && res.status >= 300 && res.status < 400; hop++) {
      await res.arrayBuffer();
      at = new URL(res.headers.get("location")!, at);
      res = await request(at.toString());
    }
    await res.arrayBuffer();
    return { res, at };
  };
  const { at } = await follow("/login");
  const uid = at.searchParams.get("uid");
  if (at.pathname !== "/login" || !uid) throw new Error(`no sign-in form for ${email}: ended at ${at}`);
  const signedIn = await follow(`/login?uid=${uid}`, { uid, email, password: PASSWORD });
  if (signedIn.at.pathname !== "/" || signedIn.res.status !== 200)
    throw new Error(`${email} did not sign in: ${signedIn.res.status} at ${signedIn.at}`);
  return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The server's JSON log lines. */
const logLines = (server: Server) =>
  server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; status?: number; url?: string });

describe.each(BRANDS)("the %s build's pages", (brand) => {
  // The classes of request the fuzzing found answering 500, each fixed at its root; one example of each, named.
  test("what the fuzzing found: a body that is not a form is 415 or 400, an id out of range a 404 page", async () => {
    const { base, cookies } = running.get(brand)!;
    const staff = cookies.get(STAFF[0]);
    const cut = multipartOf([["email", "someone@example.test"]], true);
    const multipart = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
    const cases: [string | undefined, Case, number][] = [
      [
        undefined,
        { method: "POST", path: "/login", as: null, headers: { "Content-Type": "application/json" }, body: "{}" },
        415,
      ],
      [undefined, { method: "POST", path: "/forgot-password", as: null, headers: multipart, body: cut }, 400],
      [
        undefined,
        { method: "POST", path: "/survey/register", as: null, headers: { "Content-Type": "text/plain" }, body: "a" },
        415,
      ],
      [
        undefined,
        {
          method: "POST",
          path: "/survey/take?id=00000000-0000-0000-0000-000000000000",
          as: null,
          headers: multipart,
          body: cut,
        },
        400,
      ],
      [staff, { method: "POST", path: "/profile", as: STAFF[0], headers: multipart, body: cut }, 400],
      [staff, { method: "GET", path: "/survey-results/2147483648", as: STAFF[0], headers: {} }, 404],
      [staff, { method: "GET", path: "/survey-results/-1/answers", as: STAFF[0], headers: {} }, 404],
      [staff, { method: "GET", path: "/companies/2147483648/logo", as: STAFF[0], headers: {} }, 404],
      // A campaign or book-code batch no one has is the 404 page (a post to it re-reads the same loader).
      [staff, { method: "GET", path: "/hiring-campaigns/2147483647", as: STAFF[0], headers: {} }, 404],
      [staff, { method: "GET", path: "/book-code-system/2147483647", as: STAFF[0], headers: {} }, 404],
    ];
    const answers = [];
    for (const [cookie, c] of cases) answers.push(await send(base, cookie, c));
    expect(answers).toEqual(cases.map(([, , status]) => status));

    // The page says what happened in the catalogue's words.
    const res = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain("This page accepts its own form only, so nothing was saved.");
  });

  test(
    "answer fuzzed requests, signed in and anonymous, below 500, and log no refusal as an error",
    { timeout: 600_000 },
    async () => {
      const { server, base, routes, cookies } = running.get(brand)!;
      const cases = fc.sample(caseArb(routes), { seed: SEED, numRuns: CASES });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const reached = new Set<string>();
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length) {
            const c = cases[next++];
            // No answer at all (a dropped connection) is a failure too, reported with the others.
            const status = await send(base, c.as ? cookies.get(c.as) : undefined, c).catch((error: unknown) => {
              failures.push(`no answer: ${String(error).slice(0, 300)}`);
              return 0;
            });
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status < 300 && c.as) reached.add(c.path.split("?")[0]);
            if (status >= 500) {
              const body = typeof c.body === "string" ? c.body.slice(0, 120) : c.body ? "<binary>" : "";
              failures.push(
                `${status} as ${c.as ?? "anonymous"}: ${c.method} ${c.path.slice(0, 200)} ${JSON.stringify(c.headers).slice(0, 200)} ${body}`,
              );
            }
          }
        }),
      );
      const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, count]) => n + count, 0);
      console.log(
        `page fuzz ${brand}: ${cases.length} requests over ${routes.length} routes, ${fivexx} × 5xx ` +
          `(seed ${SEED}, ${Math.round((Date.now() - started) / 1000)} s; statuses ${[...statuses]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(" ")})`,
      );
      expect(failures.slice(0, 30)).toEqual([]);
      expect(cases.length).toBe(CASES);
      // The sessions held: signed-in cases got real pages, not only the sign-in redirect.
      expect(reached.size).toBeGreaterThan(Math.min(routes.length / 3, CASES / 50));
      // A refusal is the client's mistake: logged at info, never as an error (pino's level 50).
      const errors = logLines(server).filter((line) => line.level >= 50);
      expect(errors.slice(0, 10)).toEqual([]);
    },
  );
});
