// ADR 039: two built server processes on ONE PostgreSQL database behind a round-robin loopback
// proxy behave as one server. Sign-in (its steps land on both), lockout, the public-form limit, the continue-by-e-mail
// window, sessions and queue jobs all hold across them. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process
// by design (a second server on its directory refuses to start).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { createPgBossQueue } from "../../../api/queue/pg-boss-queue";
import { RESCORE_QUEUE } from "../../../api/role-benchmarks/rescore-benchmark";
import { CONTINUE_EMAILS_PER_HOUR } from "../../../api/surveys/continue-link";
import { LOCKOUT_AFTER_FAILURES } from "../../../idp/accounts";
import { freePort, startServer, waitForReady } from "../../../scripts/lib/servers.mjs";
import { useBuiltArtefacts } from "../../support/build";
import { createTestDatabase, type TestDatabase } from "../../support/database";

type Server = ReturnType<typeof startServer>;

const PASSWORD = "demo-password-2026";
/** Posts per address: the lockout part posts its sign-in form 7 times from one address, under this limit. */
const FORM_LIMIT = 8;

/**
 * A load balancer in miniature: each request goes to the next server in turn. The client's address is what the test
 * names in `x-test-client` (as X-Forwarded-For, trusted with TRUST_PROXY), so each part of the test has its own.
 */
function roundRobinProxy(ports: number[]) {
  const served = ports.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % ports.length;
    served[i]++;
    const { "x-test-client": client, ...rest } = req.headers;
    const headers = { ...rest, "x-forwarded-for": String(client ?? "198.51.100.1") };
    const upstream = http.request(
      { host: "127.0.0.1", port: ports[i], method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return { server, served };
}

/** A browser's cookies (one origin; paths ignored: the app's cookies are all Path=/ or below what we visit). */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private base: string,
    private client: string,
  ) {}

  private store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request without following redirects. */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url, this.base).toString();
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-test-client": this.client,
    };
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = this.base;
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    this.store(res);
    return res;
  }

  /** A request, then its redirects (as GETs), up to the first answer that is not a redirect. */
  async follow(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let res = await this.request(url, init);
    let at = new URL(url, this.base);
    for (let hop = 0; hop < 12 && res.status >= 300 && res.status < 400; hop++) {
      await res.arrayBuffer();
      at = new URL(res.headers.get("location")!, at);
      res = await this.request(at.toString());
    }
    return { res, url: at };
  }

  /** The sign-in page's interaction id, after the redirects through the provider. */
  async openSignIn(): Promise<string> {
    const { res, url } = await this.follow("/login");
    await res.arrayBuffer();
    expect(url.pathname).toBe("/login");
    const uid = url.searchParams.get("uid");
    expect(uid).toBeTruthy();
    return uid!;
  }

  /** Posts the sign-in form; answers the final page's URL (the home page once signed in). */
  signIn(uid: string, email: string, password: string) {
    return this.follow(`/login?uid=${uid}`, { form: { uid, email, password } });
  }
}

