// POST /hubspot/webhooks/create-company as HubSpot calls it: v3 signatures (HMAC-SHA256 over method, URI, body and
// timestamp, at most five minutes old), idempotent retries, 400 Bad Request and 500 Internal Server Error (spec §8).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  departments,
  hubspotCompanyImports,
  locations,
  pipelines,
  pipelineStatuses,
  roleNames,
} from "../../../server/db/schema/index";
import { createLogger } from "../../../server/logger";
import { loadEnv } from "../../../server/env";
import { startApi } from "../../support/api";
import { consoleError } from "../../support/setup";
import { PUBLIC_URL, startUsersApi, unique, type UsersApiContext } from "./support";
import express from "express";
import { createApi } from "../../../api/index";
import type { AddressInfo } from "node:net";

const SECRET = "hubspot-app-secret-for-tests-0123456789";
const PATH = "/hubspot/webhooks/create-company";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi({ HUBSPOT_WEBHOOK_SECRET: SECRET });
});
afterAll(() => ctx?.close());

/** Signs as HubSpot does: base64(HMAC-SHA256(secret, method + uri + body + timestamp)). */
function sign(uri: string, body: string, timestamp: string, secret = SECRET) {
  return crypto.createHmac("sha256", secret).update(`POST${uri}${body}${timestamp}`).digest("base64");
}

interface SendOptions {
  timestamp?: number;
  secret?: string;
  /** The URI the signature covers; default the public URL of the endpoint. */
  uri?: string;
  signature?: string;
}

