// The built server (build/hb/server.mjs) as an operator runs it: configuration errors, health checks, request log
// redaction, graceful shutdown and restarts on the same data. On PostgreSQL when TEST_DATABASE_URL is set (an empty
// database the server migrates itself), on a PGlite data directory otherwise.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import { DEMO_USERS } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { freePort, startServer, waitForReady } from "../../../scripts/lib/servers.mjs";
import { useBuiltArtefacts } from "../../support/build";
import { createTestDatabase, type TestDatabase } from "../../support/database";

type Server = ReturnType<typeof startServer>;

/** A low public-form limit, so the limiter's test reaches it quickly. */
const FORM_LIMIT = 8;

const artefacts = useBuiltArtefacts("hb");
let artefact: string;
let dataDir: string;
beforeAll(() => {
  artefact = artefacts("hb");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a bad configuration value", () => {
  test.each([
    ["PORT", { PORT: "abc" }],
    ["STAGE", { STAGE: "qa" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://user@localhost/db" }],
    ["SESSION_SECRET", { STAGE: "staging", PUBLIC_URL: "https://staging.example.test" }],
  ])("stops the server with a message naming %s", async (name, env) => {
    const server = startServer({ dir: artefact, env: { DATA_DIR: dataDir, ...env } });
    expect(await server.exited).not.toBe(0);
    expect(server.stderr()).toMatch(new RegExp(`^\\s+- ${name} `, "m"));
    expect(server.stdout()).not.toContain('"listening"');
  });
});

describe("the built server", () => {
  let database: TestDatabase | undefined;
  let port: number;
  let baseUrl: string;
  let first: Server;
  let firstExit: number | null;

  const start = async () => {
    const server = startServer({
      dir: artefact,
      env: {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        STAGE: "local",
        DATABASE_URL: database?.url,
        PUBLIC_FORM_LIMIT: String(FORM_LIMIT),
      },
    });
    await waitForReady(baseUrl, { exited: server.exited });
    return server;
  };

  /** Opens the database the server used (only while the server is stopped: PGlite has one writer). */
  const withServerDatabase = async <T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> => {
    if (database) return fn(database);
    const handle = await openDatabase({ dataDir: path.join(dataDir, "hb", "pglite") });
    try {
      return await fn(handle);
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase({ empty: true });
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    first = await start();
  }, 240_000); // a first start migrates and seeds, hashing every demo password
  afterAll(async () => {
    await first?.stop("SIGKILL");
    await database?.close();
  });

  test("answers /healthz and /readyz with 200", async () => {
    for (const check of ["/healthz", "/readyz"]) {
      const res = await fetch(baseUrl + check);
      expect(res.status, check).toBe(200);
    }
  });

  test("lets no browser keep pages or API answers, but keeps fingerprinted assets", async () => {
    for (const pathname of ["/login", "/survey/register", "/api/v2/users/profile"]) {
      const res = await fetch(baseUrl + pathname, { redirect: "manual" });
      await res.arrayBuffer();
      // Exactly once: a default doubled by the route's own value would read "private, no-store, no-store".
      expect(res.headers.get("cache-control"), pathname).toBe(
        pathname.startsWith("/api/") ? "no-store" : "private, no-store",
      );
    }
    // Our own form posts must carry a real Origin for the cross-origin check ("no-referrer" makes it "null").
    const login = await fetch(`${baseUrl}/login`);
    expect(login.headers.get("referrer-policy")).toBe("same-origin");
    const page = await login.text();
    const asset = page.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(baseUrl + asset)).headers.get("cache-control")).toContain("immutable");
  });

  test("sends a script's copy compressed at build time as the browser accepts it, the same bytes once decoded", async () => {
    const page = await (await fetch(`${baseUrl}/login`)).text();
    const asset = page.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const original = fs.readFileSync(path.join(artefact, "client", asset!));
    const get = (acceptEncoding?: string) =>
      rawRequest(baseUrl, "GET", asset!, acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
    const brotli = await get("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    // The copy made when the brand was built, not compressed again per request.
    expect(brotli.bytes.equals(fs.readFileSync(path.join(artefact, "client", `${asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.bytes).equals(original)).toBe(true);
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).equals(original)).toBe(true);
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.equals(original)).toBe(true);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  // Each of these once answered 500 (or printed Express's stack trace) before.
  test("answers odd requests with their 4xx status and no stack trace", async () => {
    const plain = async (res: Response, status: number) => {
      const body = await res.text();
      expect(res.status).toBe(status);
      expect(body).not.toMatch(/node_modules|\bat [\w.<>]+ \(|Error:/);
      return body;
    };
    // TRACE: Node's fetch Request refuses the method, so it never reaches the app.
    const trace = await rawRequest(baseUrl, "TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.body).not.toMatch(/node_modules|\bat [\w.<>]+ \(/);
    // A path that does not decode.
    const undecodable = await rawRequest(baseUrl, "GET", "/%");
    expect(undecodable.status).toBe(400);
    expect(undecodable.body).toBe("Bad Request");
    // A malformed cookie is no cookie: the sign-in page, not an error page.
    const login = await fetch(`${baseUrl}/login`, { headers: { cookie: "sid=%E0%A4%A" }, redirect: "manual" });
    expect([200, 302]).toContain(login.status);
    await login.text();
    // A form posted from another site is refused as forbidden (Remix's own check threw it as a 500).
    for (const origin of ["https://evil.example", "null"]) {
      const res = await fetch(`${baseUrl}/login`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.test&password=x&uid=x",
        redirect: "manual",
      });
      expect(await plain(res, 403)).toContain("another site");
    }
    // A NUL character in a page's or the provider's address (a list's search box) is refused naming the parameter.
    for (const pathname of ["/user-management?search=a%00b", "/idp/auth?client_id=a%00b"]) {
      const res = await fetch(baseUrl + pathname, { redirect: "manual" });
      expect(await plain(res, 400)).toMatch(/^Bad Request: (search|client_id) must not contain a NUL character\.$/);
    }
    // A post from our own origin goes through to the page's action (no 403).
    const own = await fetch(`${baseUrl}/logout`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
  });

  test("answers the next request on a kept-alive connection at once after refusing a body it did not read", async () => {
    // One connection, as a browser reuses it: a megabyte posted to a page without an action, then a plain GET.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, pathname: string, body?: string) =>
      new Promise<{ status: number; connection?: string; ms: number }>((resolve, reject) => {
        const started = Date.now();
        const req = http.request(
          `${baseUrl}${pathname}`,
          {
            agent,
            method,
            headers: body
              ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) }
              : {},
          },
          (res) => {
            res.resume();
            res.on("end", () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, ms: Date.now() - started }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      const refused = await send("POST", "/about", `a=${"x".repeat(1_100_000)}`);
      expect(refused.status).toBe(405);
      // The unread rest of the body must not stand in front of the next request: the connection ends with the answer.
      expect(refused.connection).toBe("close");
      const next = await send("GET", "/healthz");
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(2_000);
      // An answer to a request without a body keeps the connection.
      expect(next.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });

  test("keeps an idle connection longer than a pooling client or a load balancer does, and says so", async () => {
    const answer = await rawRequest(baseUrl, "GET", "/healthz", { connection: "keep-alive" });
    expect(answer.headers.connection).toBe("keep-alive");
    expect(answer.headers["keep-alive"]).toBe("timeout=65");
  });

  test("never writes credentials, cookies or secret query values to its log", async () => {
    const secrets = {
      authorization: "Bearer AUTH-SECRET-e81c",
      cookie: "__session=COOKIE-SECRET-4f2a; other=COOKIE-SECRET-77b0",
      code: "CODE-SECRET-91d3",
      token: "TOKEN-SECRET-0c5e",
      password: "BODY-SECRET-a6f4",
    };
    const headers = { authorization: secrets.authorization, cookie: secrets.cookie, "x-proxy-user-id": "42" };
    await fetch(`${baseUrl}/login?code=${secrets.code}&token=${secrets.token}&page=7`, { headers });
    await fetch(`${baseUrl}/api/v2/?token=${secrets.token}`, { headers });
    await fetch(`${baseUrl}/api/v2/users/profile`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ password: secrets.password }),
    });

    // The request lines prove the requests were logged at all; then no secret may appear anywhere in the output.
    await expect.poll(() => requestLines(first).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    const login = requestLines(first).find((line) => line.url.startsWith("/login?") && line.url.includes("page="));
    expect(new URLSearchParams(login?.url.split("?")[1]).get("page")).toBe("7");
    const output = first.stdout() + first.stderr();
    for (const secret of Object.values(secrets)) {
      for (const fragment of secret.match(/[A-Z]+-SECRET-[0-9a-f]+/g)!) expect(output).not.toContain(fragment);
    }
  });

  test("limits posts to the public forms per address, and only those", async () => {
    const post = (pathname: string) =>
      fetch(`${baseUrl}${pathname}`, {
        method: "POST",
        body: new URLSearchParams({ email: "nobody@example.test" }),
        redirect: "manual",
      });
    for (let i = 0; i < FORM_LIMIT - 1; i++) expect((await post("/forgot-password")).status).not.toBe(429);
    // The last one allowed: a sign-in whose hidden interaction id holds a NUL is refused by the form (then the page
    // starts a fresh sign-in), never a 500 from the provider's lookup.
    const nul = await fetch(`${baseUrl}/login`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.test&password=x&uid=a%00b",
      redirect: "manual",
    });
    await nul.arrayBuffer();
    expect([200, 302]).toContain(nul.status);
    const refused = await post("/survey/register");
    expect(refused.status).toBe(429);
    // The seconds left of the address's 10-minute window (it began with the first post).
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await refused.text()).toBe("Too many attempts from your network. Please wait a few minutes and try again.");
    // The same forms through the API share the address's window: the API is no way around the limit.
    for (const pathname of ["/api/v2/surveys/register", "/api/v2/users/forgot-password", "/api/v2/auth/register"]) {
      const res = await fetch(`${baseUrl}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.test" }),
      });
      expect(res.status, pathname).toBe(429);
    }
    // Reading the pages, and posts elsewhere (saving assessment answers, other API calls), go on.
    expect((await fetch(`${baseUrl}/forgot-password`)).status).toBe(200);
    expect((await post("/survey/answers")).status).not.toBe(429);
    expect((await fetch(`${baseUrl}/api/v2/surveys/submit`, { method: "POST" })).status).not.toBe(429);
  });

  test("seeds the demo data on its first start", async () => {
    expect(logLines(first).filter((line) => line.msg === "demo data seeded")).toHaveLength(1);
  });

  // Two servers on one PGlite directory would both write to it.
  test("refuses a second server on the same data directory, naming the process that holds it", async () => {
    if (database) return; // on PostgreSQL any number of servers share the database
    const second = startServer({
      dir: artefact,
      env: { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1", STAGE: "local" },
    });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `is in use by process ${(first.child as unknown as { pid: number }).pid} on ${os.hostname()}`,
    );
    expect(second.stderr()).not.toMatch(/\bat [\w.<>]+ \(/);
    expect(second.stdout()).not.toContain('"listening"');
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  test("exits 0 on SIGTERM after closing down, even with a client busy on a kept-alive connection", async () => {
    // A browser that goes on sending requests over one kept-alive connection (a polling page, user events).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let busy = true;
    let answered = 0;
    const client = (async () => {
      while (busy) {
        const ok = await new Promise<boolean>((resolve) => {
          http
            .get(`${baseUrl}/healthz`, { agent }, (res) => {
              res.resume();
              res.on("end", () => resolve(true));
            })
            .on("error", () => resolve(false));
        });
        if (ok) answered++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await expect.poll(() => answered).toBeGreaterThan(2);
    firstExit = await first.stop("SIGTERM");
    busy = false;
    await client;
    agent.destroy();
    expect(firstExit).toBe(0);
    expect(logLines(first).map((line) => line.msg)).toContain("stopped");
  });

  test("restarted on the same data, keeps it and does not seed again", { timeout: 180_000 }, async () => {
    expect(firstExit).toBe(0);
    const marker = `Persisted Franchise ${Date.now()}`;
    await withServerDatabase((h) => h.db.insert(schema.franchises).values({ name: marker }));
    if (!database) {
      // A clean stop leaves no lock; a crashed server's lock (its process is gone) does not stop the next start.
      const lock = path.join(dataDir, "hb", "pglite.lock");
      expect(fs.existsSync(lock)).toBe(false);
      const dead = spawnSync(process.execPath, ["-e", ""]).pid;
      fs.writeFileSync(lock, JSON.stringify({ pid: dead, host: os.hostname(), since: new Date().toISOString() }));
    }

    const second = await start();
    try {
      expect(logLines(second).map((line) => line.msg)).not.toContain("demo data seeded");
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }

    await withServerDatabase(async (h) => {
      const [users] = await h.db.select({ n: count() }).from(schema.users);
      expect(users.n).toBe(DEMO_USERS.length);
      const franchises = await h.db.select().from(schema.franchises);
      expect(franchises.map((f) => f.name)).toContain(marker);
      expect(franchises).toHaveLength(3);
    });
  });
});

interface LogLine {
  msg?: string;
  url: string;
  [key: string]: unknown;
}

function logLines(server: Server): LogLine[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

function requestLines(server: Server) {
  return logLines(server).filter((line) => line.msg === "request" && !line.url.startsWith("/readyz"));
}

/**
 * A request as raw HTTP (fetch refuses methods such as TRACE and paths such as "/%", and decodes compressed bodies):
 * the status, the headers, and the body as sent, as bytes and as text.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
