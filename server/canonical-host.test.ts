// Which requests the canonical-host redirect sends to PUBLIC_URL's origin (the built server's own test is
// tests/integration/foundation/canonical-host.test.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { canonicalHostRedirect } from "./canonical-host";
import { loadEnv } from "./env";

let server: http.Server | undefined;
afterEach(() => server?.close());

/** An app with only the redirect in front of a 200, asked once with this Host header. */
async function ask(canonicalOrigin: string | null, method: string, path: string, host: string) {
  const app = express()
    .use(canonicalHostRedirect(canonicalOrigin))
    .use((_req, res) => void res.status(200).end());
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, method, path, headers: { host } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      })
      .on("error", reject)
      .end();
  });
}

describe("env.canonicalOrigin", () => {
  test("is PUBLIC_URL's origin when PUBLIC_URL is set, null with the default URL", () => {
    expect(loadEnv({}).canonicalOrigin).toBeNull();
    expect(loadEnv({ PUBLIC_URL: "https://app.example.test/" }).canonicalOrigin).toBe("https://app.example.test");
  });
});

describe("the canonical-host redirect", () => {
  test("sends a page on another host to the same path and query on the canonical origin", async () => {
    const res = await ask("https://app.example.test", "GET", "/jobs?page=2", "10.0.0.5:3000");
    expect(res).toEqual({ status: 302, location: "https://app.example.test/jobs?page=2" });
  });

  test("leaves the canonical host (with its default port) alone", async () => {
    expect((await ask("https://app.example.test", "GET", "/jobs", "app.example.test")).status).toBe(200);
    expect((await ask("https://app.example.test", "GET", "/jobs", "App.Example.Test:443")).status).toBe(200);
  });

  test.each(["/healthz", "/readyz", "/api/v2/openapi.json", "/idp/jwks"])("answers %s under any host", async (path) => {
    expect((await ask("https://app.example.test", "GET", path, "127.0.0.1:3000")).status).toBe(200);
  });

  test("does nothing without a configured PUBLIC_URL, and nothing to a post", async () => {
    expect((await ask(null, "GET", "/jobs", "127.0.0.1:3000")).status).toBe(200);
    expect((await ask("https://app.example.test", "POST", "/jobs", "127.0.0.1:3000")).status).toBe(200);
  });
});