async function send(payload: unknown, options: SendOptions = {}, apiUrl = ctx.api.url) {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Date.now());
  const uri = options.uri ?? `${PUBLIC_URL}/api/v2${PATH}`;
  return fetch(`${apiUrl}${PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-HubSpot-Request-Timestamp": timestamp,
      "X-HubSpot-Signature-v3": options.signature ?? sign(uri, body, timestamp, options.secret),
    },
    body,
  });
}

const payload = (objectId: string, name = unique("HubSpot Co")) => ({
  eventId: unique("evt"),
  objectId,
  properties: {
    name: { value: name },
    industry: "Retail",
    go_high_level_location_id: "ghl-hs-1",
    locations: "Main Street;Harbour Front",
    departments: ["Sales"],
    role_names: "Cashier",
  },
});

describe("signature", () => {
  it("creates the company from a correctly signed request, with the default pipeline and the given names", async () => {
    const objectId = unique("obj");
    const res = await send(payload(objectId, "Signed Co"));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.created).toBe(true);
    const db = ctx.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.id, data.company_id));
    expect(company).toMatchObject({ name: "Signed Co", industry: "Retail", goHighLevelLocationId: "ghl-hs-1" });
    expect(company.assessmentToken).toMatch(/^[0-9a-f]{32}$/);
    const names = async (table: typeof locations) =>
      (await db.select({ name: table.name }).from(table).where(eq(table.companyId, company.id)))
        .map((r) => r.name)
        .sort();
    expect(await names(locations)).toEqual(["Harbour Front", "Main Street"]);
    expect(await names(departments as unknown as typeof locations)).toEqual(["Sales"]);
    expect(await names(roleNames as unknown as typeof locations)).toEqual(["Cashier"]);
    const statuses = await db
      .select({ name: pipelineStatuses.name })
      .from(pipelines)
      .innerJoin(pipelineStatuses, eq(pipelineStatuses.pipelineId, pipelines.id))
      .where(eq(pipelines.companyId, company.id));
    expect(statuses.length).toBeGreaterThan(0);
  });

  it.each([
    ["a wrong secret", { secret: "not-the-secret-at-all-0123456789" }],
    ["a signature over another URI", { uri: "https://evil.example/api/v2/hubspot/webhooks/create-company" }],
    ["a timestamp older than five minutes", { timestamp: Date.now() - 5 * 60_000 - 1_000 }],
    ["a timestamp from the future", { timestamp: Date.now() + 6 * 60_000 }],
    ["no signature", { signature: "" }],
  ])("answers 401 and creates nothing for %s", async (_name, options) => {
    const objectId = unique("obj");
    const res = await send(payload(objectId), options as SendOptions);
    expect(res.status).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(hubspotCompanyImports)
      .where(eq(hubspotCompanyImports.objectId, objectId));
    expect(rows).toHaveLength(0);
  });

  it("refuses a body changed after signing", async () => {
    const body = JSON.stringify(payload(unique("obj"), "Original"));
    const timestamp = String(Date.now());
    const signature = sign(`${PUBLIC_URL}/api/v2${PATH}`, body, timestamp);
    const res = await send(body.replace("Original", "Tampered"), { timestamp: Number(timestamp), signature });
    expect(res.status).toBe(401);
  });

  it("also accepts a signature over the URL as the API itself was reached", async () => {
    const res = await send(payload(unique("obj")), { uri: `${ctx.api.url}${PATH}` });
    expect(res.status).toBe(201);
  });
});

describe("idempotency", () => {
  it("answers a retry (same object id) with the same company and creates no second one", async () => {
    const objectId = unique("obj");
    const name = unique("Retried Co");
    const first = await send(payload(objectId, name));
    expect(first.status).toBe(201);
    const { data } = await first.json();
    const [second, third] = await Promise.all([send(payload(objectId, name)), send(payload(objectId, name))]);
    expect([second.status, third.status]).toEqual([200, 200]);
    expect((await second.json()).data).toEqual({ company_id: data.company_id, created: false });
    const rows = await ctx.database.db
      .select()
      .from(companies)
      .where(sql`${companies.name} = ${name}`);
    expect(rows).toHaveLength(1);
  });

  it("creates exactly one company when the first delivery and its retry arrive together", async () => {
    const objectId = unique("obj");
    const name = unique("Raced Co");
    const results = await Promise.all([
      send(payload(objectId, name)),
      send(payload(objectId, name)),
      send(payload(objectId, name)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(
      await ctx.database.db
        .select()
        .from(companies)
        .where(sql`${companies.name} = ${name}`),
    ).toHaveLength(1);
  });
});

describe("errors (spec §8)", () => {
  it("answers 400 Bad Request with field paths for a payload without a company name", async () => {
    const res = await send({ objectId: unique("obj"), properties: { industry: "Retail" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Bad Request");
    expect(body.errors).toEqual([{ path: "properties.name", message: expect.any(String) }]);
  });

  it("answers 400 Bad Request for a body that is not JSON, and for a missing object id", async () => {
    const notJson = await send("{not json");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe("Bad Request");
    const noId = await send({ properties: { name: "X" } });
    expect(noId.status).toBe(400);
    expect((await noId.json()).errors[0].path).toBe("objectId");
  });

  it("answers 500 Internal Server Error (nothing else) when creating the company fails", async () => {
    consoleError.mockImplementation(() => {});
    // The same API over a database whose writes fail.
    const broken = new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop === "transaction") return () => Promise.reject(new Error("database is down"));
        return Reflect.get(target, prop, receiver);
      },
    });
    const env = loadEnv({
      LOG_LEVEL: "silent",
      PUBLIC_URL,
      HUBSPOT_WEBHOOK_SECRET: SECRET,
      OIDC_ISSUER: "http://127.0.0.1:1/issuer",
      OIDC_CLIENT_SECRET: "x",
    });
    const app = express();
    app.use("/api/v2", createApi({ db: broken, env, logger: createLogger("silent"), identity: null }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const res = await send(
        payload(unique("obj")),
        {},
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Internal Server Error", errors: [] });
    } finally {
      server.close();
    }
  });

  it("answers 503 and does nothing while HUBSPOT_WEBHOOK_SECRET is unset", async () => {
    const api = await startApi(ctx.database.db, { env: { PUBLIC_URL } });
    try {
      const objectId = unique("obj");
      const body = JSON.stringify(payload(objectId));
      const res = await fetch(`${api.url}${PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(res.status).toBe(503);
      expect(
        await ctx.database.db.select().from(hubspotCompanyImports).where(eq(hubspotCompanyImports.objectId, objectId)),
      ).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