const artefacts = useBuiltArtefacts("hb");

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let dataDir: string;
  let servers: Server[] = [];
  let proxy: ReturnType<typeof roundRobinProxy>;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-instances-"));
    const ports = [await freePort(), await freePort()];
    proxy = roundRobinProxy(ports);
    await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(proxy.server.address() as import("node:net").AddressInfo).port}`;
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      STAGE: "local",
      PUBLIC_URL: base,
      TRUST_PROXY: "true",
      // As in production: every instance has the same secret (cookies, the provider's keys).
      SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
      PUBLIC_FORM_LIMIT: String(FORM_LIMIT),
    };
    // One after the other: the first migrates and seeds; the second finds both done.
    for (const port of ports) {
      const server = startServer({ dir: artefacts("hb"), env: { ...env, PORT: String(port) } });
      servers.push(server);
      await waitForReady(`http://127.0.0.1:${port}`, { exited: server.exited });
    }
  }, 400_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop("SIGKILL")));
    servers = [];
    await new Promise((resolve) => proxy?.server.close(resolve));
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `fn` and answers how many of its requests each server answered. */
  const spread = async (fn: () => Promise<void>) => {
    const before = [...proxy.served];
    await fn();
    return proxy.served.map((n, i) => n - before[i]);
  };

  test("sign-in and its session hold whichever server answers; signing out ends it on both", async () => {
    const browser = new Browser(base, "198.51.100.10");
    let home: URL | undefined;
    const used = await spread(async () => {
      const uid = await browser.openSignIn();
      const { res, url } = await browser.signIn(uid, "owner@harbor-dental.test", PASSWORD);
      await res.arrayBuffer();
      home = url;
      expect(res.status).toBe(200);
    });
    expect(home?.pathname).toBe("/");
    expect(used.every((n) => n > 0)).toBe(true);

    // The session is in the database: every server knows it.
    for (let i = 0; i < 4; i++) {
      const page = await browser.request("/profile");
      expect(page.status, `request ${i}`).toBe(200);
      expect(await page.text()).toContain("owner@harbor-dental.test");
    }
    const out = await browser.request("/logout", { form: {} });
    await out.arrayBuffer();
    for (let i = 0; i < 2; i++) {
      const page = await browser.request("/profile");
      await page.arrayBuffer();
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/login/);
    }
  });

  test("failed passwords on either server count towards one lockout", async () => {
    const email = "user@harbor-dental.test";
    const browser = new Browser(base, "198.51.100.11");
    const uid = await browser.openSignIn();
    const used = await spread(async () => {
      for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) {
        const { res, url } = await browser.signIn(uid, email, "not-the-password");
        await res.arrayBuffer();
        expect(url.pathname).toBe("/login");
      }
    });
    expect(used.every((n) => n > 0)).toBe(true);
    const account = async () =>
      (
        await database.db
          .select()
          .from(schema.idpAccounts)
          .where(sql`lower(${schema.idpAccounts.email}) = ${email}`)
      )[0];
    const locked = await account();
    expect(locked.failedAttempts).toBe(LOCKOUT_AFTER_FAILURES);
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now() - 5_000);
    // The first lock lasts a second; a longer one (as after more failures) keeps the check below from racing it.
    await database.db
      .update(schema.idpAccounts)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(schema.idpAccounts.id, locked.id));
    // Both servers refuse even the right password while the account is locked.
    for (let i = 0; i < 2; i++) {
      const { res, url } = await browser.signIn(uid, email, PASSWORD);
      expect(url.pathname).toBe("/login");
      expect(await res.text()).toContain("Password attempts exceeded");
    }
  });

  test("the public-form limit counts an address's posts on both servers, pages and API alike", async () => {
    const client = "198.51.100.12";
    const post = (pathname: string) =>
      fetch(`${base}${pathname}`, {
        method: "POST",
        headers: { "x-test-client": client, origin: base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "nobody@example.test" }),
        redirect: "manual",
      });
    const used = await spread(async () => {
      for (let i = 0; i < FORM_LIMIT; i++) {
        const res = await post("/forgot-password");
        await res.arrayBuffer();
        expect(res.status, `post ${i + 1}`).not.toBe(429);
      }
    });
    expect(used).toEqual([FORM_LIMIT / 2, FORM_LIMIT / 2]);
    for (const pathname of ["/forgot-password", "/survey/register", "/api/v2/surveys/register"]) {
      const res = await post(pathname);
      await res.arrayBuffer();
      expect(res.status, pathname).toBe(429);
    }
    // Another address has its own budget.
    const other = await fetch(`${base}/forgot-password`, {
      method: "POST",
      headers: { "x-test-client": "198.51.100.13", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.test" }),
      redirect: "manual",
    });
    await other.arrayBuffer();
    expect(other.status).not.toBe(429);
  });

  test("the continue-by-e-mail window is one for both servers", async () => {
    const [company] = await database.db
      .select({ token: schema.companies.assessmentToken })
      .from(schema.companies)
      .where(eq(schema.companies.name, "Harbor Dental"));
    const email = `twice-${crypto.randomBytes(4).toString("hex")}@example.test`;
    const register = (client: string) =>
      fetch(`${base}/api/v2/surveys/register`, {
        method: "POST",
        headers: { "x-test-client": client, "content-type": "application/json" },
        body: JSON.stringify({
          token: company.token,
          first: "Casey",
          last: "Twice",
          email,
          role: "Dental assistant",
          consent: true,
        }),
      });
    expect((await register("198.51.100.20")).status).toBe(201);
    // Registering again (from several addresses, on both servers) mails the link at most CONTINUE_EMAILS_PER_HOUR times.
    const statuses: number[] = [];
    for (let i = 0; i < CONTINUE_EMAILS_PER_HOUR + 3; i++)
      statuses.push((await register(`198.51.100.${21 + i}`)).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    const mails = await database.db
      .select()
      .from(schema.outboxEmails)
      .where(sql`lower(${schema.outboxEmails.to}) = ${email}`);
    expect(mails).toHaveLength(CONTINUE_EMAILS_PER_HOUR);
  });

  // It once failed in 2 of 3 CI runs: the queues, created at once as each server started, deadlocked in PostgreSQL
  // and a worker whose queue failed never ran (fixed in api/queue/pg-boss-queue.ts; tests/integration/assessment/
  // queue.test.ts shows it on its own). Should it time out again, the error says where each job stands.
  test("queue jobs are each processed once, by whichever server takes them", async () => {
    const benchmarks = await database.db
      .select({ id: schema.roleBenchmarks.id, version: schema.roleBenchmarks.version })
      .from(schema.roleBenchmarks);
    expect(benchmarks.length).toBeGreaterThan(1);
    // Another instance's API sending the jobs: both servers' workers poll the same queue.
    const queue = await createPgBossQueue({ connectionString: database.url!, schema: "pgboss" });
    const sent: string[] = [];
    try {
      // Whatever the servers queued themselves at start is done first, so these jobs are the only ones waiting.
      await queue.settled(RESCORE_QUEUE, 120_000);
      for (const b of benchmarks) {
        const id = await queue.send(RESCORE_QUEUE, { role_benchmark_id: b.id }, { singletonKey: `benchmark:${b.id}` });
        if (id) sent.push(id);
      }
      expect(sent).toHaveLength(benchmarks.length);
      await queue.settled(RESCORE_QUEUE, 120_000);
    } catch (error) {
      // What the next failure needs to be understood: where each job stands and what the servers said about the queue.
      const jobs = await database.db.execute(
        sql`select singleton_key, state, retry_count, start_after, started_on from pgboss.job order by created_on`,
      );
      const said = servers.map(
        (s, n) =>
          `server ${n + 1}: ${`${s.stdout()}\n${s.stderr()}`
            .split("\n")
            .filter((line) => /queue|boss|rescore|error/i.test(line))
            .slice(-20)
            .join("\n")}`,
      );
      throw new Error(`${(error as Error).message}\njobs: ${JSON.stringify(jobs)}\n${said.join("\n")}`);
    } finally {
      await queue.stop();
    }
    const jobs = await database.db.execute<{ state: string; retry_count: number; n: number }>(
      sql`select state, retry_count, count(*)::int as n from pgboss.job
          where name = ${RESCORE_QUEUE} and id::text in (${sql.join(
            sent.map((id) => sql`${id}`),
            sql`, `,
          )}) group by 1, 2`,
    );
    const rows = Array.isArray(jobs)
      ? jobs
      : (jobs as { rows: { state: string; retry_count: number; n: number }[] }).rows;
    // Every job completed on its first attempt: none failed or ran again.
    expect(rows).toEqual([{ state: "completed", retry_count: 0, n: benchmarks.length }]);
    const after = await database.db
      .select({
        state: schema.roleBenchmarks.rescoreState,
        scored: schema.roleBenchmarks.scoredVersion,
        version: schema.roleBenchmarks.version,
      })
      .from(schema.roleBenchmarks);
    expect(after.every((b) => b.state === "done" && b.scored === b.version)).toBe(true);
    // Room for both waits above: re-scoring the demo benchmarks takes a while on a busy 2-core machine.
  }, 300_000);
});
